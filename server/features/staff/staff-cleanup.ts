import { repeatEvery } from '../../background/repeat-every';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import { SESSION_IDLE_SECONDS } from './staff-api-guard';
import { deleteExpiredSessions } from './session.repository';
import { deleteDeadLinks } from './staff.repository';

// Sessions and one-time links that can never be used again are deleted: they are refused anyway (their limits are
// checked on every use), this only keeps the tables small. Links are kept a day after their end, for whoever
// looks into why one did not work.

const HOUR_MS = 60 * 60 * 1000;
const DEAD_LINKS_KEPT_MS = 24 * HOUR_MS;

export async function deleteUnusableSessionsAndLinks(db: Db, now: Date): Promise<{ sessions: number; links: number }> {
  const sessions = await deleteExpiredSessions(db, SESSION_IDLE_SECONDS, now);
  const links = await deleteDeadLinks(db, new Date(now.getTime() - DEAD_LINKS_KEPT_MS));
  return { sessions: Number(sessions[0]?.numDeletedRows ?? 0n), links };
}

/** At start, then hourly, in every web process (passes in several processes at once delete the same rows: harmless). */
export function startStaffCleanup(db: Db, logger: Logger, intervalMs = HOUR_MS) {
  return repeatEvery(
    intervalMs,
    async () => {
      const deleted = await deleteUnusableSessionsAndLinks(db, new Date());
      if (deleted.sessions || deleted.links) logger.debug(deleted, 'Expired staff sessions and links deleted');
    },
    logger,
    'Staff session clean-up failed',
  );
}
