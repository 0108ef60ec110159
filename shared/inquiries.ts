// Words and limits of the inquiry forms, shared by the forms and the server. The words are messages of the public
// site's catalogue (the server reads this module from source, so they are descriptors, not macros); `.id` is the
// English text.
export const TOAST_TEXT = {
  submitFailed: /*i18n*/ { id: 'An error occurred. Please try again!' },
  productLoadFailed: /*i18n*/ { id: 'Error while loading product. Please try again!' },
} as const;

export const CATALOGUE_THANK_YOU = {
  title: /*i18n*/ { id: 'THANK YOU SO MUCH' },
  text: /*i18n*/ { id: 'the company will respond to you soon.' },
} as const;
/** After the thanks: the catalogue at once, besides the one the acknowledgement carries. */
export const CATALOGUE_ON_ITS_WAY = /*i18n*/ { id: 'You can also open our catalogue now:' };
/**
 * An empty catalogue request passes (spec §5) but names nobody to send the catalogue to, so nothing is stored: the
 * buyer is told so rather than thanked.
 */
export const CATALOGUE_NOTHING_SENT = /*i18n*/ { id: 'Nothing was sent: enter your e-mail address to receive the catalogue.' };

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Spec §9: minimum order 100 pieces per colour per item. */
export const MINIMUM_ORDER_PER_COLOUR = 100;
export const ORDER_LIMITS = { maxItems: 50, maxVariants: 20, maxQuantity: 1_000_000 } as const;

/** Pieces per colour as a person reads them: 'Natural × 1,200, Black × 300' (numbers written for `locale`). */
export const piecesPerColourText = (variants: readonly { colour: string; quantity: number }[], locale = 'en'): string =>
  variants.map((variant) => `${variant.colour} × ${variant.quantity.toLocaleString(locale)}`).join(', ');

export const RATE_LIMIT_MESSAGE = /*i18n*/ { id: 'You have sent several requests in a short time. Please wait a minute and try again.' };

export interface InquiryReceipt {
  /** Short reference the buyer can quote, e.g. 'Q-2611-7K3F9'. */
  reference: string;
}

/**
 * The answer to a catalogue request: its receipt, or `reference: null` for an empty one, which the specification
 * lets pass (§5) but which names nobody to answer, so nothing is stored or mailed.
 */
export type CatalogueRequestReceipt = InquiryReceipt | { reference: null };
