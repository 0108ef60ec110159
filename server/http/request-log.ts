import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';
import { loggedHeaders, loggedUrl } from './logged-url';

// One short line per response: method, path, status, time, bytes and the request's id (also sent back as
// X-Request-Id, so a visitor's report finds its line). The response's headers (the CSP alone is 600 bytes) only
// when LOG_LEVEL=debug, without credentials and with secret links masked (./logged-url.ts).

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;
/** Bytes the connection had sent when the request arrived, kept on the request: the response's own are the difference at its end. */
const SENT_BEFORE = Symbol('bytes sent before the request');
type CountedRequest = IncomingMessage & { [SENT_BEFORE]?: number };

/** The address asked for, secret links masked (a router mounted on a prefix shortens `url`, not `originalUrl`). */
const urlOf = (req: IncomingMessage & { originalUrl?: string }) => loggedUrl(req.originalUrl ?? req.url ?? '');

function bytesSent(res: ServerResponse): number | undefined {
  const before = (res.req as CountedRequest)[SENT_BEFORE];
  const now = res.req.socket?.bytesWritten;
  return before === undefined || now === undefined ? undefined : now - before;
}

export function requestLog(logger: Logger): RequestHandler {
  const withHeaders = () => logger.isLevelEnabled('debug');
  const middleware = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id: string }) => ({
        id: req.id,
        method: req.method,
        url: urlOf(req),
        ...(withHeaders() ? { headers: loggedHeaders(req.headers) } : {}),
      }),
      res: (res: ServerResponse) => ({
        statusCode: res.statusCode,
        bytes: bytesSent(res),
        ...(withHeaders() ? { headers: loggedHeaders(res.getHeaders()) } : {}),
      }),
    },
    customSuccessMessage: (req, res, responseTime) => `${req.method} ${urlOf(req)} ${res.statusCode} ${Math.round(responseTime)} ms`,
    customErrorMessage: (req, res, error) => `${req.method} ${urlOf(req)} ${res.statusCode} failed: ${error.message}`,
  });
  return (req, res, next) => {
    (req as CountedRequest)[SENT_BEFORE] = req.socket?.bytesWritten ?? 0;
    middleware(req, res, next);
  };
}
