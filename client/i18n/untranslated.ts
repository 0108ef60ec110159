import type { TranslationNote } from '../../shared/catalogue';

/**
 * The `lang` of a field an item shows in English because it is not translated into the page's locale
 * (shared/content/translatable.ts): 'en', so that screen readers and search engines read it as English.
 */
export const langOf = (item: Pick<TranslationNote, 'untranslated'>, field: string): 'en' | undefined =>
  item.untranslated?.includes(field) ? 'en' : undefined;
