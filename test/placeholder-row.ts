import { type Kysely, sql } from 'kysely';

// A row for a migration's test, on the schema of an earlier migration: the columns the test names get its values,
// every other column that must have one gets a placeholder of its type. The demo seed is today's code and needs
// today's schema, so a migration's test cannot seed the demo on the schema before it.

const PLACEHOLDERS: Record<string, unknown> = {
  text: '',
  'character varying': '',
  integer: 0,
  bigint: 0,
  smallint: 0,
  numeric: 0,
  'double precision': 0,
  boolean: false,
  date: '2023-02-01',
  'timestamp with time zone': new Date(0),
  'timestamp without time zone': new Date(0),
  jsonb: '{}',
  json: '{}',
  ARRAY: '{}',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of an older schema than `Database` describes
export async function insertPlaceholderRow(db: Kysely<any>, table: string, values: Record<string, unknown> = {}) {
  const { rows } = await sql<{ column_name: string; data_type: string }>`
    select column_name, data_type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
      and is_nullable = 'NO' and column_default is null and is_identity = 'NO'`.execute(db);
  const row: Record<string, unknown> = {};
  for (const { column_name, data_type } of rows) {
    if (!(data_type in PLACEHOLDERS)) throw new Error(`No placeholder for ${table}.${column_name} of type ${data_type}`);
    row[column_name] = PLACEHOLDERS[data_type];
  }
  await db
    .insertInto(table)
    .values({ ...row, ...values })
    .execute();
}
