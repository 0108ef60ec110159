import type { Kysely } from 'kysely';
import type { Database } from './database';

/**
 * Whether the catalogue is in: the seed writes the site's configuration row first, in the transaction that
 * writes everything else. Kept apart from the seed so a web process asks without loading the demo content.
 */
export async function hasContent(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('site_config').select('id').where('id', '=', 1).executeTakeFirst());
}
