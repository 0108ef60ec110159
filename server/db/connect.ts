import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './database';
import { PGliteDialect } from './pglite-dialect';
import { applicationName, DEFAULT_SESSION_SETTINGS, sessionSettings, type DatabaseRole, type SessionSettings } from './session-settings';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'embedded';
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 800;
const POOL_WAIT_TIMEOUT_MS = 5_000;
/** How much longer than the server's statement timeout the driver waits for a server that stopped answering. */
const QUERY_TIMEOUT_MARGIN_MS = 5_000;
/** The CLI and the release step run one thing at a time: the migrator, the seed's transaction, one mail. */
const CLI_POOL_SIZE = 2;
const DATE_OID = 1082;
const INT8_OID = 20;
// A calendar date means the same day everywhere: keep it as 'YYYY-MM-DD' text, never a local Date.
const keepText = (value: string) => value;

type ConnectConfig = Pick<Config, 'databaseUrl' | 'databaseDirectUrl' | 'databasePoolSize' | 'databaseTimeouts' | 'dataDir'>;

/**
 * The database as `role` uses it. The web process takes DATABASE_URL (perhaps a transaction pooler) with its pool
 * size; the CLI and the release step take the server itself (DATABASE_DIRECT_URL when there is a pooler), whose
 * session-level locks and settings a pooler would not keep.
 */
export async function openDatabase(config: ConnectConfig, role: DatabaseRole): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openEmbedded(path.join(config.dataDir, 'db'));
  const behindPooler = Boolean(config.databaseDirectUrl);
  const session = sessionSettings(role, config.databaseTimeouts, behindPooler);
  return role === 'web'
    ? openPostgres(config.databaseUrl, config.databasePoolSize, session)
    : openPostgres(config.databaseDirectUrl ?? config.databaseUrl, CLI_POOL_SIZE, session);
}

/**
 * The pool uses one timeout for two waits: opening a connection, and waiting for a busy pool's free client. A
 * database that is down must not hold a visitor (within a second the request gets its 503), while a burst of
 * traffic may queue for a few seconds: each connection gets the short timeout of its own.
 */
class QuickConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export function openPostgres(connectionString: string, max = 10, session: SessionSettings = DEFAULT_SESSION_SETTINGS): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: QuickConnectClient,
    connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
    // Sent with each connection's start-up message, so they cost no round trip (see SessionSettings.sendTimeouts
    // for a transaction pooler, which keeps the application name but not the timeouts).
    application_name: applicationName(session.role),
    ...(session.sendTimeouts
      ? { statement_timeout: session.statementTimeoutMs, idle_in_transaction_session_timeout: session.idleInTransactionTimeoutMs }
      : {}),
    // A runaway statement is cancelled by the server; one that never answers (the server stopped responding) is
    // given up on by the driver a little later.
    query_timeout: session.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    idleTimeoutMillis: 30_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID ? keepText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A client losing its server emits 'error' besides failing its query: the pool listens while the client is
  // idle, and this listener covers the time it is checked out between two statements. Without it the process
  // would end; with it the running request fails (503) and the pool replaces the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => db.destroy(),
  };
}

export async function openEmbedded(directory: string): Promise<DatabaseHandle> {
  fs.mkdirSync(directory, { recursive: true });
  // Loaded only here, so a server on a real PostgreSQL never pays for the WebAssembly build.
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const pglite = await PGlite.create(directory, {
    extensions: { pg_trgm, unaccent },
    parsers: { [DATE_OID]: keepText, [INT8_OID]: keepText },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'embedded',
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => db.destroy(),
  };
}
