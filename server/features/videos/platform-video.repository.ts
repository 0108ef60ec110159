import type { Db } from '../../db/connect';
import type { Picture } from '../../../shared/picture';
import { findSiteConfig } from '../company/site-config.public';

/**
 * Remembers the videos of a platform answer as listed at `listedAt`, with the lengths the platform gave (a length
 * not given keeps the one known), and forgets the videos not listed since `forgetBefore`.
 */
export async function rememberListedVideos(
  db: Db,
  videos: readonly { videoId: string; durationSeconds: number | undefined }[],
  listedAt: Date,
  forgetBefore: Date,
): Promise<void> {
  // One row per video: an upsert may not touch a row twice.
  const unique = [...new Map(videos.map((v) => [v.videoId, v])).values()];
  if (unique.length > 0) {
    await db
      .insertInto('platform_video')
      .values(unique.map((v) => ({ video_id: v.videoId, listed_at: listedAt, duration_seconds: v.durationSeconds ?? null })))
      .onConflict((conflict) =>
        conflict.column('video_id').doUpdateSet((eb) => ({
          listed_at: eb.ref('excluded.listed_at'),
          duration_seconds: eb.fn.coalesce('excluded.duration_seconds', 'platform_video.duration_seconds'),
        })),
      )
      .execute();
  }
  await db.deleteFrom('platform_video').where('listed_at', '<', forgetBefore).execute();
}

export interface VideoExtras {
  /** The stored video's own poster. */
  poster?: Picture;
  durationSeconds?: number;
}

/** What the site knows of these videos beside their ids and titles: stored posters, and lengths the platform gave. */
export async function videoExtras(db: Db, videoIds: readonly string[]): Promise<Map<string, VideoExtras>> {
  const extras = new Map<string, VideoExtras>();
  if (videoIds.length === 0) return extras;
  const [posters, durations] = await Promise.all([
    db.selectFrom('video').select(['video_id', 'poster']).where('video_id', 'in', videoIds).where('poster', 'is not', null).execute(),
    db
      .selectFrom('platform_video')
      .select(['video_id', 'duration_seconds'])
      .where('video_id', 'in', videoIds)
      .where('duration_seconds', 'is not', null)
      .execute(),
  ]);
  const entry = (id: string) => extras.get(id) ?? extras.set(id, {}).get(id)!;
  for (const row of posters) if (row.poster) entry(row.video_id).poster = row.poster;
  for (const row of durations) if (row.duration_seconds) entry(row.video_id).durationSeconds = row.duration_seconds;
  return extras;
}

/**
 * Whether the site shows `videoId`: a stored video, the home page's introduction video, or one the platform listed
 * for the channel since `listedSince`. Only these have their posters served.
 */
export async function isShownVideo(db: Db, videoId: string, listedSince: Date): Promise<boolean> {
  const [stored, listed, site] = await Promise.all([
    db.selectFrom('video').select('id').where('video_id', '=', videoId).executeTakeFirst(),
    db
      .selectFrom('platform_video')
      .select('video_id')
      .where('video_id', '=', videoId)
      .where('listed_at', '>=', listedSince)
      .executeTakeFirst(),
    findSiteConfig(db),
  ]);
  return stored !== undefined || listed !== undefined || site?.intro_video_id === videoId;
}
