import type { InquiryReceipt } from '../../shared/inquiries';
import { showToast } from '../components/toasts';

/**
 * What a buyer is told once an inquiry is stored, around its reference: in the toast, and in the confirmation that
 * stays (receipt-confirmation.tsx). Only the forms need it, so it is not in every page's first script.
 */
export const RECEIPT_TEXT = {
  before: 'Thank you! Your request',
  after: 'has been sent. We will get back to you within 24 hours.',
} as const;

/** The toast that tells a buyer the inquiry arrived, with the reference to quote. */
export function announceReceipt({ reference }: InquiryReceipt) {
  showToast('success', `${RECEIPT_TEXT.before} ${reference} ${RECEIPT_TEXT.after}`, reference);
}
