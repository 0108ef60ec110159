import pino, { type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

export function createLogger(config: Pick<Config, 'env' | 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    // Form bodies and addresses never reach the log; these keys are redacted wherever they appear.
    redact: { paths: ['req.headers.cookie', 'req.headers["auth-token"]', '*.email', '*.phone'], censor: '[redacted]' },
    ...(config.env === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
