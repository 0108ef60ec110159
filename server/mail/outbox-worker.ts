import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/connect';
import { repeatEvery } from '../background/repeat-every';
import type { Logger } from '../logger';
import { attachmentsOf, claimNextDueMail, type MailAttachment, markFailedAttempt, markSent, threadParentOf } from './outbox.repository';

const MAX_ATTEMPTS = 12;
/**
 * How long a claimed mail is left to its worker: far longer than an SMTP conversation takes, even one that waits
 * on the transport's timeouts below. Those limit silences, not the whole conversation, so a mail server that keeps
 * answering a byte at a time could outlast the lease; the worker then logs that the mail may go out twice.
 */
export const OUTBOX_LEASE_SECONDS = 300;
/** 30 s, 1 min, 2 min … capped at an hour: a mail server down for a while gets every mail once it is back. */
const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The display name beside the sending address (a sales person's reply); absent: MAIL_FROM as it is. */
  fromName?: string;
  /** Where the recipient's answer goes (the sales person), instead of the sending address. */
  replyTo?: string;
  /** The Message-ID of the mail this one answers: its In-Reply-To and References, so mail programs thread them. */
  inReplyTo?: string;
  /** Files sent with it (a quote's PDF). */
  attachments?: MailAttachment[];
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes kept-open connections, if any. */
  close?(): void;
}

/** The address of a From value such as 'Website <no-reply@example.com>' (or a bare address). */
export function addressOf(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

export function smtpSender(smtpUrl: string, from: string): Required<MailSender> & { transport: Transporter } {
  // Bounded waits: a mail server that hangs must not hold a mail's lease, or a stopping process, for long.
  // Pooled: a backlog (after an outage) goes out over a kept-open connection, not one connection a mail.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const fromAddress = addressOf(from);
  return {
    transport,
    async send({ fromName, replyTo, inReplyTo, attachments, ...mail }) {
      await transport.sendMail({
        ...mail,
        ...(attachments?.length
          ? { attachments: attachments.map((file) => ({ filename: file.fileName, contentType: file.contentType, content: file.bytes })) }
          : {}),
        // nodemailer encodes the name (accents, quotes) as the header needs.
        from: fromName ? { name: fromName, address: fromAddress } : from,
        ...(replyTo ? { replyTo } : {}),
        ...(inReplyTo ? { inReplyTo, references: [inReplyTo] } : {}),
      });
    },
    close: () => transport.close(),
  };
}

export interface DeliveryOptions {
  /** The host part of every Message-ID: the site's public host, so each deployment's ids are its own. */
  messageIdHost: string;
  /** Asked before each mail is claimed: true once the process is stopping. */
  shouldStop?: () => boolean;
}

/** The host of the site's public address, for Message-IDs. */
export const messageIdHostOf = (publicBaseUrl: string) => new URL(publicBaseUrl).hostname;

/**
 * The Message-ID of an outbox row: fixed per row, so a mail sent twice (after a crash) is recognisably one, and
 * unique everywhere by the row's random key (a row queued before the key existed keeps the id it was sent with).
 */
export const outboxMessageId = (row: { id: string; message_key: string | null }, host: string) =>
  row.message_key ? `<${row.message_key}@${host}>` : `<outbox-${row.id}@${host}>`;

/**
 * Delivers due mails one at a time until none is due (or `shouldStop`): claim one under a lease, send it, mark it
 * sent in its own short statement. Returns how many were sent.
 *
 * The guarantee: every mail is delivered at least once. A mail is sent again only if the process dies after the
 * mail server accepted it and before it was marked sent (a crash, SIGKILL, power loss): at most the one mail in
 * flight. Its Message-ID is fixed per outbox row, so the receiving side can recognise the repeat.
 */
export async function deliverDueMails(db: Db, sender: MailSender, logger: Logger, options: DeliveryOptions): Promise<number> {
  let sent = 0;
  while (!options.shouldStop?.()) {
    const mail = await claimNextDueMail(db, OUTBOX_LEASE_SECONDS);
    if (!mail) break;
    try {
      const attachments = await attachmentsOf(db, mail.id);
      const answered = mail.thread_outbox_id ? await threadParentOf(db, mail.thread_outbox_id) : undefined;
      await sender.send({
        ...(attachments.length ? { attachments } : {}),
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body_text,
        html: mail.body_html,
        messageId: outboxMessageId(mail, options.messageIdHost),
        ...(mail.from_name ? { fromName: mail.from_name } : {}),
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        ...(answered ? { inReplyTo: outboxMessageId(answered, options.messageIdHost) } : {}),
      });
    } catch (error) {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      await markFailedAttempt(db, mail.id, String(error), retryDelaySeconds(mail.attempts), giveUp);
      logger[giveUp ? 'error' : 'warn'](
        { mailId: mail.id, attempts: mail.attempts, err: error },
        giveUp ? 'Mail could not be delivered: gave up' : 'Mail delivery failed: will retry',
      );
      continue;
    }
    const { leaseHeld } = await markSent(db, mail.id);
    if (!leaseHeld) logger.warn({ mailId: mail.id }, 'A mail took longer to send than its lease: another worker may send it again');
    sent++;
  }
  return sent;
}

/**
 * Delivers the outbox every `intervalMs` until stopped. `stop` takes effect at once: no further mail is claimed,
 * the one being sent is finished and marked, and what is left stays due for the next process.
 */
export function startOutboxWorker(db: Db, sender: MailSender, logger: Logger, options: { intervalMs: number; messageIdHost: string }) {
  const work = repeatEvery(
    options.intervalMs,
    async (stopping) => {
      const sent = await deliverDueMails(db, sender, logger, { messageIdHost: options.messageIdHost, shouldStop: stopping });
      if (sent) logger.info({ sent }, 'Mails delivered');
    },
    logger,
    'Outbox pass failed',
  );
  return {
    async stop() {
      await work.stop();
      sender.close?.();
    },
  };
}
