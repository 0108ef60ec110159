import type { BuyerStage } from '../buyer-quote';
import { BUYER_QUESTION_MAX, BUYER_REASON_MAX, BUYER_TOKEN_PATTERN } from '../buyer-quote-address';
import { MESSAGES } from '../validation/rules';
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

/** The buyer's answer to a version, once given. */
export interface BuyerAnswerView {
  answer: 'accepted' | 'declined';
  at: string;
  reason: string | null;
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
  /** The buyer's answer to this version; null while they have not given one. */
  answer: BuyerAnswerView | null;
}

/** An expired link says only that: nothing of the inquiry it opened. */
export interface ExpiredBuyerQuote {
  state: 'expired';
}

export type BuyerQuoteAnswer = BuyerQuoteView | ExpiredBuyerQuote;

const tokenParam = (z: Zod) =>
  z.object({
    // Any other shape is answered as an unknown token (404), by the implementation.
    token: z.string().max(100, 'Unknown link'),
  });

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
  /**
   * The buyer's answer to the latest version sent: accept it, or decline it with a reason. Once per version: the
   * same answer again is answered as the first (200); the other answer is a 409, as is an older version's number.
   */
  answer: {
    method: 'POST',
    path: '/quote/:token/answer',
    params: tokenParam,
    body: (z: Zod) =>
      z
        .object({
          version: z.number({ error: 'version must be a whole number' }).int().min(1).max(1_000_000),
          answer: z.enum(['accept', 'decline'], { error: 'Choose to accept or to decline.' }),
          reason: z.string().trim().max(BUYER_REASON_MAX, MESSAGES.tooLong(BUYER_REASON_MAX)).default(''),
        })
        .refine((body) => body.answer === 'accept' || body.reason !== '', { message: MESSAGES.required, path: ['reason'] }),
    notFound: 'Unknown link',
    response: responseOf<BuyerQuoteView>(),
  },
  /** A question from the buyer's page: it reaches sales in the inquiry's history and restarts their reply clock. */
  ask: {
    method: 'POST',
    path: '/quote/:token/questions',
    params: tokenParam,
    body: (z: Zod) =>
      z.object({
        message: z
          .string({ error: MESSAGES.required })
          .trim()
          .min(1, MESSAGES.required)
          .max(BUYER_QUESTION_MAX, MESSAGES.tooLong(BUYER_QUESTION_MAX)),
      }),
    notFound: 'Unknown link',
    response: responseOf<BuyerQuoteView>(),
  },
  /** The latest sent quote's PDF, shown in the browser; 404 for an unknown or expired link, or before any was sent. */
  pdf: {
    method: 'GET',
    path: '/quote/:token/pdf',
    params: tokenParam,
    download: true,
    notFound: 'Unknown link',
    response: responseOf<never>(),
  },
});

/** A token the server could have made: anything else is unknown before any database look-up. */
export const isBuyerToken = (value: string) => BUYER_TOKEN_PATTERN.test(value);
