import { DEFAULT_LOCALE, STAFF_LOCALES, type StaffLocale } from './locales';

// The back office's language before a staff member has chosen one: the first of the browser's languages
// (Accept-Language on the server, navigator.languages in the browser) that the back office speaks, English otherwise.

export function isStaffLocale(value: unknown): value is StaffLocale {
  return typeof value === 'string' && (STAFF_LOCALES as readonly string[]).includes(value);
}

/** The languages of an Accept-Language header, most preferred first ('vi-VN,vi;q=0.9,en;q=0.8' → vi-VN, vi, en). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((language) => language.tag !== '' && language.tag !== '*' && language.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((language) => language.tag);
}

/** The first of `languages` (language tags, most preferred first) the back office speaks, else English. */
export function negotiateStaffLocale(languages: readonly string[]): StaffLocale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isStaffLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
