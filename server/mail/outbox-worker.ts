import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import { lockDueMails, markFailedAttempt, markSent } from './outbox.repository';

const BATCH = 10;
const MAX_ATTEMPTS = 12;
/** 30 s, 1 min, 2 min … capped at an hour: a mail server down for a while gets every mail once it is back. */
const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

export interface MailSender {
  send(mail: { to: string; subject: string; text: string; html: string; messageId: string }): Promise<void>;
  /** Closes kept-open connections, if any. */
  close?(): void;
}

export function smtpSender(smtpUrl: string, from: string): Required<MailSender> & { transport: Transporter } {
  // Bounded waits: a mail server that hangs must not hold an outbox transaction for minutes.
  // Pooled: a backlog (after an outage) goes out over a few kept-open connections, not one connection a mail.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    transport,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * One pass over the outbox: each due mail is sent inside a transaction that holds its row lock, and marked
 * sent in that same transaction. Returns how many were sent.
 */
export async function deliverDueMails(db: Db, sender: MailSender, logger: Logger, host = 'catalogue'): Promise<number> {
  let sent = 0;
  for (;;) {
    const delivered = await db.transaction().execute(async (trx) => {
      const due = await lockDueMails(trx, BATCH);
      for (const mail of due) {
        try {
          // A fixed Message-ID lets the receiving side recognise a repeat after a crash between send and commit.
          await sender.send({
            to: mail.to_address,
            subject: mail.subject,
            text: mail.body_text,
            html: mail.body_html,
            messageId: `<outbox-${mail.id}@${host}>`,
          });
          await markSent(trx, mail.id);
          sent++;
        } catch (error) {
          const attempts = mail.attempts + 1;
          const giveUp = attempts >= MAX_ATTEMPTS;
          await markFailedAttempt(trx, mail.id, attempts, String(error), retryDelaySeconds(attempts), giveUp);
          logger[giveUp ? 'error' : 'warn'](
            { mailId: mail.id, attempts, err: error },
            giveUp ? 'Mail could not be delivered: gave up' : 'Mail delivery failed: will retry',
          );
        }
      }
      return due.length;
    });
    if (delivered < BATCH) return sent;
  }
}

/** Delivers the outbox every `intervalMs` until stopped. */
export function startOutboxWorker(db: Db, sender: MailSender, logger: Logger, intervalMs: number, host?: string) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = deliverDueMails(db, sender, logger, host)
      .then((n) => n && logger.info({ sent: n }, 'Mails delivered'))
      .catch((error: unknown) => logger.error({ err: error }, 'Outbox pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      sender.close?.();
    },
  };
}
