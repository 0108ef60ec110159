import { CONTENT_TYPES, type ContentTypeKey } from './content-types';
import type { ContentField } from './fields';
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from '../i18n/locales';
import { ALT_MAX } from '../picture';

// What of the content is translated, read off the `translatable` mark of the content declaration
// (content-types.ts): the translation storage, the translation screen, XLIFF and the public pages all ask here,
// so a field marked there is translated everywhere, and no second list exists.

/**
 * The picture library is no kind of content (it has no drafts, lists or forms of the content editor), but buyers
 * read its alt texts on every page: it is translated as a kind of its own, declared as the content kinds are
 * (docs/decisions/024-picture-alt-translations.md).
 */
export const PICTURE_TRANSLATION = {
  table: 'media',
  titleField: 'file_name',
  fields: {
    alt: { kind: 'textarea', label: 'Alt text', required: true, maxLength: ALT_MAX, translatable: true },
  },
} as const satisfies { table: string; titleField: string; fields: Record<string, ContentField> };

/** Every source of translated texts: the content kinds, and the picture library. */
const TRANSLATION_SOURCES = { ...CONTENT_TYPES, picture: PICTURE_TRANSLATION };
export type TranslationSourceKey = ContentTypeKey | 'picture';
type SourceFieldsOf<K extends TranslationSourceKey> = (typeof TRANSLATION_SOURCES)[K]['fields'];

/** The names of a kind's fields that carry the mark. */
export type TranslatableFieldOf<K extends TranslationSourceKey> = {
  [Name in keyof SourceFieldsOf<K>]: SourceFieldsOf<K>[Name] extends { translatable: true } ? Name : never;
}[keyof SourceFieldsOf<K>] &
  string;

/** The kinds with at least one translated field. */
export type TranslatedKind = {
  [K in TranslationSourceKey]: TranslatableFieldOf<K> extends never ? never : K;
}[TranslationSourceKey];

/** Where a translated kind's English text is kept: its table, the column that names an item, its fields. */
export function translationSourceOf(kind: TranslatedKind): { table: string; titleField: string; fields: Record<string, ContentField> } {
  return TRANSLATION_SOURCES[kind] as { table: string; titleField: string; fields: Record<string, ContentField> };
}

/** The fields of `kind` translated into each locale, in the declaration's order. */
export function translatableFieldsOf<K extends TranslationSourceKey>(kind: K): TranslatableFieldOf<K>[] {
  const fields = TRANSLATION_SOURCES[kind].fields as Record<string, { translatable?: true }>;
  return Object.keys(fields).filter((name) => fields[name]!.translatable) as TranslatableFieldOf<K>[];
}

/**
 * The declarations a translation of `kind` is checked by: the source's, with no field required (a field left empty
 * shows its English text) and none tied to another. The translation screen and the server check with the same.
 */
export function translationFieldsOf(kind: TranslatedKind): Record<string, ContentField> {
  const fields = translationSourceOf(kind).fields;
  return Object.fromEntries(
    translatableFieldsOf(kind).map((name) => [name, { ...fields[name]!, required: false, allOrNone: false } as ContentField]),
  );
}

/** The content kinds first, in their declaration's order, then the pictures (the queue and XLIFF list them so). */
export const TRANSLATED_KINDS = (Object.keys(TRANSLATION_SOURCES) as TranslationSourceKey[]).filter(
  (kind) => translatableFieldsOf(kind).length > 0,
) as TranslatedKind[];

export const isTranslatedKind = (kind: string): kind is TranslatedKind => (TRANSLATED_KINDS as string[]).includes(kind);

/** A translated kind that is a kind of content, edited in the content editor (the pictures are not). */
export const isContentKind = (kind: TranslatedKind): kind is Exclude<TranslatedKind, 'picture'> => kind !== 'picture';

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
