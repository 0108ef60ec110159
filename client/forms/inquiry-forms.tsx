import { type ReactNode, useState } from 'react';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import type { PostedForm } from '../../shared/form-posts';
import type { CatalogueRequestReceipt, InquiryReceipt } from '../../shared/inquiries';
import { paths } from '../../shared/paths';
import { catalogueRequestRules, contactMessageRules, enquiryRules } from '../../shared/validation/rules';
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
}: {
  product: { name: string; path: string };
  posted?: PostedForm;
  onSuccess: (r: InquiryReceipt) => void;
  actions?: ReactNode;
}) {
  const { baseUrl } = useLayoutData();
  return (
    <InquiryForm
      rules={enquiryRules}
      fields={QUOTATION_FIELDS}
      endpoint={inquiriesApi.sendContact}
      action={paths.order(product.path)}
      posted={posted}
      extra={{ product: quotedProduct(baseUrl, product) }}
      submitLabel="Send request"
      onSuccess={onSuccess}
      actions={actions}
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
  if (receipt) return <ReceiptConfirmation receipt={receipt} focus />;
  return (
    <QuotationForm
      product={product}
      posted={posted}
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
