import type { SiteLocale } from '../../../shared/i18n/locales';
import type { TranslatedKind, TranslatedValues, TranslationLocale } from '../../../shared/content/translatable';
import type { Db } from '../../db/connect';

// The rows of content_translation (migration 2026-12-07-201): reads for the public pages, writes for the
// translation service.

/** A published translation as the public pages read it. */
export interface PublishedTranslation {
  itemId: number;
  values: TranslatedValues;
  path: string | null;
}

/** The published translations into `locale` of the items `ids` of `kind`, by item. */
export async function publishedTranslations(
  db: Db,
  kind: TranslatedKind,
  locale: SiteLocale,
  ids: readonly number[],
): Promise<Map<number, PublishedTranslation>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('content_translation')
    .select(['item_id', 'values', 'path'])
    .where('kind', '=', kind)
    .where('locale', '=', locale)
    .where('item_id', 'in', [...new Set(ids)])
    .where('published_at', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.item_id, { itemId: row.item_id, values: row.values, path: row.path }]));
}

/** The item of `kind` whose published translation into `locale` is at `path`. */
export async function itemAtTranslatedPath(db: Db, kind: TranslatedKind, locale: SiteLocale, path: string): Promise<number | null> {
  const row = await db
    .selectFrom('content_translation')
    .select('item_id')
    .where('kind', '=', kind)
    .where('locale', '=', locale)
    .where('path', '=', path)
    .where('published_at', 'is not', null)
    .executeTakeFirst();
  return row?.item_id ?? null;
}

export type TranslationRow = Awaited<ReturnType<typeof translationRowOf>> & object;

export function translationRowOf(db: Db, kind: TranslatedKind, itemId: number, locale: TranslationLocale) {
  return db
    .selectFrom('content_translation')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('locale', '=', locale)
    .forUpdate()
    .executeTakeFirst();
}

/** Keeps the old address of a translation that moved, pointing at its item; the new one stops being a redirect. */
export async function moveTranslatedPath(
  db: Db,
  kind: TranslatedKind,
  locale: TranslationLocale,
  itemId: number,
  oldPath: string | null,
  newPath: string | null,
): Promise<void> {
  if (newPath) {
    await db
      .deleteFrom('translation_redirect')
      .where('kind', '=', kind)
      .where('locale', '=', locale)
      .where('old_path', '=', newPath)
      .execute();
  }
  if (oldPath && oldPath !== newPath) {
    await db
      .insertInto('translation_redirect')
      .values({ kind, locale, old_path: oldPath, target_id: itemId })
      .onConflict((oc) => oc.columns(['kind', 'locale', 'old_path']).doUpdateSet({ target_id: itemId }))
      .execute();
  }
}

/** Another item's translation into `locale` at `path`, which no other may take. */
export async function translatedPathTaken(db: Db, kind: TranslatedKind, locale: TranslationLocale, itemId: number, path: string) {
  const holder = await itemAtTranslatedPath(db, kind, locale, path);
  return holder !== null && holder !== itemId;
}

/** The translations whose draft is due to be published by `now`, the earliest first. */
export async function dueTranslationDrafts(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('content_translation')
    .select(['kind', 'item_id', 'locale'])
    .where('publish_at', '<=', now)
    .where('draft', 'is not', null)
    .orderBy('publish_at')
    .limit(limit)
    .execute() as Promise<{ kind: TranslatedKind; item_id: number; locale: TranslationLocale }[]>;
}
