// What each database connection tells the server about itself, and the limits the server enforces on it. No
// driver here: the configuration reads its defaults from this module.

/** Who holds a connection: the web process, an operator's command, or the release step that migrates. */
export type DatabaseRole = 'web' | 'cli' | 'release';

/** Shown in pg_stat_activity and kept per client by PgBouncer: which of our processes runs a statement. */
export const applicationName = (role: DatabaseRole) => `woven-catalogue:${role}`;

export interface DatabaseTimeouts {
  /** Longest statement of the web process; the server cancels it (then 503), so no request holds a connection. */
  statementMs: number;
  /** Longest statement of the CLI and the release step: migrations, the seed, ANALYZE. */
  migrationMs: number;
  /**
   * Longest pause inside a transaction before the server ends the session and frees its locks. No transaction of
   * ours waits on anything but the database (the outbox sends each mail under a lease, outside any transaction),
   * so this only ends sessions that were abandoned mid-transaction.
   */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 30_000,
  migrationMs: 600_000,
  idleInTransactionMs: 60_000,
};

export interface SessionSettings {
  role: DatabaseRole;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /**
   * Whether the timeouts travel with each connection's start-up message. A transaction pooler (PgBouncer with
   * `pool_mode = transaction`) refuses them ("unsupported startup parameter") or drops them, and a `SET` would stay
   * on whichever server connection ran it: behind one they come from the role's defaults (role-timeouts.ts).
   */
  sendTimeouts: boolean;
}

/** The settings of `role`'s connections; `behindPooler`: DATABASE_URL leads to a transaction pooler. */
export function sessionSettings(role: DatabaseRole, timeouts: DatabaseTimeouts, behindPooler: boolean): SessionSettings {
  if (role === 'web') {
    return {
      role,
      statementTimeoutMs: timeouts.statementMs,
      idleInTransactionTimeoutMs: timeouts.idleInTransactionMs,
      sendTimeouts: !behindPooler,
    };
  }
  // The CLI and the release step always connect directly (DATABASE_DIRECT_URL behind a pooler).
  return { role, statementTimeoutMs: timeouts.migrationMs, idleInTransactionTimeoutMs: timeouts.idleInTransactionMs, sendTimeouts: true };
}

export const DEFAULT_SESSION_SETTINGS: SessionSettings = sessionSettings('web', DEFAULT_DATABASE_TIMEOUTS, false);
