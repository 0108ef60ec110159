import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { AppLink } from '../app-link';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { type InquiryReceipt, MINIMUM_ORDER_PER_COLOUR } from '../../../shared/inquiries';
import { ContainerEstimatePanel, estimateOf } from '../container-estimate/container-estimate-panel';
import { usePackingOf, type PackingState } from '../container-estimate/use-product-packing';
import { paths } from '../../../shared/paths';
import { orderContactRules } from '../../../shared/validation/rules';
import { InquiryForm } from '../../forms/inquiry-form';
import { announceReceipt } from '../../forms/announce-receipt';
import { ReceiptConfirmation } from '../../forms/receipt-confirmation';
import { basketStore, type BasketItem } from './basket-store';
import { ColourQuantityRows } from './colour-quantity-rows';
import { useBasket } from './use-basket';

const ORDER_FIELDS = [
  { name: 'name', label: msg`Your Name`, autoComplete: 'name' },
  { name: 'phone_number', label: msg`Your Phone Number`, type: 'tel' as const, autoComplete: 'tel' },
  { name: 'email', label: msg`Your Email`, type: 'email' as const, autoComplete: 'email' },
  { name: 'message', label: msg`Message (optional)`, multiline: true },
];

function BasketEstimate({ items, packing }: { items: BasketItem[]; packing: PackingState }) {
  if (packing.status === 'loading') {
    return (
      <p className="small text-secondary">
        <Trans>Working out the container estimate…</Trans>
      </p>
    );
  }
  if (packing.status === 'failed') {
    return (
      <p className="small text-secondary">
        <Trans>The container estimate could not be loaded: your quotation will include it.</Trans>
      </p>
    );
  }
  return (
    <ContainerEstimatePanel
      estimate={estimateOf(items, packing.packing)}
      notes={items.map((item) => packing.packing.get(item.path)?.packingNote)}
    />
  );
}

/** The quote basket: products with pieces per colour, and the buyer's details to send them as one inquiry. */
export default function BasketDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t, i18n } = useLingui();
  const fields = useMemo(() => ORDER_FIELDS.map((field) => ({ ...field, label: i18n._(field.label) })), [i18n]);
  const items = useBasket();
  // The order just sent: its reference stays in the drawer until it is closed.
  const [receipt, setReceipt] = useState<InquiryReceipt | null>(null);
  const packing = usePackingOf(show ? items.map((item) => item.path) : []);
  const packingOf = (item: BasketItem) => (packing.status === 'ready' ? packing.packing.get(item.path) : undefined);
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      onExited={() => setReceipt(null)}
      placement="end"
      className="basket-drawer"
      aria-labelledby="basket-title"
    >
      <Offcanvas.Header closeButton closeLabel={t`Close`}>
        <Offcanvas.Title id="basket-title">
          <Trans>Quote basket</Trans>
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {receipt ? (
          <ReceiptConfirmation receipt={receipt} focus />
        ) : items.length === 0 ? (
          <p className="text-secondary">
            <Trans>Your quote basket is empty. Add products from their pages, then ask for one quotation for all of them.</Trans>
          </p>
        ) : (
          <>
            <p className="small text-secondary">
              <Trans>
                Minimum order: {MINIMUM_ORDER_PER_COLOUR} pieces per colour per item. Prices are quoted in USD within 3 to 5 days.
              </Trans>
            </p>
            <ul className="list-unstyled">
              {items.map((item) => (
                <li key={item.path} className="border rounded p-2 mb-3">
                  <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                    <AppLink to={paths.product(item.path)} onClick={onHide} className="fw-semibold">
                      {item.name}
                    </AppLink>
                    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => basketStore.remove(item.path)}>
                      <Trans>Remove</Trans>
                    </button>
                  </div>
                  <ColourQuantityRows
                    idPrefix={item.path}
                    variants={item.variants}
                    colours={packingOf(item)?.colours}
                    onChange={(variants) => basketStore.setVariants(item.path, variants)}
                  />
                </li>
              ))}
            </ul>
            <BasketEstimate items={items} packing={packing} />
            <h2 className="h6">
              <Trans>Your details</Trans>
            </h2>
            <InquiryForm
              rules={orderContactRules}
              fields={fields}
              endpoint={inquiriesApi.sendOrder}
              extra={{ items: items.map(({ path, name, variants }) => ({ path, name, variants })) }}
              submitLabel={t`Send order inquiry`}
              onSuccess={(sent) => {
                setReceipt(sent);
                basketStore.clear();
                announceReceipt(sent);
              }}
            />
          </>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
