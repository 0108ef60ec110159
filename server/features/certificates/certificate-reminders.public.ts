import { repeatEvery } from '../../background/repeat-every';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import { type CertificateReminderOptions, runCertificateReminderPass } from './certificate-reminders';

// Published to the web process (a composition root), which runs it beside the quotes' expiry.

/** A reminder a month ahead may come an hour late. */
export const CERTIFICATE_REMINDER_INTERVAL_MS = 60 * 60_000;

/** Runs a reminder pass now and every `intervalMs` after until stopped. */
export function startCertificateReminders(db: Db, logger: Logger, options: CertificateReminderOptions & { intervalMs?: number }) {
  return repeatEvery(
    options.intervalMs ?? CERTIFICATE_REMINDER_INTERVAL_MS,
    async () => {
      const reminded = await runCertificateReminderPass(db, options);
      if (reminded) logger.info({ reminded }, 'Owners told of certificates about to run out');
    },
    logger,
    'Certificate reminder pass failed',
  );
}
