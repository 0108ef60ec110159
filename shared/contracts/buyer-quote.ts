import { type BuyerStage, BUYER_TOKEN_PATTERN } from '../buyer-quote';
import type { InquiryKindName } from '../staff/inbox';
import { defineContract, responseOf, type Zod } from './define-endpoint';

// The buyer's own page of an inquiry, opened from the link in their acknowledgement: no account, the link's token
// is the key. Answers are never stored by a browser or a CDN (server/app.ts), and an unknown token is a 404
// whatever its shape, so the answer never tells whether a token existed.

export interface BuyerQuoteView {
  state: 'open';
  reference: string;
  kind: InquiryKindName;
  receivedAt: string;
  stage: BuyerStage;
  /** The products asked about, by the catalogue's names (none the catalogue no longer has). */
  products: { path: string; name: string; pieces: number | null }[];
  /** The latest quote sent, as it was sent; null until one is. */
  quote: SentQuote | null;
}

export interface SentQuote {
  number: number;
  sentAt: string;
  validUntil: string;
  totalCents: number;
  /** Incoterm and port, as the PDF writes them ('FOB Hai Phong', 'CIF Hamburg'). */
  delivery: string;
  payment: string;
  samplesDays: { from: number; to: number };
  productionDays: { from: number; to: number };
  notes: string;
  lines: { name: string; colour: string; quantity: number; unitPriceCents: number; amountCents: number }[];
}

/** An expired link says only that: nothing of the inquiry it opened. */
export interface ExpiredBuyerQuote {
  state: 'expired';
}

export type BuyerQuoteAnswer = BuyerQuoteView | ExpiredBuyerQuote;

export const buyerQuoteApi = defineContract({
  view: {
    method: 'GET',
    path: '/quote/:token',
    params: (z: Zod) =>
      z.object({
        // Any other shape is answered as an unknown token (404), by the implementation.
        token: z.string().max(100, 'Unknown link'),
      }),
    notFound: 'Unknown link',
    response: responseOf<BuyerQuoteAnswer>(),
  },
  /** The latest sent quote's PDF, shown in the browser; 404 for an unknown or expired link, or before any was sent. */
  pdf: {
    method: 'GET',
    path: '/quote/:token/pdf',
    params: (z: Zod) => z.object({ token: z.string().max(100, 'Unknown link') }),
    download: true,
    notFound: 'Unknown link',
    response: responseOf<never>(),
  },
});

/** A token the server could have made: anything else is unknown before any database look-up. */
export const isBuyerToken = (value: string) => BUYER_TOKEN_PATTERN.test(value);
