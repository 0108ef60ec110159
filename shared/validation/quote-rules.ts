import { startOfCompanyDay } from '../staff/accounts';
import { type Incoterm, MINIMUM_ORDER_PER_COLOUR, QUOTE_LIMITS, QUOTE_MESSAGES, centsOfPriceText } from '../quotes';
import { MESSAGES } from './rules';
import { DATE_FORMAT_MESSAGE } from './staff-form-rules';

// The checks of the quote builder, for the back office's yup schema (as typed) and the staff contract's zod schema
// (as sent): each returns the message to show, or null, so both sides refuse the same values with the same words.

const DIGITS = /^\d+$/;

/** Pieces of one colour: typed in the builder (text) or sent (a JSON number). */
export function quantityError(raw: unknown): string | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return MESSAGES.required;
  const text = typeof raw === 'number' ? (Number.isSafeInteger(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';
  if (!DIGITS.test(text)) return QUOTE_MESSAGES.quantity;
  if (text.replace(/^0+(?=\d)/, '').length > QUOTE_LIMITS.maxDigits) return QUOTE_MESSAGES.tooManyDigits;
  return Number(text) >= 1 ? null : QUOTE_MESSAGES.quantity;
}

/** A unit price as typed, in dollars; blank while the draft is not priced yet. */
export function priceTextError(raw: unknown): string | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const cents = typeof raw === 'string' ? centsOfPriceText(raw) : null;
  if (cents === null) return QUOTE_MESSAGES.price;
  return String(cents).length > QUOTE_LIMITS.maxDigits ? QUOTE_MESSAGES.tooManyDigits : null;
}

/** A unit price as sent, in whole cents; null while not priced yet. */
export function priceCentsError(raw: unknown): string | null {
  if (raw === null) return null;
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 0) return QUOTE_MESSAGES.price;
  return raw > QUOTE_LIMITS.maxUnitPriceCents ? QUOTE_MESSAGES.tooManyDigits : null;
}

/** Fewer pieces of a colour than the minimum order are quoted only with a reason (which the audit log keeps). */
export function belowMinimumError(quantity: number, reason: string): string | null {
  return quantity < MINIMUM_ORDER_PER_COLOUR && reason.trim() === '' ? QUOTE_MESSAGES.belowMinimum : null;
}

/** One end of a lead time, in whole days (typed or sent). */
export function leadDaysError(raw: unknown): string | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return MESSAGES.required;
  const text = typeof raw === 'number' ? (Number.isSafeInteger(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';
  return DIGITS.test(text) && text.length <= 3 && Number(text) <= QUOTE_LIMITS.maxLeadDays ? null : QUOTE_MESSAGES.leadDays;
}

/** A lead time's second number, once both are days: not before the first. */
export const leadOrderError = (from: number, to: number): string | null => (from > to ? QUOTE_MESSAGES.leadDaysOrder : null);

/** CIF names the port of destination; the other terms have their port in their name or need none. */
export const portError = (incoterm: Incoterm, port: string): string | null =>
  incoterm === 'cif' && port.trim() === '' ? QUOTE_MESSAGES.port : null;

/**
 * The last day the quote holds (YYYY-MM-DD, a company day), optional while it is a draft: not before `today` (the
 * company's day now, also YYYY-MM-DD).
 */
export function validUntilError(raw: unknown, today: string): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return null;
  if (!startOfCompanyDay(value)) return DATE_FORMAT_MESSAGE;
  return value < today ? QUOTE_MESSAGES.validUntilPast : null;
}

/** The positions of lines that repeat an earlier line's product and colour (colours compared as people read them). */
export function repeatedColourLines(lines: readonly { path: string; colour: string }[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  lines.forEach((line, index) => {
    const key = `${line.path}\n${line.colour.trim().toLowerCase()}`;
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

/**
 * Why a saved draft cannot be sent yet, by field ({} when it can): it has lines, each with its price, and a
 * validity day from `today` on.
 */
export function sendingErrors(
  draft: { lines: readonly { unitPriceCents: number | null }[]; validUntil: string | null },
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.lines.length === 0) errors.lines = QUOTE_MESSAGES.noLines;
  draft.lines.forEach((line, index) => {
    if (line.unitPriceCents === null) errors[`lines.${index}.unitPriceCents`] = QUOTE_MESSAGES.unpriced;
  });
  if (!draft.validUntil) errors.validUntil = QUOTE_MESSAGES.noValidity;
  else if (draft.validUntil < today) errors.validUntil = QUOTE_MESSAGES.validUntilPast;
  return errors;
}
