// The languages of the site and of the back office, written once: the route table, the message catalogues
// (lingui.config.ts), the page head and the tests read them from here. Adding a language is a line here and its
// catalogues (`npm run messages:extract`, then translate client/locales/<locale>.po).

/** The languages buyers read the public site in: English at the specification's addresses, each other under its prefix. */
export const SITE_LOCALES = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** The site's language at its unprefixed addresses, and the one any missing translation falls back to. */
export const DEFAULT_LOCALE = 'en' satisfies SiteLocale;

/** The languages of the back office, which each member of staff chooses. */
export const STAFF_LOCALES = ['en', 'vi'] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number];

/** How Intl writes dates and numbers in each language of the back office (its screens and its mails to staff). */
export const STAFF_INTL_LOCALES: Record<StaffLocale, string> = { en: 'en-GB', vi: 'vi-VN' };

/**
 * Only the tests render in it: every interface text comes out between ⟦ and ⟧, so a text written straight into a
 * component, which never went through the message catalogue, stands out.
 */
export const PSEUDO_LOCALE = 'pseudo';

/** Every locale a message catalogue is kept for. */
export const CATALOGUE_LOCALES = [...new Set([...SITE_LOCALES, ...STAFF_LOCALES]), PSEUDO_LOCALE];

export function isSiteLocale(value: string | undefined): value is SiteLocale {
  return (SITE_LOCALES as readonly string[]).includes(value ?? '');
}

/** The language a route's `locale` parameter names: English when there is none (or it names no site language). */
export function siteLocaleOf(segment: string | undefined): SiteLocale {
  return isSiteLocale(segment) ? segment : DEFAULT_LOCALE;
}

/** The address of a page of the site in `locale`: English ones as they are, the others under their prefix. */
export function localizedHref(locale: SiteLocale, href: string): string {
  if (locale === DEFAULT_LOCALE) return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

/** The locale an address is in, and the address without its prefix (an English address has none). */
export function splitLocale(href: string): { locale: SiteLocale; href: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(href);
  if (!match || !isSiteLocale(match[1]) || match[1] === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, href };
  const rest = match[2] ?? '';
  return { locale: match[1], href: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
}
