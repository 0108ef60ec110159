import { CONTENT_TYPES, type ContentFieldsOf, type ContentTypeKey } from './content-types';
import type { ContentField } from './fields';
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from '../i18n/locales';

// What of the content is translated, read off the `translatable` mark of the content declaration
// (content-types.ts): the translation storage, the translation screen, XLIFF and the public pages all ask here,
// so a field marked there is translated everywhere, and no second list exists.

/** The names of a kind's fields that carry the mark. */
export type TranslatableFieldOf<K extends ContentTypeKey> = {
  [Name in keyof ContentFieldsOf<K>]: ContentFieldsOf<K>[Name] extends { translatable: true } ? Name : never;
}[keyof ContentFieldsOf<K>] &
  string;

/** The kinds with at least one translated field. */
export type TranslatedKind = {
  [K in ContentTypeKey]: TranslatableFieldOf<K> extends never ? never : K;
}[ContentTypeKey];

/** The fields of `kind` translated into each locale, in the declaration's order. */
export function translatableFieldsOf<K extends ContentTypeKey>(kind: K): TranslatableFieldOf<K>[] {
  const fields = CONTENT_TYPES[kind].fields as Record<string, { translatable?: true }>;
  return Object.keys(fields).filter((name) => fields[name]!.translatable) as TranslatableFieldOf<K>[];
}

/**
 * The declarations a translation of `kind` is checked by: the source's, with no field required (a field left empty
 * shows its English text) and none tied to another. The translation screen and the server check with the same.
 */
export function translationFieldsOf(kind: TranslatedKind): Record<string, ContentField> {
  const fields = CONTENT_TYPES[kind].fields as Record<string, ContentField>;
  return Object.fromEntries(
    translatableFieldsOf(kind).map((name) => [name, { ...fields[name]!, required: false, allOrNone: false } as ContentField]),
  );
}

export const TRANSLATED_KINDS = (Object.keys(CONTENT_TYPES) as ContentTypeKey[]).filter(
  (kind) => translatableFieldsOf(kind).length > 0,
) as TranslatedKind[];

export const isTranslatedKind = (kind: string): kind is TranslatedKind => (TRANSLATED_KINDS as string[]).includes(kind);

/** The locales content is translated into: every site locale but the source's. */
export const TRANSLATION_LOCALES = SITE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<SiteLocale, 'en'>[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];
export const isTranslationLocale = (value: string): value is TranslationLocale => (TRANSLATION_LOCALES as string[]).includes(value);

/** A translated field's value: text, or a list of texts (a product's colours). */
export type TranslatedValue = string | string[];
export type TranslatedValues = Record<string, TranslatedValue>;

/**
 * Where one item's translation into one locale stands:
 * - missing: nothing published (the page shows the English text, marked `lang="en"`);
 * - draft: saved, not yet on the site (a published one may be on the site meanwhile);
 * - scheduled: nothing published yet, and the draft is to be published at a set time (a published translation
 *   whose draft is scheduled stays published or outdated, as a published item with scheduled changes does);
 * - published: on the site, made from the English text as it is now;
 * - outdated: on the site, but the English text changed after it was translated.
 */
export type TranslationState = 'missing' | 'draft' | 'scheduled' | 'published' | 'outdated';

/** The fields whose English text now differs from the one the translation was made from. */
export function changedSourceFields(source: TranslatedValues, current: TranslatedValues, fields: readonly string[]): string[] {
  const same = (a: TranslatedValue | undefined, b: TranslatedValue | undefined) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
  return fields.filter((field) => field in source && !same(source[field], current[field]));
}
