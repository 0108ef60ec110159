import type { TranslationNote } from '../../../shared/catalogue';
import { translatableFieldsOf, type TranslatedKind, type TranslatedValues } from '../../../shared/content/translatable';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/connect';
import { publishedTranslations } from './translation.repository';

// Rows of a content table in another site locale: each translated column that has a published translation takes
// its text, the others keep the English and are named in `untranslated`, so the page marks them `lang="en"`.
// The callers clean rich text as they do the English. Published to the features that show the home page's
// blocks, the FAQ and the company's pages.

/** A text with words in it, or a list with items (a product's colours). */
const hasText = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0);

/** `rows` of `kind` in `locale`: English (unchanged, no `untranslated`) when the locale is the source's. */
export async function translatedRows<Row extends { id: number }>(
  db: Db,
  kind: TranslatedKind,
  locale: SiteLocale,
  rows: readonly Row[],
): Promise<(Row & TranslationNote)[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return [...rows];
  const translations = await publishedTranslations(
    db,
    kind,
    locale,
    rows.map((row) => row.id),
  );
  const fields = translatableFieldsOf(kind).filter((field) => field in rows[0]!);
  return rows.map((row) => {
    const values = translations.get(row.id)?.values ?? {};
    const translated: Record<string, unknown> = { ...row };
    const untranslated: string[] = [];
    for (const field of fields) {
      if (!hasText(row[field as keyof Row])) continue;
      if (hasText(values[field])) translated[field] = values[field];
      else untranslated.push(field);
    }
    return { ...(translated as Row), ...(untranslated.length ? { untranslated } : {}) };
  });
}

/**
 * The `untranslated` note of a translated row, for the answer made from it (nothing when all is translated); with
 * `fields`, only for those (the part of the answer that shows them).
 */
export function untranslatedNoteOf(row: TranslationNote, fields?: readonly string[]): TranslationNote {
  const untranslated = fields ? row.untranslated?.filter((field) => fields.includes(field)) : row.untranslated;
  return untranslated?.length ? { untranslated } : {};
}

/** The published translation's values of one item (undefined when it has none in `locale`), for an answer that takes none of the English. */
export async function publishedValuesOf(
  db: Db,
  kind: TranslatedKind,
  locale: SiteLocale,
  id: number,
): Promise<TranslatedValues | undefined> {
  return (await publishedTranslations(db, kind, locale, [id])).get(id)?.values;
}

/** The published translations' values of items of `kind` in `locale`, by item (those without one are absent). */
export async function publishedValuesOfMany(
  db: Db,
  kind: TranslatedKind,
  locale: SiteLocale,
  ids: readonly number[],
): Promise<Map<number, TranslatedValues>> {
  const translations = await publishedTranslations(db, kind, locale, ids);
  return new Map([...translations].map(([id, translation]) => [id, translation.values]));
}
