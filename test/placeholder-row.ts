import { type Kysely, Migrator, sql } from 'kysely';
import { type Db, openPostgres } from '../server/db/connect';
import { migrations } from '../migrations/index';
import { createTestDatabase, dropTestDatabase } from './test-database';

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

/** A row of `table` as an earlier migration left it: written through the sql tag, since `Database` types today's schema. */
export async function insertPlaceholderRow<DB>(db: Kysely<DB>, table: string, values: Record<string, unknown> = {}) {
  const { rows } = await sql<{ column_name: string; data_type: string }>`
    select column_name, data_type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
      and is_nullable = 'NO' and column_default is null and is_identity = 'NO'`.execute(db);
  const row: Record<string, unknown> = {};
  for (const { column_name, data_type } of rows) {
    if (!(data_type in PLACEHOLDERS)) throw new Error(`No placeholder for ${table}.${column_name} of type ${data_type}`);
    row[column_name] = PLACEHOLDERS[data_type];
  }
  const columns = Object.entries({ ...row, ...values });
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))})
    values (${sql.join(columns.map(([, value]) => value))})`.execute(db);
}

/**
 * A migration's test on a database of its own: migrated up to `before` (the migration just before the one tested),
 * given the rows `writeOld` writes on that schema, then migrated to the latest; `check` looks at the outcome.
 */
export async function afterMigrating(before: string, writeOld: (db: Db) => Promise<void>, check: (db: Db) => Promise<void>): Promise<void> {
  const { name, url } = await createTestDatabase('migration');
  const database = openPostgres(url, 2);
  try {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    const older = await migrator.migrateTo(before);
    if (older.error) throw older.error;
    await writeOld(database.db);
    const rest = await migrator.migrateToLatest();
    if (rest.error) throw rest.error;
    await check(database.db);
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
}
