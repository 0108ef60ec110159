import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { repeatEvery } from '../background/repeat-every';
import type { Logger } from '../logger';

export interface RetentionSettings {
  /** Days an inquiry keeps the address it was sent from (needed only for the sending limits). */
  clientIpDays: number;
  /** Days a delivered mail keeps its bodies (the inquiry itself keeps what was asked). */
  mailBodyDays: number;
}

const BATCH = 1_000;
const HOUR_MS = 60 * 60 * 1000;

/** Repeats a bounded update until it touches fewer rows than a batch: no statement holds many row locks for long. */
async function inBatches(update: () => Promise<bigint>): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = Number(await update());
    total += changed;
    if (changed < BATCH) return total;
  }
}

/** Forgets what is past its retention period: inquiries' client addresses and delivered mails' bodies. */
export async function purgeExpiredPersonalData(db: Db, settings: RetentionSettings): Promise<{ clientIps: number; mailBodies: number }> {
  const clientIps = await inBatches(async () => {
    const result = await db
      .updateTable('inquiry')
      .set({ client_ip: null })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('inquiry')
          .select('id')
          .where('client_ip', 'is not', null)
          .where('created_at', '<', sql<Date>`now() - make_interval(days => ${settings.clientIpDays})`)
          .limit(BATCH),
      )
      .executeTakeFirst();
    return result.numUpdatedRows;
  });
  // The sending address kept beside an acknowledgement (for its daily limit) goes with the inquiry's.
  await inBatches(async () => {
    const result = await db
      .updateTable('email_outbox')
      .set({ sender_ip: null })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('email_outbox')
          .select('id')
          .where('sender_ip', 'is not', null)
          .where('created_at', '<', sql<Date>`now() - make_interval(days => ${settings.clientIpDays})`)
          .limit(BATCH),
      )
      .executeTakeFirst();
    return result.numUpdatedRows;
  });
  const mailBodies = await inBatches(async () => {
    const result = await db
      .updateTable('email_outbox')
      .set({ body_text: '', body_html: '', body_purged_at: sql<Date>`now()` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('email_outbox')
          .select('id')
          .where('status', '=', 'sent')
          .where('body_purged_at', 'is', null)
          .where('sent_at', '<', sql<Date>`now() - make_interval(days => ${settings.mailBodyDays})`)
          .limit(BATCH),
      )
      .executeTakeFirst();
    return result.numUpdatedRows;
  });
  return { clientIps, mailBodies };
}

/**
 * Runs the purge at start and then hourly in every web process (they may overlap: the updates are idempotent).
 * It runs whether or not a mail server is configured.
 */
export function startRetention(db: Db, settings: RetentionSettings, logger: Logger, intervalMs = HOUR_MS) {
  return repeatEvery(
    intervalMs,
    async () => {
      const purged = await purgeExpiredPersonalData(db, settings);
      if (purged.clientIps || purged.mailBodies) logger.info(purged, 'Personal data past its retention period purged');
    },
    logger,
    'Retention pass failed',
  );
}
