import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { SiteLocale } from '../../shared/i18n/locales';
import { loadSiteCatalogue } from '../../client/i18n/site-i18n';

// What the server writes to buyers (the acknowledgement, later the catalogue and quote PDFs) in their language: the
// public site's catalogue (client/locales, for the words shared with the pages) and the server's own
// (server/locales: texts no browser downloads). Both are extracted and compiled with the rest (lingui.config.ts).
type Catalogue = () => Promise<{ messages: Messages }>;

const SERVER: Record<SiteLocale, Catalogue> = {
  en: () => import('../locales/en'),
  de: () => import('../locales/de'),
  fr: () => import('../locales/fr'),
  es: () => import('../locales/es'),
  ja: () => import('../locales/ja'),
};

const loading = new Map<SiteLocale, Promise<I18n>>();

/** The i18n of what the server writes to a buyer in `locale`: made once, then the same for every mail. */
export function buyerI18n(locale: SiteLocale): Promise<I18n> {
  let ready = loading.get(locale);
  if (!ready) {
    ready = Promise.all([loadSiteCatalogue(locale), SERVER[locale]()]).then(([site, own]) =>
      setupI18n({ locale, messages: { [locale]: { ...site.messages, ...own.messages } } }),
    );
    // A failed import is tried again next time rather than kept.
    ready.catch(() => loading.delete(locale));
    loading.set(locale, ready);
  }
  return ready;
}
