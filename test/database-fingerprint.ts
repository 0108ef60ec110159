import { sql } from 'kysely';
import type { Db } from '../server/db/connect';

/**
 * A digest of every row of every table of the public schema: equal digests mean nothing was inserted, changed or
 * deleted in between. A file's bytes (bytea) count by their length: the picture store keys files by their content
 * hash, so they change only with their key, and reading the demo's 42 MB of pictures for every digest would make it
 * a second long.
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and table_name in (
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    )
    order by table_name, ordinal_position`.execute(db);
  const tables = new Map<string, { name: string; bytea: boolean }[]>();
  for (const c of columns.rows) {
    tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), { name: c.column_name, bytea: c.data_type === 'bytea' }]);
  }
  const digests = sql.join(
    [...tables].map(([table, cols]) => {
      const row = cols.some((c) => c.bytea)
        ? sql`row(${sql.join(cols.map((c) => (c.bytea ? sql`octet_length(t.${sql.ref(c.name)})` : sql`t.${sql.ref(c.name)}`)))})::text`
        : sql`t::text`;
      return sql`select ${table} || ':' || count(*) || ':' || coalesce(sum(hashtext(${row})::bigint), 0) as digest from ${sql.table(table)} t`;
    }),
    sql` union all `,
  );
  const { rows } = await sql<{ digest: string }>`${digests}`.execute(db);
  return rows.map((r) => r.digest).join(' ');
}
