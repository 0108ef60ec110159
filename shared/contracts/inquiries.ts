import type { CatalogueRequestReceipt, InquiryReceipt } from '../inquiries';
import { defineContract, responseOf } from './define-endpoint';
import { catalogueRequestBody, contactMessageBody, enquiryBody, orderBody } from './inquiry-bodies';

// Buyers' inquiries. Each takes an optional Idempotency-Key header; answers 201 {reference} once stored,
// 200 {reference} (and Idempotent-Replayed: true) for a repeat of the same key, 400 {errors: {field: message}}
// for every failing field, 429 when one address sends too many in a minute, 413 for a body over 32 kB.
export const inquiriesApi = defineContract({
  /** The contact form; with a product it is a quotation request. */
  sendContact: { method: 'POST', path: '/contact/send-contact', body: enquiryBody, response: responseOf<InquiryReceipt>() },
  /** The contact page's message. */
  sendMessage: { method: 'POST', path: '/contact/send-message', body: contactMessageBody, response: responseOf<InquiryReceipt>() },
  /** A catalogue request. An empty e-mail is accepted (200 {reference: null}) and, naming nobody, stores nothing. */
  registerEmail: {
    method: 'POST',
    path: '/contact/register-email',
    body: catalogueRequestBody,
    response: responseOf<CatalogueRequestReceipt>(),
  },
  /** The basket: products with quantities per colour. */
  sendOrder: { method: 'POST', path: '/contact/send-order', body: orderBody, response: responseOf<InquiryReceipt>() },
});

export type InquiryEndpoint = (typeof inquiriesApi)[keyof typeof inquiriesApi];
