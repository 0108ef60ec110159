import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './database';
import { PGliteDialect } from './pglite-dialect';

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
const STATEMENT_TIMEOUT_MS = 30_000;
const QUERY_TIMEOUT_MS = 35_000;
const DATE_OID = 1082;
const INT8_OID = 20;
// A calendar date means the same day everywhere: keep it as 'YYYY-MM-DD' text, never a local Date.
const keepText = (value: string) => value;

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databasePoolSize) : openEmbedded(path.join(config.dataDir, 'db'));
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

export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: QuickConnectClient,
    connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
    // A runaway statement is cancelled by the server; one that never answers (the server stopped responding) is
    // given up on by the driver a little later.
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
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
