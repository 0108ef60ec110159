import type { InquiryReceipt } from '../../shared/inquiries';
import { showToast } from '../components/toasts';

/** The toast that tells a buyer the inquiry arrived, with the reference to quote. */
export function announceReceipt({ reference }: InquiryReceipt) {
  showToast('success', `Thank you! Your request ${reference} has been sent. We will get back to you within 24 hours.`, reference);
}
