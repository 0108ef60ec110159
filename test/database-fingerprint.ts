import { sql } from 'kysely';
import type { Db } from '../server/db/connect';

/**
 * A digest of every row of every table of the public schema: equal digests mean nothing was inserted, changed or
 * deleted in between.
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const tables = await sql<{ name: string }>`
    select quote_ident(table_name) as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const digests = sql.join(
    tables.rows.map(
      ({ name }) =>
        sql`select ${name} || ':' || count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as digest from ${sql.raw(name)} t`,
    ),
    sql` union all `,
  );
  const { rows } = await sql<{ digest: string }>`${digests}`.execute(db);
  return rows.map((r) => r.digest).join(' ');
}
