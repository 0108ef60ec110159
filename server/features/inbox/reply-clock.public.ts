import { repeatEvery } from '../../background/repeat-every';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import { type ClockPass, type ReplyClockOptions, runReplyClockPass } from './reply-clock-worker';

// Published to the web process (a composition root), which runs the reply clock beside the outbox and the retention pass.

export const REPLY_CLOCK_INTERVAL_MS = 60_000;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a pass did, in words: the line a person reads on the terminal (the counts are also fields of the JSON line). */
function replyClockSummary(pass: ClockPass): string {
  return `Reply clock: ${[
    counted(pass.dueTimesSet, 'reply due time set', 'reply due times set'),
    counted(pass.reminders, 'reminder', 'reminders'),
    counted(pass.overdue, 'overdue notice', 'overdue notices'),
    counted(pass.followUps, 'quote follow-up', 'quote follow-ups'),
  ].join(', ')}`;
}

/** Runs a reply clock pass now and every `intervalMs` after (a minute by default) until stopped. */
export function startReplyClock(db: Db, logger: Logger, options: ReplyClockOptions & { intervalMs?: number }) {
  return repeatEvery(
    options.intervalMs ?? REPLY_CLOCK_INTERVAL_MS,
    async (stopping) => {
      const pass = await runReplyClockPass(db, options, stopping);
      if (pass.dueTimesSet || pass.reminders || pass.overdue || pass.followUps) logger.info(pass, replyClockSummary(pass));
    },
    logger,
    'Reply clock pass failed',
  );
}
