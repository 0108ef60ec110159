import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { InquiryReceipt } from '../../../shared/inquiries';
import { announceReceipt } from '../../forms/announce-receipt';
import { QuotationForm } from '../../forms/inquiry-forms';
import { ReceiptConfirmation } from '../../forms/receipt-confirmation';
import type { QuotedProduct } from '../../forms/quoted-product';
import { wrapTabFocus } from '../wrap-tab-focus';

/**
 * The quotation request on wide screens (spec §2, §4): closes with X, Cancel or Escape. Once sent, the toast says
 * so (spec) and the modal shows the reference until the buyer closes it.
 */
export default function QuotationModal({ product, show, onClose }: { product: QuotedProduct; show: boolean; onClose: () => void }) {
  const [receipt, setReceipt] = useState<InquiryReceipt | null>(null);
  const { t } = useLingui();
  const name = product.name;
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={() => setReceipt(null)}
      centered
      aria-labelledby="quotation-title"
      onKeyDown={wrapTabFocus}
    >
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="quotation-title" className="h5">
          <Trans>Request a Quotation: {name}</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {receipt ? (
          <>
            <ReceiptConfirmation receipt={receipt} focus />
            <div className="d-flex justify-content-end">
              <button type="button" className="btn btn-primary" onClick={onClose}>
                <Trans>Close</Trans>
              </button>
            </div>
          </>
        ) : (
          <QuotationForm
            key={product.path}
            product={product}
            onSuccess={(sent) => {
              announceReceipt(sent);
              setReceipt(sent);
            }}
            actions={
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                <Trans>Cancel</Trans>
              </button>
            }
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
