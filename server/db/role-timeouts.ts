import { sql } from 'kysely';
import type { Db } from './connect';
import type { DatabaseTimeouts } from './session-settings';

/**
 * Behind a transaction pooler the web process cannot send its timeouts (see SessionSettings.sendTimeouts). What
 * every server connection the pooler opens does apply is its role's defaults, so the release step, connected
 * directly as the same role, stores the web's timeouts there, for this database only. Sessions that send their
 * own (the CLI, the release step) still use theirs: a start-up parameter overrides a role default.
 */
export async function storeWebTimeoutsOnRole(db: Db, timeouts: Pick<DatabaseTimeouts, 'statementMs' | 'idleInTransactionMs'>) {
  const { rows } = await sql<{ role: string; database: string }>`select current_user as role, current_database() as database`.execute(db);
  const { role, database } = rows[0]!;
  const alter = sql`alter role current_user in database ${sql.id(database)}`;
  await sql`${alter} set statement_timeout = ${sql.lit(timeouts.statementMs)}`.execute(db);
  await sql`${alter} set idle_in_transaction_session_timeout = ${sql.lit(timeouts.idleInTransactionMs)}`.execute(db);
  return { role, database };
}
