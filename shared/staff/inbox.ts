import type { MessageDescriptor } from '@lingui/core';
import { englishWordsOf } from '../i18n/english';

// Words, values and limits of the inquiry inbox, shared by the server and the back office.

/** The label of the buyer's own words among the fields an inquiry shows (the one staff may have translated). */
export const BUYER_MESSAGE_LABEL = 'Message';

export const INQUIRY_KINDS = ['quotation', 'order', 'contact', 'catalogue'] as const;
export type InquiryKindName = (typeof INQUIRY_KINDS)[number];
/**
 * Each kind's and status's name as a message of the back office's catalogue (lingui.admin.config.ts): the back
 * office and the server's mails to staff say it in the staff member's language (`i18n._(KIND_NAMES[kind])`); the
 * English words, the messages' ids, are what the CSV export writes.
 */
export const KIND_NAMES: Record<InquiryKindName, MessageDescriptor> = {
  quotation: /*i18n*/ { id: 'Quotation request' },
  order: /*i18n*/ { id: 'Order basket' },
  contact: /*i18n*/ { id: 'Contact message' },
  catalogue: /*i18n*/ { id: 'Catalogue request' },
};
export const KIND_LABELS = englishWordsOf(KIND_NAMES);

/** new → open → quoted → won | lost, and spam or closed (a contact message that needs no quote) from anywhere. */
export const INQUIRY_STATUSES = ['new', 'open', 'quoted', 'won', 'lost', 'spam', 'closed'] as const;
export type InquiryStatusName = (typeof INQUIRY_STATUSES)[number];
export const STATUS_NAMES: Record<InquiryStatusName, MessageDescriptor> = {
  new: /*i18n*/ { id: 'New' },
  open: /*i18n*/ { id: 'Open' },
  quoted: /*i18n*/ { id: 'Quoted' },
  won: /*i18n*/ { id: 'Won' },
  lost: /*i18n*/ { id: 'Lost' },
  spam: /*i18n*/ { id: 'Spam' },
  closed: /*i18n*/ { id: 'Closed' },
};
export const STATUS_LABELS = englishWordsOf(STATUS_NAMES);
/** Statuses that stop the reply clock: nobody owes these a reply. */
export const CLOCK_STOPPING_STATUSES: readonly InquiryStatusName[] = ['spam', 'closed'];

export const INBOX_PAGE_SIZE = 25;
/** The list counts what its filters find up to this many; beyond, it says 'more than' (an exact count costs time). */
export const INBOX_COUNT_CAP = 10_000;
/** A text search counts up to this many: counting every inquiry that mentions a common word costs the most. */
export const INBOX_SEARCH_COUNT_CAP = 1_000;
export const NOTE_MAX = 5_000;
/** A sent quote's follow-up, in working days after it was sent (the database holds the same bounds). */
export const FOLLOW_UP_DAYS_MAX = 30;
export const FOLLOW_UP_DAYS_MESSAGE = `Use a whole number of working days from 0 (no reminders) to ${FOLLOW_UP_DAYS_MAX}.`;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 20_000;
export const SEARCH_MAX = 200;
/** Longer than any inquiry reference ('Q-2611-KTZSK'), as staff may type one. */
export const REFERENCE_MAX = 20;

/**
 * A reply's subject: 'Re:' and the subject of the mail it is threaded under (the buyer's acknowledgement), so mail
 * programs that group by subject (Gmail, Outlook) keep the conversation together as the headers do; without one,
 * the buyer's own subject, or 'Your inquiry <reference>'.
 */
export function replySubjectOf(inquiry: { reference: string; threadSubject: string | null; buyerSubject: string | null }): string {
  const answered = inquiry.threadSubject?.replace(/^\s*(re:\s*)+/i, '').trim() || inquiry.buyerSubject?.trim();
  return `Re: ${answered || `Your inquiry ${inquiry.reference}`}`;
}

export const INBOX_MESSAGES = {
  staleEdit: /*i18n*/ { id: 'Someone else changed this inquiry meanwhile. Reload it to see their change, then try again.' },
  noBuyerAddress: /*i18n*/ { id: 'This inquiry has no e-mail address to reply to.' },
  mergeIntoSelf: /*i18n*/ { id: 'An inquiry cannot be merged into itself.' },
  notSalesStaff: /*i18n*/ { id: 'Only active sales staff or owners can be assigned.' },
  unknownMergeTarget: /*i18n*/ { id: 'There is no inquiry with that number to merge into.' },
  mergeTargetMerged: /*i18n*/ { id: 'That inquiry was itself merged into another: merge into that one instead.' },
  alreadyMerged: /*i18n*/ { id: 'This inquiry is already merged into another.' },
  replyInMergedTarget: /*i18n*/ { id: 'This inquiry was merged into another: reply to the buyer there.' },
  unknownReference: /*i18n*/ { id: 'No inquiry has this reference: copy it from the inquiry, like Q-2611-KTZSK.' },
  mailMatchedMeanwhile: /*i18n*/ { id: 'This e-mail is no longer waiting: someone put it in an inquiry meanwhile.' },
};
