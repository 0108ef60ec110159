import { sql } from 'kysely';
import type { Db } from './connect';

/** The counter that moves with every change of published content (triggers of migration 003). */
export async function readContentRevision(db: Db): Promise<string> {
  const row = await db
    .selectFrom('content_revision')
    .select(sql<string>`revision::text`.as('revision'))
    .executeTakeFirstOrThrow();
  return row.revision;
}
