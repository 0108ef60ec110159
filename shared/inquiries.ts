// Words and limits of the inquiry forms, shared by the forms and the server.
export const TOAST_TEXT = {
  submitFailed: 'An error occurred. Please try again!',
  productLoadFailed: 'Error while loading product. Please try again!',
} as const;

export const CATALOGUE_THANK_YOU = { title: 'THANK YOU SO MUCH', text: 'the company will respond to you soon.' } as const;
/** After the thanks: the catalogue at once, besides the one the acknowledgement carries. */
export const CATALOGUE_ON_ITS_WAY = 'You can also open our catalogue now:';
/**
 * An empty catalogue request passes (spec §5) but names nobody to send the catalogue to, so nothing is stored: the
 * buyer is told so rather than thanked.
 */
export const CATALOGUE_NOTHING_SENT = 'Nothing was sent: enter your e-mail address to receive the catalogue.';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Spec §9: minimum order 100 pieces per colour per item. */
export const MINIMUM_ORDER_PER_COLOUR = 100;
export const ORDER_LIMITS = { maxItems: 50, maxVariants: 20, maxQuantity: 1_000_000 } as const;

/** Pieces per colour as a person reads them: 'Natural × 1,200, Black × 300'. */
export const piecesPerColourText = (variants: readonly { colour: string; quantity: number }[]): string =>
  variants.map((variant) => `${variant.colour} × ${variant.quantity.toLocaleString('en')}`).join(', ');

export const RATE_LIMIT_MESSAGE = 'You have sent several requests in a short time. Please wait a minute and try again.';

export interface InquiryReceipt {
  /** Short reference the buyer can quote, e.g. 'Q-2611-7K3F9'. */
  reference: string;
}

/**
 * The answer to a catalogue request: its receipt, or `reference: null` for an empty one, which the specification
 * lets pass (§5) but which names nobody to answer, so nothing is stored or mailed.
 */
export type CatalogueRequestReceipt = InquiryReceipt | { reference: null };
