import type { AfterResponseWork } from '../background/after-response';
import http, { type Server } from 'node:http';
import type { Express } from 'express';
import type { Lifecycle } from './lifecycle';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Logger } from '../logger';

const SOCKET_IDLE_TIMEOUT_MS = 60_000;
const IDLE_SWEEP_MS = 50;

interface ServeOptions {
  config: Pick<Config, 'host' | 'port' | 'shutdownTimeoutMs' | 'publicBaseUrl' | 'headersTimeoutMs' | 'requestTimeoutMs'>;
  logger: Logger;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  /**
   * Stops background work (the mail worker, the retention pass). Called as soon as a shutdown starts, so no new
   * work is taken while requests drain; what it is doing is awaited before the pool closes.
   */
  stopBackgroundWork?: () => Promise<void>;
  /** Work the requests left to finish after their answers; awaited once the last request has ended, before the pool closes. */
  afterResponse?: AfterResponseWork;
}

/** Listens, and on SIGTERM/SIGINT stops taking connections, lets requests in flight finish, then closes the pool. */
export function serve(app: Express, { config, logger, database, lifecycle, stopBackgroundWork, afterResponse }: ServeOptions): Server {
  // A client that sends its headers slowly, or never finishes its body, cannot hold a socket for long: Node checks
  // the deadlines every second and drops the connection with 408.
  const server = http.createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  // And for a client that asks, then stops reading the answer: a socket silent for this long is closed.
  server.setTimeout(SOCKET_IDLE_TIMEOUT_MS);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port }, `Listening on http://localhost:${port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.shuttingDown = true;
    logger.info({ signal }, 'Shutting down');
    const forced = setTimeout(() => {
      logger.error('Requests still running at the shutdown deadline: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forced.unref();
    const backgroundStopped = (stopBackgroundWork?.() ?? Promise.resolve()).catch((error: unknown) =>
      logger.error({ err: error }, 'Stopping background work failed'),
    );
    server.close(async () => {
      await backgroundStopped;
      await afterResponse?.settled();
      await database.close().catch((error: unknown) => logger.error({ err: error }, 'Closing the database failed'));
      logger.info('Stopped');
      process.exit(0);
    });
    // A connection whose request was in flight when the shutdown began goes idle when its answer is sent, and would
    // then stay open until the keep-alive timeout: closed as soon as it is idle instead.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
