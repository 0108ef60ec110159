import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useParams } from 'react-router-dom';
import { siteLocaleOf, type SiteLocale } from '../../shared/i18n/locales';

// The public site's message catalogues (client/locales/<locale>.po, compiled by `npm run messages:compile`): each
// is a chunk of its own, so the browser downloads the language of the page it shows and no other.
const CATALOGUES: Record<SiteLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en'),
  de: () => import('../locales/de'),
  fr: () => import('../locales/fr'),
  es: () => import('../locales/es'),
  ja: () => import('../locales/ja'),
};

// One i18n instance per locale, made once its catalogue has loaded and never changed after: the same for every
// request and every render in that language.
const loaded = new Map<SiteLocale, I18n>();

/** Loads the catalogue of `locale` (once): the server before it renders a page, the browser before it hydrates one. */
export async function loadSiteCatalogue(locale: SiteLocale): Promise<I18n> {
  const ready = loaded.get(locale);
  if (ready) return ready;
  const { messages } = await CATALOGUES[locale]();
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  loaded.set(locale, i18n);
  return i18n;
}

/** The i18n instance of a locale whose catalogue has loaded (loadSiteCatalogue). */
export function siteI18n(locale: SiteLocale): I18n {
  const i18n = loaded.get(locale);
  if (!i18n) throw new Error(`The ${locale} message catalogue is used before it has loaded`);
  return i18n;
}

/** The page's language: the first segment of its address, English where there is none. */
export function useSiteLocale(): SiteLocale {
  return siteLocaleOf(useParams().locale);
}
