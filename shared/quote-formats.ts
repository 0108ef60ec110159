import type { SiteLocale } from './i18n/locales';
import { formatCents, formatUsd } from './quotes';

// Dates, numbers and dollars of a quotation as a buyer's language writes them (English as it always has): the
// buyer's page and the quote's PDF print the same figures in the same way.

export interface QuoteFormats {
  /** A day in Hanoi's time: 7 December 2026. */
  day: (date: Date) => string;
  /** A day in the browser's time. */
  localDay: (date: Date) => string;
  number: (value: number) => string;
  /** Whole cents as dollars without the currency: 1,234.56. */
  cents: (cents: number) => string;
  /** Whole cents as dollars with the currency: USD 1,234.56. */
  usd: (cents: number) => string;
}

const formatsOf = new Map<SiteLocale, QuoteFormats>();

function formatsIn(locale: SiteLocale): QuoteFormats {
  const dateLocale = locale === 'en' ? 'en-GB' : locale;
  const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const hanoiDay = new Intl.DateTimeFormat(dateLocale, { ...long, timeZone: 'Asia/Ho_Chi_Minh' });
  const localDay = new Intl.DateTimeFormat(dateLocale, long);
  const number = new Intl.NumberFormat(locale);
  const cents = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'code' });
  const english = locale === 'en';
  return {
    day: (date) => hanoiDay.format(date),
    localDay: (date) => localDay.format(date),
    number: (value) => (english ? value.toLocaleString('en') : number.format(value)),
    cents: (value) => (english ? formatCents(value) : cents.format(value / 100)),
    usd: (value) => (english ? formatUsd(value) : usd.format(value / 100)),
  };
}

/** The formats of `locale`, made once. */
export function quoteFormats(locale: SiteLocale): QuoteFormats {
  let formats = formatsOf.get(locale);
  if (!formats) formatsOf.set(locale, (formats = formatsIn(locale)));
  return formats;
}
