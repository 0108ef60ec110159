import { ImapFlow } from 'imapflow';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { repeatEvery } from '../../background/repeat-every';
import type { Logger } from '../../logger';
import { type FetchedMail, storeInboundMail } from '../../features/inbox/buyer-mail.public';
import { readInboundMessage } from './inbound-message';

// Reads the company's mailbox over IMAP (as Odoo's fetchmail does) and hands each new mail to the inbox. The mailbox
// is only read: nothing is marked, moved or deleted, so people can keep using it. How far it was read is a cursor in
// the database (UIDVALIDITY and the last UID taken), moved in the transaction that stores each mail: every web
// process may read the mailbox, and each mail is kept once; a process stopped mid-batch leaves the rest for the next
// pass, losing none.

/** Mails fetched from the server in one go: their sources are held in memory until each is stored. */
const BATCH = 20;

export interface MailboxAddress {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
}

/** INBOUND_IMAP_URL, read: `imaps://user:password@host[:port]/MAILBOX` (the mailbox defaults to INBOX). */
export function mailboxAddressOf(url: string): MailboxAddress {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX',
  };
}

/**
 * The address buyers answer to for each inquiry: the mailbox's own with `+reference`, when the mailbox's user is an
 * e-mail address (plus-addressing, which Gmail, Microsoft 365 and Dovecot deliver to the same mailbox); none without
 * a mailbox. The mailbox's address is read once, not for every mail.
 */
export function replyAddresses(url: string | undefined): (reference: string) => string | null {
  const user = url ? mailboxAddressOf(url).user : '';
  const at = user.lastIndexOf('@');
  if (at <= 0) return () => null;
  return (reference) => `${user.slice(0, at)}+${reference.toLowerCase()}${user.slice(at)}`;
}

export interface InboundOptions {
  now?: () => Date;
  publicBaseUrl: string;
  /** Asked before each mail is stored: true once the process is stopping. */
  shouldStop?: () => boolean;
}

/** The cursor, locked until the transaction ends: created at the mailbox's start when it is read the first time. */
async function lockedCursor(trx: Db, mailbox: string, uidValidity: string) {
  await trx
    .insertInto('inbound_cursor')
    .values({ mailbox, uid_validity: uidValidity, last_uid: '0' })
    .onConflict((oc) => oc.column('mailbox').doNothing())
    .execute();
  return trx.selectFrom('inbound_cursor').selectAll().where('mailbox', '=', mailbox).forUpdate().executeTakeFirstOrThrow();
}

