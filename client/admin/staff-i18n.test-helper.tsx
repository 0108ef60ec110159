import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { activateStaffLocale, type StaffCatalogueLocale, staffI18n } from './staff-i18n';

// For the back office's component tests: a screen or a part of one rendered as the app renders it, inside the
// back office's I18nProvider, in the language the test chooses (English unless told).

/** Makes `locale` the back office's language: its catalogue loaded, as the app's layout loader does. */
export const inStaffLocale = (locale: StaffCatalogueLocale = 'en') => activateStaffLocale(locale);

/** `ui` inside the back office's I18nProvider. */
export const withStaffI18n = (ui: ReactNode) => <I18nProvider i18n={staffI18n}>{ui}</I18nProvider>;
