import { msg } from '@lingui/core/macro';
import { splitLocale } from '../../shared/i18n/locales';
import type { InquiryReceipt } from '../../shared/inquiries';
import { showToast } from '../components/toasts';
import { siteI18n } from '../i18n/site-i18n';

/**
 * What a buyer is told once an inquiry is stored, with its reference: in the toast, and in the confirmation that
 * stays (receipt-confirmation.tsx). Only the forms need it, so it is not in every page's first script.
 */
export const RECEIPT_SENT = msg`Thank you! Your request {reference} has been sent. We will get back to you within 24 hours.`;

/** The toast that tells a buyer the inquiry arrived, with the reference to quote, in the page's language. */
export function announceReceipt({ reference }: InquiryReceipt) {
  const i18n = siteI18n(splitLocale(window.location.pathname).locale);
  showToast('success', i18n._(RECEIPT_SENT.id, { reference }), reference);
}
