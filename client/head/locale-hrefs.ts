import type { LocalePath } from '../../shared/catalogue';
import type { LocaleHrefs } from '../../shared/i18n/alternates';

/** A translated item's page in each locale it is published in, from its path there (`hrefOf`: the page's address). */
export function localeHrefsOf(translations: readonly LocalePath[], hrefOf: (path: string) => string): LocaleHrefs {
  const english = translations.find((translation) => translation.locale === 'en');
  const hrefs: Partial<LocaleHrefs> = {};
  for (const { locale, path } of translations) hrefs[locale] = hrefOf(path);
  return { ...hrefs, en: hrefOf(english?.path ?? translations[0]!.path) };
}
