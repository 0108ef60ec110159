import type { Db } from '../../db/connect';

/** Whether the video platform handed out `token` for pages of `pageSize` since `seenSince`. */
export async function isSeenPageToken(db: Db, pageSize: number, token: string, seenSince: Date): Promise<boolean> {
  const row = await db
    .selectFrom('video_page_token')
    .select('token')
    .where('page_size', '=', pageSize)
    .where('token', '=', token)
    .where('seen_at', '>=', seenSince)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers the tokens of a platform answer (or when they were seen again), and forgets those seen before `forgetBefore`. */
export async function rememberPageTokens(db: Db, pageSize: number, tokens: string[], seenAt: Date, forgetBefore: Date): Promise<void> {
  if (tokens.length > 0) {
    await db
      .insertInto('video_page_token')
      .values(tokens.map((token) => ({ page_size: pageSize, token, seen_at: seenAt })))
      .onConflict((conflict) => conflict.columns(['page_size', 'token']).doUpdateSet((eb) => ({ seen_at: eb.ref('excluded.seen_at') })))
      .execute();
  }
  await db.deleteFrom('video_page_token').where('seen_at', '<', forgetBefore).execute();
}
