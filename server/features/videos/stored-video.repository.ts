import type { Db } from '../../db/connect';

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
