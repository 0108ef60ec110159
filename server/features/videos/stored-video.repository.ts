import type { Db } from '../../db/connect';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import { translatedRows } from '../translations/translated-rows.public';

/** Stored videos, newest first, `limit` of them from `offset`. */
export function listStoredVideos(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('video')
    .select(['video_id', 'title'])
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * The published translations into `locale` of the stored videos' titles among `videoIds`, by video id: the
 * platform's own title is the English one, so a video the editors have not stored (or translated) keeps it.
 */
export async function translatedVideoTitles(db: Db, locale: SiteLocale, videoIds: readonly string[]): Promise<Map<string, string>> {
  if (locale === DEFAULT_LOCALE || videoIds.length === 0) return new Map();
  const stored = await db.selectFrom('video').select(['id', 'video_id', 'title']).where('video_id', 'in', videoIds).execute();
  const rows = await translatedRows(db, 'video', locale, stored);
  return new Map(rows.filter((row) => !row.untranslated?.includes('title')).map((row) => [row.video_id, row.title]));
}
