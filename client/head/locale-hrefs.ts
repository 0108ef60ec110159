import { useMatches } from 'react-router-dom';
import type { LocalePath } from '../../shared/catalogue';
import type { LocaleHrefs } from '../../shared/i18n/alternates';

/** A translated item's page in each locale it is published in, from its path there (`hrefOf`: the page's address). */
export function localeHrefsOf(translations: readonly LocalePath[], hrefOf: (path: string) => string): LocaleHrefs {
  const english = translations.find((translation) => translation.locale === 'en');
  const hrefs: Partial<LocaleHrefs> = {};
  for (const { locale, path } of translations) hrefs[locale] = hrefOf(path);
  return { ...hrefs, en: hrefOf(english?.path ?? translations[0]!.path) };
}

/** What the loader of a page showing a translated item returns beside its data: the item's page in each locale. */
export interface WithLocaleHrefs {
  localeHrefs?: LocaleHrefs;
}

/**
 * The page's address in each locale, when its loader gives them (a translated product or category): the language
 * switcher links straight to the translated path rather than to one that answers with a 301.
 */
export function useRouteLocaleHrefs(): LocaleHrefs | undefined {
  const withHrefs = useMatches().findLast((match) => (match.data as WithLocaleHrefs | undefined)?.localeHrefs);
  return (withHrefs?.data as WithLocaleHrefs | undefined)?.localeHrefs;
}
