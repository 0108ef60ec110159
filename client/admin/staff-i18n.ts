import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { PSEUDO_LOCALE, STAFF_INTL_LOCALES, type StaffLocale } from '../../shared/i18n/locales';

// The back office's message catalogues (client/admin/locales/<locale>.po, compiled by `npm run messages:compile`),
// apart from the public site's: each is a chunk of its own, so the browser downloads the staff member's language
// and no other. The pseudo-locale is the tests' (every text between ⟦ and ⟧).

export type StaffCatalogueLocale = StaffLocale | typeof PSEUDO_LOCALE;

const CATALOGUES: Record<StaffCatalogueLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en'),
  vi: () => import('./locales/vi'),
  pseudo: () => import('./locales/pseudo'),
};

/** How Intl writes dates and numbers in each language of the back office: English the British way, as before. */
const INTL_LOCALES: Record<StaffCatalogueLocale, string> = { ...STAFF_INTL_LOCALES, pseudo: 'en-GB' };

/**
 * The back office's one i18n instance: the sign-in pages in the browser's language, every screen after in the
 * signed-in staff member's (the layout's loader switches it before the screen renders). English, with no catalogue
 * yet, until then: the words written in the code (what the tests of parts of a screen read).
 */
export const staffI18n: I18n = setupI18n({ locale: 'en', messages: { en: {} } });
const loaded = new Set<StaffCatalogueLocale>();

/** Loads the catalogue of `locale` (once) and makes it the back office's language, <html lang> included. */
export async function activateStaffLocale(locale: StaffCatalogueLocale): Promise<void> {
  if (staffI18n.locale === locale && loaded.has(locale)) return;
  if (!loaded.has(locale)) {
    const { messages } = await CATALOGUES[locale]();
    staffI18n.load(locale, messages);
    loaded.add(locale);
  }
  staffI18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === PSEUDO_LOCALE ? 'en' : locale;
}

/** The Intl locale of the back office's language now: 'en-GB' until one is active. */
export function staffIntlLocale(): string {
  return INTL_LOCALES[staffI18n.locale as StaffCatalogueLocale] ?? INTL_LOCALES.en;
}