/** Reads the mailbox once, to its end (or until `shouldStop`). Returns how many mails were kept. */
export async function readMailbox(db: Db, address: MailboxAddress, logger: Logger, options: InboundOptions): Promise<number> {
  const client = new ImapFlow({
    host: address.host,
    port: address.port,
    secure: address.secure,
    auth: { user: address.user, pass: address.password },
    logger: false,
    // A server that stops answering must not hold a pass (or a stopping process) for long.
    socketTimeout: 60_000,
  });
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'The mailbox connection failed'));
  await client.connect();
  let kept = 0;
  try {
    const lock = await client.getMailboxLock(address.mailbox, { readOnly: true });
    try {
      const mailbox = client.mailbox;
      if (!mailbox) return 0;
      const uidValidity = String(mailbox.uidValidity);
      const name = `${address.user}@${address.host}/${address.mailbox}`;
      for (;;) {
        const cursor = await db.transaction().execute((trx) => lockedCursor(trx, name, uidValidity));
        // Renumbered mailbox (UIDVALIDITY changed): read it again from the start; mails kept before are known by
        // their Message-ID and skipped.
        const after = cursor.uid_validity === uidValidity ? Number(cursor.last_uid) : 0;
        // `n:*` also names the last mail when it is older than n.
        const found = (await client.search({ uid: `${after + 1}:*` }, { uid: true })) || [];
        const uids = found
          .filter((uid) => uid > after)
          .sort((a, b) => a - b)
          .slice(0, BATCH);
        if (uids.length === 0) return kept;
        const fetched = await client.fetchAll(uids.join(','), { uid: true, source: true }, { uid: true });
        const batch = fetched.flatMap((message) => (message.source ? [{ uid: message.uid, source: message.source }] : []));
        for (const { uid, source } of batch.sort((a, b) => a.uid - b.uid)) {
          if (options.shouldStop?.()) return kept;
          const parsed = await readInboundMessage(source);
          const stored = await db.transaction().execute(async (trx) => {
            const current = await lockedCursor(trx, name, uidValidity);
            const last = current.uid_validity === uidValidity ? Number(current.last_uid) : 0;
            // Another process took it meanwhile.
            if (uid <= last) return null;
            const fetched: FetchedMail = { mailbox: name, uidValidity, uid: String(uid), message: parsed };
            const result = await storeInboundMail(trx, fetched, options.now?.() ?? new Date(), { publicBaseUrl: options.publicBaseUrl });
            await sql`update inbound_cursor set uid_validity = ${uidValidity}, last_uid = ${uid} where mailbox = ${name}`.execute(trx);
            return result;
          });
          if (stored && stored !== 'duplicate') {
            kept++;
            logger.info(
              { mailId: stored.mailId, inquiryId: stored.inquiryId, uid },
              stored.inquiryId ? 'Mail joined its inquiry' : 'Mail kept unmatched',
            );
          }
        }
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** How long a watch that lost its connection waits before it connects again. */
const RECONNECT_MS = 5_000;

/**
 * Keeps a connection to the mailbox open, idle, and calls `arrived` when the server says a mail came in: IMAP IDLE
 * where the server offers it (imapflow idles by itself between commands, and falls back to asking with NOOP where
 * it does not). A lost connection is opened again; the poll goes on meanwhile, so nothing waits on the watch.
 */
function watchMailbox(address: MailboxAddress, logger: Logger, arrived: () => void): { stop(): Promise<void> } {
  let client: ImapFlow | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void open(), RECONNECT_MS);
  };
  const open = async () => {
    const watching = new ImapFlow({
      host: address.host,
      port: address.port,
      secure: address.secure,
      auth: { user: address.user, pass: address.password },
      logger: false,
    });
    client = watching;
    watching.on('error', (error: unknown) => logger.warn({ err: error }, 'The mailbox watch failed'));
    watching.on('exists', arrived);
    watching.on('close', again);
    try {
      await watching.connect();
      await watching.mailboxOpen(address.mailbox, { readOnly: true });
      // At once, rather than after imapflow's quiet spell before it idles by itself; it idles again after a break.
      void watching.idle().catch(() => undefined);
    } catch (error) {
      logger.warn({ err: error }, 'The mailbox could not be watched');
      watching.close();
    }
  };
  void open();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.logout().catch(() => client?.close());
    },
  };
}

/**
 * Reads the mailbox as mails arrive (told by the mailbox's watch) and every `intervalMs` whatever happens, while
 * the process runs, when INBOUND_IMAP_URL is set.
 */
export function startInboundMail(
  config: { inboundImapUrl: string | undefined; inboundPollMs: number; publicBaseUrl: string },
  db: Db,
  logger: Logger,
) {
  if (!config.inboundImapUrl) return { stop: async () => {} };
  const address = mailboxAddressOf(config.inboundImapUrl);
  const reading = repeatEvery(
    config.inboundPollMs,
    (stopping) => readMailbox(db, address, logger, { publicBaseUrl: config.publicBaseUrl, shouldStop: stopping }),
    logger,
    'Reading the mailbox failed',
  );
  const watch = watchMailbox(address, logger, () => reading.runSoon());
  return {
    async stop() {
      await watch.stop();
      await reading.stop();
    },
  };
}
