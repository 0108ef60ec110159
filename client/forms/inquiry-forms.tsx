import { type ReactNode, useState } from 'react';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import type { PostedForm } from '../../shared/form-posts';
import { type CatalogueRequestReceipt, type InquiryReceipt, piecesPerColourText } from '../../shared/inquiries';
import { paths } from '../../shared/paths';
import { catalogueRequestRules, contactMessageRules, enquiryRules } from '../../shared/validation/rules';
import type { BasketVariant } from '../components/basket/basket-store';
import { usePlannedOrder } from '../components/container-estimate/planned-order';
import { useLayoutData } from '../routes/layout-data';
import type { FieldSpec } from './form-field';
import { announceReceipt } from './announce-receipt';
import { InquiryForm } from './inquiry-form';
import { ReceiptConfirmation } from './receipt-confirmation';
import { quotedProduct } from './quoted-product';

const QUOTATION_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Your Name', autoComplete: 'name' },
  { name: 'phone_number', label: 'Your Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Your Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', multiline: true },
];

const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Your Name', autoComplete: 'name' },
  { name: 'email', label: 'Your Email (optional)', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Your Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'content', label: 'Message', multiline: true },
];

const CATALOGUE_FIELDS: FieldSpec[] = [{ name: 'email', label: 'Your Email', type: 'email', autoComplete: 'email' }];

export function QuotationForm({
  product,
  posted,
  onSuccess,
  actions,
  planned = [],
}: {
  product: { name: string; path: string };
  posted?: PostedForm;
  onSuccess: (r: InquiryReceipt) => void;
  actions?: ReactNode;
  /** Pieces per colour the buyer planned on the page: sent with the request, and said so above the button. */
  planned?: readonly BasketVariant[];
}) {
  const { baseUrl } = useLayoutData();
  const pieces = planned.reduce((sum, variant) => sum + variant.quantity, 0);
  return (
    <InquiryForm
      rules={enquiryRules}
      fields={QUOTATION_FIELDS}
      endpoint={inquiriesApi.sendContact}
      action={paths.order(product.path)}
      posted={posted}
      extra={{ product: { ...quotedProduct(baseUrl, product), ...(planned.length ? { variants: planned } : {}) } }}
      submitLabel="Send request"
      onSuccess={onSuccess}
      actions={actions}
      alsoSent={
        planned.length ? (
          <p className="small mb-2" role="status">
            Sent with your request, as planned below: {piecesPerColourText(planned)} ({pieces.toLocaleString('en')} pieces).
          </p>
        ) : null
      }
    />
  );
}

export function ContactMessageForm({ posted, onSuccess }: { posted?: PostedForm; onSuccess: (r: InquiryReceipt) => void }) {
  return (
    <InquiryForm
      rules={contactMessageRules}
      fields={CONTACT_FIELDS}
      endpoint={inquiriesApi.sendMessage}
      action={paths.contact()}
      posted={posted}
      submitLabel="Send message"
      onSuccess={onSuccess}
    />
  );
}

export function CatalogueRequestForm({ posted, onSuccess }: { posted?: PostedForm; onSuccess: (r: CatalogueRequestReceipt) => void }) {
  return (
    <InquiryForm
      rules={catalogueRequestRules}
      fields={CATALOGUE_FIELDS}
      endpoint={inquiriesApi.registerEmail}
      action={paths.catalogueRequest()}
      posted={posted}
      submitLabel="Send me the catalogue"
      onSuccess={onSuccess}
      className="catalogue-form"
    />
  );
}

/** What a form posted as a page left to show: the receipt of what was stored, if it was. */
const receiptOf = (posted: PostedForm<InquiryReceipt> | undefined) => (posted && 'sent' in posted ? posted.sent : null);

/**
 * A page's quotation request (/order/{path}): the form, then the reference of what was stored, which stays. Its
 * props are the page's loader and action data, the same objects from one render to the next (deferredPart).
 */
export function QuotationRequest({ product, posted }: { product: { name: string; path: string }; posted?: PostedForm<InquiryReceipt> }) {
  const [receipt, setReceipt] = useState(() => receiptOf(posted));
  const planned = usePlannedOrder(product.path);
  if (receipt) return <ReceiptConfirmation receipt={receipt} focus />;
  return (
    <QuotationForm
      product={product}
      posted={posted}
      planned={planned}
      onSuccess={(sent) => {
        announceReceipt(sent);
        setReceipt(sent);
      }}
    />
  );
}

/** The contact page's message form, then the reference of what was stored. */
export function ContactRequest({ posted }: { posted?: PostedForm<InquiryReceipt> }) {
  const [receipt, setReceipt] = useState(() => receiptOf(posted));
  if (receipt) return <ReceiptConfirmation receipt={receipt} focus />;
  return (
    <ContactMessageForm
      posted={posted}
      onSuccess={(sent) => {
        announceReceipt(sent);
        setReceipt(sent);
      }}
    />
  );
}
