// The buyer's own page of an inquiry (/quote/<token>): its stages and words, shared by the server, the page and the
// acknowledgement e-mail that links to it.

/** Where an inquiry is, as the buyer follows it. */
export const BUYER_STAGES = ['received', 'being-prepared', 'quoted', 'accepted', 'declined'] as const;
export type BuyerStage = (typeof BUYER_STAGES)[number] | 'closed';

export const BUYER_STAGE_LABELS: Record<(typeof BUYER_STAGES)[number], string> = {
  received: 'Received',
  'being-prepared': 'Being prepared',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** While nothing has been sent, the link works this long after the inquiry; then until the quote's validity ends. */
export const BUYER_LINK_DAYS_BEFORE_QUOTE = 90;
/** Questions one inquiry's page may send in 24 hours: each is mailed to sales, so a page cannot flood their inboxes. */
export const BUYER_QUESTIONS_PER_DAY = 10;

export const BUYER_QUOTE_TEXT = {
  /** The acknowledgement's line with the link: a quotation request's and an order's… */
  followInMail: 'Follow your inquiry, and see our quotation as soon as it is ready, on your own page:',
  /** …and a contact message's, which asks for no quotation (one sent later shows there all the same). */
  followMessageInMail: 'Follow your message, and write to us about it, on your own page:',
  expiredTitle: 'This link has expired',
  expired: 'The page of this inquiry is no longer available. Please contact us and we will gladly send you a new quotation.',
  closed: 'This inquiry is closed. For anything more, please contact us.',
  preparing: 'We are preparing your quotation. We answer every inquiry within 24 hours, Monday to Saturday.',
  received: 'We have received your inquiry. We answer every inquiry within 24 hours, Monday to Saturday.',
} as const;

export const BUYER_ACTION_MESSAGES = {
  staleVersion: 'A newer version of this quotation was sent: see it above.',
  alreadyAnswered: (answer: 'accepted' | 'declined', number: number) => `You have already ${answer} version ${number} of this quotation.`,
  expired: 'This link has expired. Please contact us.',
  nothingToAnswer: 'There is no quotation to answer yet.',
  accepted: 'Thank you: we have your acceptance and will contact you about the order.',
  declined: 'Thank you for letting us know.',
  asked: 'Thank you: your question is with our sales team, who will answer within 24 hours.',
  tooManyQuestions: `You have sent ${BUYER_QUESTIONS_PER_DAY} questions today: our sales team will answer them, then you can ask more.`,
} as const;
