import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import { pendingMailCount } from './outbox.repository';
import { messageIdHostOf, smtpSender, startOutboxWorker } from './outbox-worker';

/** Delivers the e-mail outbox when a mail server is configured; otherwise mails wait in the outbox, never dropped. */
export function startMailWorker(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxPollMs' | 'publicBaseUrl'>, db: Db, logger: Logger) {
  if (!config.smtpUrl) {
    const notice = 'SMTP_URL is not set: inquiry e-mails are kept in the outbox until a mail server is configured';
    // Only a notice: a database that does not answer now must not end the process (an unhandled rejection would).
    void pendingMailCount(db).then(
      (pending) => logger.warn({ pending }, notice),
      () => logger.warn(notice),
    );
    return { stop: async () => {} };
  }
  return startOutboxWorker(db, smtpSender(config.smtpUrl, config.mailFrom), logger, {
    intervalMs: config.outboxPollMs,
    messageIdHost: messageIdHostOf(config.publicBaseUrl),
  });
}
