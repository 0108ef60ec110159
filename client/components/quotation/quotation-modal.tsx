import { Modal } from 'react-bootstrap';
import { announceReceipt } from '../../forms/announce-receipt';
import { QuotationForm } from '../../forms/inquiry-forms';
import type { QuotedProduct } from './quotation-context';
import { wrapTabFocus } from '../wrap-tab-focus';

/** The quotation request on wide screens (spec §2, §4): closes with X, Cancel, Escape, or after success. */
export default function QuotationModal({ product, show, onClose }: { product: QuotedProduct; show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="quotation-title" onKeyDown={wrapTabFocus}>
      <Modal.Header closeButton>
        <Modal.Title id="quotation-title" className="h5">
          Request a Quotation: {product.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <QuotationForm
          key={product.path}
          product={product}
          onSuccess={(receipt) => {
            announceReceipt(receipt);
            onClose();
          }}
          actions={
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              Cancel
            </button>
          }
        />
      </Modal.Body>
    </Modal>
  );
}
