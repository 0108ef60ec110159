import { sql } from 'kysely';
import type { Db } from '../../db/connect';

// Minutes of counts kept: a day of them shows an operator what the platform was asked.
const KEPT_MINUTES = 24 * 60;

/**
 * Counts one search of the video platform in `minute` unless `cap` are counted already, in one statement, so
 * that every process sharing the database keeps to the same cap. False when the cap is reached.
 */
export async function takePlatformCall(db: Db, minute: number, cap: number): Promise<boolean> {
  const row = await db
    .insertInto('video_platform_call')
    .values({ minute, calls: 1 })
    .onConflict((conflict) =>
      conflict
        .column('minute')
        .doUpdateSet({ calls: sql<number>`video_platform_call.calls + 1` })
        .where('video_platform_call.calls', '<', cap),
    )
    .returning('calls')
    .executeTakeFirst();
  // The minute's first call clears away the oldest counts.
  if (row?.calls === 1) {
    await db
      .deleteFrom('video_platform_call')
      .where('minute', '<', minute - KEPT_MINUTES)
      .execute();
  }
  return row !== undefined;
}
