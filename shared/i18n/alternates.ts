import { DEFAULT_LOCALE, localizedHref, SITE_LOCALES, type SiteLocale } from './locales';

// What a page tells search engines about its other languages: the page head's hreflang links, its og:locale, and
// the sitemap's xhtml:link alternates all read them from here, so a page and the sitemap never disagree.

/**
 * A page's address in each locale it exists in, written without the locale's prefix as links are
 * (`{ en: '/product/seagrass-basket', de: '/product/seegraskorb' }`): English always, the others where the item it
 * shows is translated (its translated path there).
 */
export type LocaleHrefs = Partial<Record<SiteLocale, string>> & { en: string };

/** A page that shows no translated item exists in every locale at the same address. */
export function inEveryLocale(href: string): LocaleHrefs {
  return Object.fromEntries(SITE_LOCALES.map((locale) => [locale, href])) as LocaleHrefs;
}

/** The locales a page exists in, in the order of SITE_LOCALES. */
export const localesOf = (hrefs: LocaleHrefs): SiteLocale[] => SITE_LOCALES.filter((locale) => hrefs[locale] !== undefined);

/** One `<link rel="alternate">` of a page: a language (or `x-default`) and its absolute address. */
export interface Alternate {
  hreflang: SiteLocale | 'x-default';
  href: string;
}

/**
 * Every language's address of the page, and `x-default`, the English one, for a buyer whose language is none of
 * them. The same list on every language's page: reciprocal.
 */
export function alternatesOf(baseUrl: string, hrefs: LocaleHrefs): Alternate[] {
  return [
    ...localesOf(hrefs).map((locale) => ({ hreflang: locale, href: `${baseUrl}${localizedHref(locale, hrefs[locale]!)}` })),
    { hreflang: 'x-default', href: `${baseUrl}${localizedHref(DEFAULT_LOCALE, hrefs.en)}` },
  ];
}

/**
 * Open Graph's locale of each language (language_TERRITORY): the market each edition is written for. English is
 * en_US, the company's largest market.
 */
export const OG_LOCALES: Record<SiteLocale, string> = {
  en: 'en_US',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  ja: 'ja_JP',
};

/**
 * Each language's name in that language, as a language switcher lists it (a buyer looks for the name of their
 * own language), in the order of the alphabet of those names, as sites list them.
 */
export const LOCALE_NAMES: Record<SiteLocale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
};

/** The site locales in the order a switcher lists them. */
export const SWITCHER_LOCALES = Object.keys(LOCALE_NAMES) as SiteLocale[];

/**
 * The site locale a browser's languages (`navigator.languages`, most preferred first) ask for: the first whose
 * language is one of the site's ('de-AT' → de); none when the browser prefers none of them.
 */
export function preferredSiteLocale(languages: readonly string[]): SiteLocale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    const locale = SITE_LOCALES.find((candidate) => candidate === primary);
    if (locale) return locale;
  }
  return undefined;
}
