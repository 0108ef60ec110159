import type { I18n, MessageDescriptor } from '@lingui/core';
import { MINIMUM_ORDER_PER_COLOUR } from '../../shared/quotes';

// The words the company's PDFs share (the quote, the catalogue and its line sheets), in the buyer's language: the
// trading terms' labels and values, and the page numbers. Messages of the server's catalogue (server/locales).

export const PDF_TERM_LABELS = {
  minimumOrder: /*i18n*/ { id: 'Minimum order' },
  samples: /*i18n*/ { id: 'Samples' },
  production: /*i18n*/ { id: 'Production' },
  delivery: /*i18n*/ { id: 'Delivery' },
  payment: /*i18n*/ { id: 'Payment' },
  validUntil: /*i18n*/ { id: 'Valid until' },
} as const satisfies Record<string, MessageDescriptor>;

const PAGE_OF = /*i18n*/ { id: 'Page {page} of {count}' };
const SAMPLE_DAYS = /*i18n*/ { id: '{from} to {to} days' };
const PRODUCTION_DAYS = /*i18n*/ { id: '{from} to {to} days after the deposit and approved samples' };
const PER_COLOUR = /*i18n*/ { id: '{count} pieces per colour per item' };
const TO_BE_CONFIRMED = /*i18n*/ { id: 'to be confirmed' };

interface Days {
  from: number;
  to: number;
}

/** 'Page 2 of 5', in the document's language. */
export const pageOf = (i18n: I18n) => (page: number, count: number) => i18n._(PAGE_OF.id, { page, count });

/** How long samples take: '5 to 10 days'. */
export const sampleDaysText = (i18n: I18n, { from, to }: Days) => i18n._(SAMPLE_DAYS.id, { from, to });

/** How long production takes, and from when. */
export const productionDaysText = (i18n: I18n, { from, to }: Days) => i18n._(PRODUCTION_DAYS.id, { from, to });

/** The company's minimum order: '100 pieces per colour per item'. */
export const minimumPerColourText = (i18n: I18n) => i18n._(PER_COLOUR.id, { count: MINIMUM_ORDER_PER_COLOUR });

/** A quote's validity: its day in the document's language, or 'to be confirmed' while it has none. */
export const validUntilText = (i18n: I18n, validUntil: string | null) =>
  validUntil === null ? i18n._(TO_BE_CONFIRMED) : dayText(i18n, validUntil);

/**
 * A day ('2026-12-24') as the document's language writes it: '24. Dezember 2026', '2026年12月24日'. English keeps
 * the ISO day the English quotes have always printed, which reads the same to every buyer.
 */
export function dayText(i18n: I18n, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (i18n.locale === 'en' || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
