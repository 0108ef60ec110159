import type { ReactNode } from 'react';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import type { CatalogueRequestReceipt, InquiryReceipt } from '../../shared/inquiries';
import { paths } from '../../shared/paths';
import { catalogueRequestRules, contactMessageRules, enquiryRules } from '../../shared/validation/rules';
import { useLayoutData } from '../routes/layout-data';
import type { FieldSpec } from './form-field';
import { announceReceipt } from './announce-receipt';
import { InquiryForm } from './inquiry-form';

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
  onSuccess,
  actions,
}: {
  product: { name: string; path: string };
  onSuccess: (r: InquiryReceipt) => void;
  actions?: ReactNode;
}) {
  const { baseUrl } = useLayoutData();
  const link = `${baseUrl}${paths.product(product.path)}`;
  return (
    <InquiryForm
      rules={enquiryRules}
      fields={QUOTATION_FIELDS}
      endpoint={inquiriesApi.sendContact}
      extra={{ product: { link, name: product.name } }}
      submitLabel="Send request"
      onSuccess={onSuccess}
      actions={actions}
    />
  );
}

export function ContactMessageForm() {
  return (
    <InquiryForm
      rules={contactMessageRules}
      fields={CONTACT_FIELDS}
      endpoint={inquiriesApi.sendMessage}
      submitLabel="Send message"
      onSuccess={announceReceipt}
    />
  );
}

export function CatalogueRequestForm({ onSuccess }: { onSuccess: (r: CatalogueRequestReceipt) => void }) {
  return (
    <InquiryForm
      rules={catalogueRequestRules}
      fields={CATALOGUE_FIELDS}
      endpoint={inquiriesApi.registerEmail}
      submitLabel="Send me the catalogue"
      onSuccess={onSuccess}
      className="catalogue-form"
    />
  );
}
