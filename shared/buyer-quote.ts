import type { MessageDescriptor } from '@lingui/core';

// The buyer's own page of an inquiry (/quote/<token>): its stages and words, shared by the server, the page and the
// acknowledgement e-mail that links to it. The page's words are messages of the catalogue (the page translates
// them); the server's e-mails and refusals keep the English texts, which are the messages' ids.

/** Where an inquiry is, as the buyer follows it. */
export const BUYER_STAGES = ['received', 'being-prepared', 'quoted', 'accepted', 'declined'] as const;
export type BuyerStage = (typeof BUYER_STAGES)[number] | 'closed';

export const BUYER_STAGE_LABELS: Record<(typeof BUYER_STAGES)[number], MessageDescriptor> = {
  received: /*i18n*/ { id: 'Received' },
  'being-prepared': /*i18n*/ { id: 'Being prepared' },
  quoted: /*i18n*/ { id: 'Quoted' },
  accepted: /*i18n*/ { id: 'Accepted' },
  declined: /*i18n*/ { id: 'Declined' },
};

/** While nothing has been sent, the link works this long after the inquiry; then until the quote's validity ends. */
export const BUYER_LINK_DAYS_BEFORE_QUOTE = 90;
/** Questions one inquiry's page may send in 24 hours: each is mailed to sales, so a page cannot flood their inboxes. */
export const BUYER_QUESTIONS_PER_DAY = 10;

/** What the buyer's page says of its inquiry, in the page's language. */
export const BUYER_PAGE_MESSAGES = {
  expiredTitle: /*i18n*/ { id: 'This link has expired' },
  expired: /*i18n*/ {
    id: 'The page of this inquiry is no longer available. Please contact us and we will gladly send you a new quotation.',
  },
  closed: /*i18n*/ { id: 'This inquiry is closed. For anything more, please contact us.' },
  preparing: /*i18n*/ { id: 'We are preparing your quotation. We answer every inquiry within 24 hours, Monday to Saturday.' },
  received: /*i18n*/ { id: 'We have received your inquiry. We answer every inquiry within 24 hours, Monday to Saturday.' },
} as const satisfies Record<string, MessageDescriptor>;

export const BUYER_QUOTE_TEXT = {
  /** The acknowledgement's line with the link: a quotation request's and an order's… */
  followInMail: 'Follow your inquiry, and see our quotation as soon as it is ready, on your own page:',
  /** …and a contact message's, which asks for no quotation (one sent later shows there all the same). */
  followMessageInMail: 'Follow your message, and write to us about it, on your own page:',
  expiredTitle: BUYER_PAGE_MESSAGES.expiredTitle.id,
  expired: BUYER_PAGE_MESSAGES.expired.id,
  closed: BUYER_PAGE_MESSAGES.closed.id,
  preparing: BUYER_PAGE_MESSAGES.preparing.id,
  received: BUYER_PAGE_MESSAGES.received.id,
} as const;

/** What the page says after the buyer's action, or of a refusal, in the page's language. */
export const BUYER_ACTION_TEXT = {
  staleVersion: /*i18n*/ { id: 'A newer version of this quotation was sent: see it above.' },
  expired: /*i18n*/ { id: 'This link has expired. Please contact us.' },
  accepted: /*i18n*/ { id: 'Thank you: we have your acceptance and will contact you about the order.' },
  declined: /*i18n*/ { id: 'Thank you for letting us know.' },
  asked: /*i18n*/ { id: 'Thank you: your question is with our sales team, who will answer within 24 hours.' },
  tooManyQuestions: /*i18n*/ {
    id: 'You have sent {count} questions today: our sales team will answer them, then you can ask more.',
    values: { count: BUYER_QUESTIONS_PER_DAY },
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The server's refusals and the e-mails' words, in English. */
export const BUYER_ACTION_MESSAGES = {
  staleVersion: BUYER_ACTION_TEXT.staleVersion.id,
  alreadyAnswered: (answer: 'accepted' | 'declined', number: number) => `You have already ${answer} version ${number} of this quotation.`,
  expired: BUYER_ACTION_TEXT.expired.id,
  nothingToAnswer: 'There is no quotation to answer yet.',
  accepted: BUYER_ACTION_TEXT.accepted.id,
  declined: BUYER_ACTION_TEXT.declined.id,
  asked: BUYER_ACTION_TEXT.asked.id,
  tooManyQuestions: `You have sent ${BUYER_QUESTIONS_PER_DAY} questions today: our sales team will answer them, then you can ask more.`,
} as const;
