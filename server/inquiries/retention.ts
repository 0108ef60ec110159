import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { repeatEvery } from '../background/repeat-every';
import type { Logger } from '../logger';

export interface RetentionSettings {
  /** Days an inquiry keeps the address it was sent from (needed only for the sending limits). */
  clientIpDays: number;
  /** Days a mail that will not be sent again (delivered, given up, or skipped) keeps its bodies. */
  mailBodyDays: number;
}

const BATCH = 1_000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Repeats a bounded update until it touches fewer rows than a batch, or a stop is asked: no statement holds many
 * row locks for long, and a stopping process waits for one batch at most.
 */
async function inBatches(update: () => Promise<bigint>, stopping: () => boolean): Promise<number> {
  let total = 0;
  while (!stopping()) {
    const changed = Number(await update());
    total += changed;
    if (changed < BATCH) break;
  }
  return total;
}

const olderThan = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

/**
 * Forgets what is past its retention period: inquiries' client addresses (and the copy beside their
 * acknowledgements), and the bodies of mails that will not be sent again. Every web process runs it; rows another
 * process is purging at the same moment are skipped, not waited for.
 */
export async function purgeExpiredPersonalData(
  db: Db,
  settings: RetentionSettings,
  stopping: () => boolean = () => false,
): Promise<{ clientIps: number; mailBodies: number }> {
  const clientIps = await inBatches(async () => {
    const result = await db
      .updateTable('inquiry')
      .set({ client_ip: null })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('inquiry')
          .select('id')
          .where('client_ip', 'is not', null)
          .where('created_at', '<', olderThan(settings.clientIpDays))
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return result.numUpdatedRows;
  }, stopping);
  await inBatches(async () => {
    const result = await db
      .updateTable('email_outbox')
      .set({ sender_ip: null })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('email_outbox')
          .select('id')
          .where('sender_ip', 'is not', null)
          .where('created_at', '<', olderThan(settings.clientIpDays))
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return result.numUpdatedRows;
  }, stopping);
  const mailBodies = await inBatches(async () => {
    const result = await db
      .updateTable('email_outbox')
      .set({ body_text: '', body_html: '', body_purged_at: sql<Date>`now()` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('email_outbox')
          .select('id')
          .where('body_purged_at', 'is', null)
          .where((w) =>
            w.or([
              w.and([w('status', '=', 'sent'), w('sent_at', '<', olderThan(settings.mailBodyDays))]),
              w.and([w('status', 'in', ['failed', 'skipped']), w('created_at', '<', olderThan(settings.mailBodyDays))]),
            ]),
          )
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return result.numUpdatedRows;
  }, stopping);
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
