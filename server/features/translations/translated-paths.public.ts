import type { SiteLocale } from '../../../shared/i18n/locales';
import type { TranslatedKind } from '../../../shared/content/translatable';
import type { Db } from '../../db/connect';
import { itemAtTranslatedPath, publishedTranslations } from './translation.repository';

// Which item an address of a locale names. An item translated into a locale is there at its translated path; one
// not (yet) translated keeps its English path. Published to the catalogue and redirect features.

type PathTable = 'product' | 'category' | 'material';

async function englishPathOf(db: Db, table: PathTable, id: number): Promise<string | null> {
  const row = await db.selectFrom(table).select('path').where('id', '=', id).executeTakeFirst();
  return row?.path ?? null;
}

/** The item's path in `locale`: its published translation's, else its English one; null: no such item. */
export async function translatedPathOf(db: Db, kind: TranslatedKind & PathTable, locale: SiteLocale, id: number): Promise<string | null> {
  if (locale !== 'en') {
    const translation = (await publishedTranslations(db, kind, locale, [id])).get(id);
    if (translation?.path) return translation.path;
  }
  return englishPathOf(db, kind, id);
}

/**
 * The English path of the item at `path` in `locale`; null when no item is there. The English path of an item
 * translated there under another path is not its address in that locale (redirectFor sends it on).
 */
export async function sourcePathAt(db: Db, kind: TranslatedKind & PathTable, locale: SiteLocale, path: string): Promise<string | null> {
  if (locale === 'en') return path;
  const translated = await itemAtTranslatedPath(db, kind, locale, path);
  if (translated !== null) return englishPathOf(db, kind, translated);
  const english = await db.selectFrom(kind).select('id').where('path', '=', path).executeTakeFirst();
  if (!english) return path;
  const translation = (await publishedTranslations(db, kind, locale, [english.id])).get(english.id);
  return translation?.path && translation.path !== path ? null : path;
}

/** The locales each of the items `ids` is published in, with its path there. */
export async function publishedLocalesOf(
  db: Db,
  kind: TranslatedKind,
  ids: readonly number[],
): Promise<Map<number, { locale: SiteLocale; path: string | null }[]>> {
  const found = new Map<number, { locale: SiteLocale; path: string | null }[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('content_translation')
    .select(['item_id', 'locale', 'path'])
    .where('kind', '=', kind)
    .where('item_id', 'in', [...new Set(ids)])
    .where('published_at', 'is not', null)
    .orderBy('locale')
    .execute();
  for (const row of rows) found.set(row.item_id, [...(found.get(row.item_id) ?? []), { locale: row.locale, path: row.path }]);
  return found;
}

/** The item a translated path of `locale` once led to (its address then), for a 301. */
export async function itemOnceAtTranslatedPath(db: Db, kind: TranslatedKind, locale: SiteLocale, oldPath: string): Promise<number | null> {
  const row = await db
    .selectFrom('translation_redirect')
    .select('target_id')
    .where('kind', '=', kind)
    .where('locale', '=', locale)
    .where('old_path', '=', oldPath)
    .executeTakeFirst();
  return row?.target_id ?? null;
}
