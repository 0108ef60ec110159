import type { Db } from '../../db/connect';

// The company's own details (names, phone, e-mails, addresses), published to the other features (a `.public.ts`
// file): the inquiry e-mails sign with them, read in the inquiry's own transaction.

export function findSiteConfig(db: Db) {
  return db.selectFrom('site_config').selectAll().where('id', '=', 1).executeTakeFirst();
}
