import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import type { PostedForm } from '../../shared/form-posts';
import { type CatalogueRequestReceipt, type InquiryReceipt, piecesPerColourText } from '../../shared/inquiries';
import { localizedHref } from '../../shared/i18n/locales';
import { paths } from '../../shared/paths';
import { useSiteLocale } from '../i18n/site-i18n';
import { catalogueRequestRules, contactMessageRules, enquiryRules } from '../../shared/validation/rules';
import type { BasketVariant } from '../components/basket/basket-store';
import { usePlannedOrder } from '../components/container-estimate/planned-order';
import { useLayoutData } from '../routes/layout-data';
import type { FieldSpec } from './form-field';
import { announceReceipt } from './announce-receipt';
import { InquiryForm } from './inquiry-form';
import { ReceiptConfirmation } from './receipt-confirmation';
import { quotedProduct } from './quoted-product';

/** A form's field as declared here: its label a message of the catalogue, written in the page's language. */
type FieldDeclaration = Omit<FieldSpec, 'label'> & { label: MessageDescriptor };

const QUOTATION_FIELDS: FieldDeclaration[] = [
  { name: 'name', label: msg`Your Name`, autoComplete: 'name' },
  { name: 'phone_number', label: msg`Your Phone Number`, type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: msg`Your Email`, type: 'email', autoComplete: 'email' },
  { name: 'subject', label: msg`Subject` },
  { name: 'message', label: msg`Message`, multiline: true },
];

const CONTACT_FIELDS: FieldDeclaration[] = [
  { name: 'name', label: msg`Your Name`, autoComplete: 'name' },
  { name: 'email', label: msg`Your Email (optional)`, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: msg`Your Phone Number`, type: 'tel', autoComplete: 'tel' },
  { name: 'content', label: msg`Message`, multiline: true },
];

const CATALOGUE_FIELDS: FieldDeclaration[] = [{ name: 'email', label: msg`Your Email`, type: 'email', autoComplete: 'email' }];

/** The fields with their labels in the page's language. */
function useFields(declared: FieldDeclaration[]): FieldSpec[] {
  const { i18n } = useLingui();
  return declared.map((field) => ({ ...field, label: i18n._(field.label) }));
}

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
  const { t, i18n } = useLingui();
  const fields = useFields(QUOTATION_FIELDS);
  const pieces = i18n.number(planned.reduce((sum, variant) => sum + variant.quantity, 0));
  const perColour = piecesPerColourText(planned, i18n.locale);
  const action = localizedHref(useSiteLocale(), paths.order(product.path));
  return (
    <InquiryForm
      rules={enquiryRules}
      fields={fields}
      endpoint={inquiriesApi.sendContact}
      action={action}
      posted={posted}
      extra={{ product: { ...quotedProduct(baseUrl, product), ...(planned.length ? { variants: planned } : {}) } }}
      submitLabel={t`Send request`}
      onSuccess={onSuccess}
      actions={actions}
      alsoSent={
        planned.length ? (
          <p className="small mb-2" role="status">
            <Trans>
              Sent with your request, as planned below: {perColour} ({pieces} pieces).
            </Trans>
          </p>
        ) : null
      }
    />
  );
}

export function ContactMessageForm({ posted, onSuccess }: { posted?: PostedForm; onSuccess: (r: InquiryReceipt) => void }) {
  const { t } = useLingui();
  const fields = useFields(CONTACT_FIELDS);
  const action = localizedHref(useSiteLocale(), paths.contact());
  return (
    <InquiryForm
      rules={contactMessageRules}
      fields={fields}
      endpoint={inquiriesApi.sendMessage}
      action={action}
      posted={posted}
      submitLabel={t`Send message`}
      onSuccess={onSuccess}
    />
  );
}

export function CatalogueRequestForm({ posted, onSuccess }: { posted?: PostedForm; onSuccess: (r: CatalogueRequestReceipt) => void }) {
  const { t } = useLingui();
  const fields = useFields(CATALOGUE_FIELDS);
  const action = localizedHref(useSiteLocale(), paths.catalogueRequest());
  return (
    <InquiryForm
      rules={catalogueRequestRules}
      fields={fields}
      endpoint={inquiriesApi.registerEmail}
      action={action}
      posted={posted}
      submitLabel={t`Send me the catalogue`}
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
