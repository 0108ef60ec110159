import type { MessageDescriptor } from '@lingui/core';
import { MINIMUM_ORDER_PER_COLOUR } from './inquiries';
import { englishWordsOf } from './i18n/english';

// Words, terms and limits of the quotations sales make from an inquiry, shared by the server and the back office.
// The company's trading terms are the specification's (§9): prices in USD, FOB Hai Phong or Ho Chi Minh, from a
// minimum of 100 pieces per colour per item, T/T from a 30 % deposit, L/C for a first order over 45,000 dollars.

export const INCOTERMS = ['fob-hai-phong', 'fob-ho-chi-minh', 'exw', 'cif'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
/**
 * Each Incoterm as a message of the catalogues whose id is its English label: the back office's choice shows it in
 * the staff member's language, and the server prints the English label (INCOTERM_LABELS) on the quote.
 */
export const INCOTERM_MESSAGES: Record<Incoterm, MessageDescriptor> = {
  'fob-hai-phong': /*i18n*/ { id: 'FOB Hai Phong' },
  'fob-ho-chi-minh': /*i18n*/ { id: 'FOB Ho Chi Minh' },
  exw: /*i18n*/ { id: 'EXW (ex works, our factory)' },
  cif: /*i18n*/ { id: 'CIF (port of destination)' },
};
export const INCOTERM_LABELS = englishWordsOf(INCOTERM_MESSAGES);

/** The delivery as a quote writes it to the buyer: 'FOB Hai Phong', 'EXW', 'CIF Hamburg'. */
export const deliveryTermsOf = (incoterm: Incoterm, port: string | null): string =>
  incoterm === 'cif' && port ? `CIF ${port}` : INCOTERM_LABELS[incoterm].replace(/ \(.*\)$/, '');

export const PAYMENT_TERMS = ['tt-30', 'lc'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
/**
 * The payment terms in a buyer's or a staff member's language (the buyer's page, the quote builder): messages of
 * the catalogues whose ids are the English labels, which the server sends (and the quote's PDF and e-mails print).
 */
export const PAYMENT_TERMS_MESSAGES: Record<PaymentTerms, MessageDescriptor> = {
  'tt-30': /*i18n*/ { id: 'T/T: 30 % deposit, balance before loading' },
  lc: /*i18n*/ { id: 'L/C at sight' },
};
export const PAYMENT_TERMS_LABELS = englishWordsOf(PAYMENT_TERMS_MESSAGES);

/** The message of payment terms as the server wrote them (an English label), if they are one of ours. */
export const paymentTermsMessage = (label: string): MessageDescriptor | undefined =>
  Object.values(PAYMENT_TERMS_MESSAGES).find((message) => message.id === label);

/** Above this total a buyer's first order is suggested an L/C (spec §9: "L/C for a first order over 45,000 dollars"). */
export const LETTER_OF_CREDIT_ABOVE_CENTS = 45_000_00;

/** A first order above the L/C threshold: the builder suggests an L/C instead of T/T. */
export const suggestsLetterOfCredit = (totalCents: number, firstOrder: boolean) => firstOrder && totalCents > LETTER_OF_CREDIT_ABOVE_CENTS;

/** Spec §9's lead times, as a new quote starts: samples in 5 to 10 days, production in 35 to 65. */
export const DEFAULT_LEAD_TIMES = { samplesDays: { from: 5, to: 10 }, productionDays: { from: 35, to: 65 } } as const;
/** A new quote is valid this long, from the day it is started. */
export const DEFAULT_VALIDITY_DAYS = 30;

export { MINIMUM_ORDER_PER_COLOUR };

export const QUOTE_LIMITS = {
  /** A container of mixed items runs to a hundred lines and more; the PDF runs over as many pages as it needs. */
  maxLines: 300,
  /** Quantities and prices (in cents) are written with at most this many digits. */
  maxDigits: 10,
  maxQuantity: 9_999_999_999,
  /** USD 99,999,999.99 a piece: ten digits with the cents. */
  maxUnitPriceCents: 9_999_999_999,
  maxLeadDays: 365,
  reasonMax: 300,
  notesMax: 5_000,
  portMax: 100,
  colourMax: 80,
  pathMax: 200,
  /** A quote's total stays an exact integer in JavaScript and in a bigint column. */
  maxTotalCents: 1_000_000_000_000_00,
} as const;

export const QUOTE_MESSAGES = {
  staleEdit: 'Someone else saved this quote meanwhile. Reload it to see their change, then try again.',
  quantity: 'Use a whole number of pieces, at least 1.',
  tooManyDigits: `Use at most ${QUOTE_LIMITS.maxDigits} digits.`,
  price: 'Use a price in US dollars like 1250.50: digits, a point and at most 2 decimals.',
  belowMinimum: `Below the minimum of ${MINIMUM_ORDER_PER_COLOUR} pieces per colour: give a reason to quote it.`,
  leadDays: `Use whole days from 0 to ${QUOTE_LIMITS.maxLeadDays}.`,
  leadDaysOrder: 'The first number of days must not be larger than the second.',
  port: 'Name the port of destination for CIF.',
  validUntilPast: 'Choose today or a later day.',
  duplicateColour: 'Each colour of a product can be quoted once: add the pieces to its line.',
  tooManyLines: `A quote can have at most ${QUOTE_LIMITS.maxLines} lines.`,
  totalTooLarge: 'The total is larger than a quote can hold.',
  unknownProduct: 'This product is not in the catalogue any more: remove its lines.',
  mergedInquiry: 'This inquiry is merged into another: quote there.',
  noLines: 'Add at least one line before sending.',
  unpriced: 'Price every line before sending.',
  noValidity: 'A quote cannot be sent without a validity date.',
  noBuyerAddress: 'This inquiry has no e-mail address to send the quote to.',
  sendSavedFirst: 'Save the draft first: the version sent is the one saved.',
} as const;

/** Whole cents as US dollars, grouped: 123456 → '1,234.56'. Integer arithmetic only. */
export function formatCents(cents: number): string {
  const digits = String(Math.trunc(Math.abs(cents))).padStart(3, '0');
  const dollars = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${dollars}.${digits.slice(-2)}`;
}

/** 'USD 1,234.56', as the quote and its e-mails show money. */
export const formatUsd = (cents: number) => `USD ${formatCents(cents)}`;

/** A price as the builder's field shows it: 123450 → '1234.50' (no grouping, so it reads back the same). */
export function priceTextOf(cents: number | null): string {
  if (cents === null) return '';
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A price typed as dollars ('12', '12.5', '12.50') in whole cents, read digit by digit; null if it is no price. */
export function centsOfPriceText(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
}

/** A line's amount: pieces × unit price, in cents (exact while it stays within the total's limit). */
export const lineAmountCents = (quantity: number, unitPriceCents: number) => quantity * unitPriceCents;
