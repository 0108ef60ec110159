import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import { repeatEvery } from '../../background/repeat-every';
import type { Logger } from '../../logger';
import type { RetentionSettings } from './retention-settings.public';

const BATCH = 1_000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Applies `change` to the rows of `table` that `due` selects, a batch at a time, until a batch is not full or a
 * stop is asked: no statement holds many row locks for long, and a stopping process waits for one batch at most.
 * Rows another process is changing at the same moment are skipped, not waited for. Returns the rows changed.
 */
async function inBatches(
  db: Db,
  table: 'inquiry' | 'email_outbox',
  change: RawBuilder<unknown>,
  due: RawBuilder<boolean>,
  stopping: () => boolean,
): Promise<number> {
  let total = 0;
  while (!stopping()) {
    const result = await sql`
      update ${sql.table(table)} set ${change}
      where id in (select id from ${sql.table(table)} where ${due} limit ${BATCH} for update skip locked)`.execute(db);
    const changed = Number(result.numAffectedRows ?? 0n);
    total += changed;
    if (changed < BATCH) break;
  }
  return total;
}

const olderThan = (column: string, days: number) => sql<boolean>`${sql.ref(column)} < now() - make_interval(days => ${days})`;

/**
 * Forgets what is past its retention period: inquiries' client addresses (and the copy beside their
 * acknowledgements), and the bodies of mails that will not be sent again. Every web process runs it.
 */
export async function purgeExpiredPersonalData(
  db: Db,
  settings: RetentionSettings,
  stopping: () => boolean = () => false,
): Promise<{ clientIps: number; mailBodies: number }> {
  const addressesDue = (column: string) =>
    sql<boolean>`${sql.ref(column)} is not null and ${olderThan('created_at', settings.clientIpDays)}`;
  const clientIps = await inBatches(db, 'inquiry', sql`client_ip = null`, addressesDue('client_ip'), stopping);
  await inBatches(db, 'email_outbox', sql`sender_ip = null`, addressesDue('sender_ip'), stopping);
  const mailBodies = await inBatches(
    db,
    'email_outbox',
    sql`body_text = '', body_html = '', body_purged_at = now()`,
    sql<boolean>`body_purged_at is null and (
      (status = 'sent' and ${olderThan('sent_at', settings.mailBodyDays)})
      or (status in ('failed', 'skipped') and ${olderThan('created_at', settings.mailBodyDays)}))`,
    stopping,
  );
  // A mail's files go with its body (those of mails sent went when they were sent).
  await db
    .deleteFrom('email_attachment')
    .where('outbox_id', 'in', (eb) => eb.selectFrom('email_outbox').select('id').where('body_purged_at', 'is not', null))
    .execute();
  return { clientIps, mailBodies };
}

/**
 * Runs the purge at start and then hourly in every web process (they may overlap: the updates are idempotent).
 * It runs whether or not a mail server is configured.
 */
export function startRetention(db: Db, settings: RetentionSettings, logger: Logger, intervalMs = HOUR_MS) {
  return repeatEvery(
    intervalMs,
    async (stopping) => {
      const purged = await purgeExpiredPersonalData(db, settings, stopping);
      if (purged.clientIps || purged.mailBodies) logger.info(purged, 'Personal data past its retention period purged');
    },
    logger,
    'Retention pass failed',
  );
}
