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

/** The page's address of a token; the token is 43 URL-safe characters (server/http/secret-token.ts). */
export const BUYER_QUOTE_PREFIX = '/quote';
export const buyerQuotePath = (token: string) => `${BUYER_QUOTE_PREFIX}/${token}`;
export const BUYER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** While nothing has been sent, the link works this long after the inquiry; then until the quote's validity ends. */
export const BUYER_LINK_DAYS_BEFORE_QUOTE = 90;

export const BUYER_QUOTE_TEXT = {
  /** The acknowledgement's line with the link. */
  followInMail: 'Follow your inquiry, and see our quotation as soon as it is ready, on your own page:',
  expiredTitle: 'This link has expired',
  expired: 'The page of this inquiry is no longer available. Please contact us and we will gladly send you a new quotation.',
  closed: 'This inquiry is closed. For anything more, please contact us.',
  preparing: 'We are preparing your quotation. We answer every inquiry within 24 hours, Monday to Saturday.',
  received: 'We have received your inquiry. We answer every inquiry within 24 hours, Monday to Saturday.',
} as const;
