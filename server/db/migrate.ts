import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type MigrationResultSet } from 'kysely';
import { migrations } from '../../migrations/index';
import type { Db } from './connect';

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

/**
 * The migrations this database has not run, read without the migrator's lock: that lock is held by a session,
 * which a transaction pooler does not keep, so a web process behind one only checks.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass(${DEFAULT_MIGRATION_TABLE}) is not null as present`.execute(db);
  const applied = rows[0]?.present
    ? await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`
        .execute(db)
        .then((r) => r.rows.map((row) => row.name))
    : [];
  return Object.keys(migrations).filter((name) => !applied.includes(name));
}
