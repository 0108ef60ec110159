import { createRequire } from 'node:module';
import path from 'node:path';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** What every line has, and a request's details (the message says them): never repeated on a human line. */
const SAID_BY_THE_LINE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime']);
const WARN = 40;
const ERROR = 50;

/** A human line's text: the message, and for a warning or an error what it was about (an error by its message). */
function humanMessage(log: Record<string, unknown>): string {
  const message = String(log.msg ?? '');
  if (Number(log.level) < WARN) return message;
  const details = Object.entries(log)
    .filter(([key]) => !SAID_BY_THE_LINE.has(key))
    .map(([key, value]) => {
      const said = value instanceof Object && 'message' in value ? String(value.message) : value;
      return `${key}: ${typeof said === 'string' ? said : JSON.stringify(said)}`;
    });
  const line = details.length > 0 ? `${message} (${details.join(', ')})` : message;
  // An error's stack, on the lines below, as a developer needs it.
  const stack = Number(log.level) >= ERROR && log.err instanceof Object && 'stack' in log.err ? String(log.err.stack) : '';
  return stack ? `${line}\n${stack}` : line;
}

/**
 * The process's log. As JSON lines, one object each; or, for a person at a terminal, short lines
 * (`[16:05:12] INFO: GET /products/page/2 200 14 ms`): an information's details are left to the JSON lines
 * (LOG_FORMAT=json), a warning's or an error's follow its message.
 */
export function createLogger(
  config: Pick<Config, 'env' | 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    // Form bodies and addresses never reach the log; these keys are redacted wherever they appear.
    // Headers are logged at debug level only, and then without what signs anybody in.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["auth-token"]',
        'res.headers["set-cookie"]',
        '*.email',
        '*.phone',
      ],
      censor: '[redacted]',
    },
  };
  if ((config.logFormat ?? 'json') === 'json') return destination ? pino(options, destination) : pino(options);
  // Loaded only for a person's terminal: a web process writing JSON lines starts without it.
  const pretty = createRequire(path.join(process.cwd(), 'package.json'))('pino-pretty') as typeof import('pino-pretty');
  const human = pretty({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    hideObject: true,
    messageFormat: humanMessage,
    // Written as it comes, so a line shows at once (the JSON lines go the same way).
    sync: true,
    // A terminal gets colours; a test's stream the plain text.
    ...(destination ? { destination, colorize: false } : {}),
  });
  return pino(options, human);
}
