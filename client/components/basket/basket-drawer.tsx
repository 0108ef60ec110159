import { Offcanvas } from 'react-bootstrap';
import { AppLink } from '../app-link';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { MINIMUM_ORDER_PER_COLOUR } from '../../../shared/inquiries';
import { paths } from '../../page-registry';
import { orderContactRules } from '../../../shared/validation/rules';
import { InquiryForm } from '../../forms/inquiry-form';
import { announceReceipt } from '../../forms/announce-receipt';
import { basketStore, type BasketItem, type BasketVariant } from './basket-store';
import { useBasket } from './use-basket';

const ORDER_FIELDS = [
  { name: 'name', label: 'Your Name', autoComplete: 'name' },
  { name: 'phone_number', label: 'Your Phone Number', type: 'tel' as const, autoComplete: 'tel' },
  { name: 'email', label: 'Your Email', type: 'email' as const, autoComplete: 'email' },
  { name: 'message', label: 'Message (optional)', multiline: true },
];

function VariantRows({ item }: { item: BasketItem }) {
  const update = (variants: BasketVariant[]) => basketStore.setVariants(item.path, variants);
  const change = (index: number, patch: Partial<BasketVariant>) =>
    update(item.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  return (
    <>
      {item.variants.map((variant, index) => {
        const below = variant.quantity < MINIMUM_ORDER_PER_COLOUR;
        const id = `${item.path}-${index}`;
        return (
          <div key={index} className="row g-2 align-items-end mb-2">
            <div className="col-6">
              <label className="form-label small mb-0" htmlFor={`${id}-colour`}>
                Colour
              </label>
              <input
                id={`${id}-colour`}
                className="form-control form-control-sm"
                value={variant.colour}
                maxLength={80}
                onChange={(e) => change(index, { colour: e.target.value })}
              />
            </div>
            <div className="col-4">
              <label className="form-label small mb-0" htmlFor={`${id}-quantity`}>
                Pieces
              </label>
              <input
                id={`${id}-quantity`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                className={`form-control form-control-sm${below ? ' border-warning' : ''}`}
                value={Number.isFinite(variant.quantity) ? variant.quantity : ''}
                onChange={(e) => change(index, { quantity: Math.max(0, Math.floor(Number(e.target.value))) })}
                aria-describedby={below ? `${id}-moq` : undefined}
              />
            </div>
            <div className="col-2">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary w-100"
                aria-label={`Remove colour ${variant.colour || index + 1}`}
                disabled={item.variants.length === 1}
                onClick={() => update(item.variants.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </div>
            {below ? (
              <div id={`${id}-moq`} className="col-12 small text-warning-emphasis">
                Below our minimum order of {MINIMUM_ORDER_PER_COLOUR} pieces per colour: fine for samples, we will quote accordingly.
              </div>
            ) : null}
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn-sm btn-link px-0"
        onClick={() => update([...item.variants, { colour: '', quantity: MINIMUM_ORDER_PER_COLOUR }])}
      >
        + Add a colour
      </button>
    </>
  );
}

/** The quote basket: products with pieces per colour, and the buyer's details to send them as one inquiry. */
export default function BasketDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const items = useBasket();
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" className="basket-drawer" aria-labelledby="basket-title">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="basket-title">Quote basket</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {items.length === 0 ? (
          <p className="text-secondary">
            Your quote basket is empty. Add products from their pages, then ask for one quotation for all of them.
          </p>
        ) : (
          <>
            <p className="small text-secondary">
              Minimum order: {MINIMUM_ORDER_PER_COLOUR} pieces per colour per item. Prices are quoted in USD within 3 to 5 days.
            </p>
            <ul className="list-unstyled">
              {items.map((item) => (
                <li key={item.path} className="border rounded p-2 mb-3">
                  <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                    <AppLink to={paths.product(item.path)} onClick={onHide} className="fw-semibold">
                      {item.name}
                    </AppLink>
                    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => basketStore.remove(item.path)}>
                      Remove
                    </button>
                  </div>
                  <VariantRows item={item} />
                </li>
              ))}
            </ul>
            <h2 className="h6">Your details</h2>
            <InquiryForm
              rules={orderContactRules}
              fields={ORDER_FIELDS}
              endpoint={inquiriesApi.sendOrder}
              extra={{ items: items.map(({ path, name, variants }) => ({ path, name, variants })) }}
              submitLabel="Send order inquiry"
              onSuccess={(receipt) => {
                basketStore.clear();
                announceReceipt(receipt);
                onHide();
              }}
            />
          </>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
