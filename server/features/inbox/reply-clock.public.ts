import { repeatEvery } from '../../background/repeat-every';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import { type ReplyClockOptions, runReplyClockPass } from './reply-clock-worker';

// Published to the web process (a composition root), which runs the reply clock beside the outbox and the retention pass.

export const REPLY_CLOCK_INTERVAL_MS = 60_000;

/** Runs a reply clock pass now and every `intervalMs` after (a minute by default) until stopped. */
export function startReplyClock(db: Db, logger: Logger, options: ReplyClockOptions & { intervalMs?: number }) {
  return repeatEvery(
    options.intervalMs ?? REPLY_CLOCK_INTERVAL_MS,
    async (stopping) => {
      const pass = await runReplyClockPass(db, options, stopping);
      if (pass.dueTimesSet || pass.reminders || pass.overdue) logger.info(pass, 'Reply clock pass');
    },
    logger,
    'Reply clock pass failed',
  );
}
