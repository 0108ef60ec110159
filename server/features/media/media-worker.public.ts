import { repeatEvery } from '../../background/repeat-every';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import type { MediaSettings } from './media-settings.public';
import { mediaStoreOf } from './media-store';
import { processWaitingMedia } from './media-worker';

// Published to the web process (a composition root), which makes the pictures' variants beside its other work.

/** Makes waiting pictures' variants now and every `pollMs` after, until stopped. */
export function startMediaWorker(db: Db, settings: MediaSettings, logger: Logger, now: () => Date = () => new Date()) {
  const store = mediaStoreOf(db, settings);
  return repeatEvery(
    settings.pollMs,
    async (stopping) => {
      const finished = await processWaitingMedia(db, store, logger, { now, shouldStop: stopping });
      if (finished) logger.info({ finished }, 'Pictures processed');
    },
    logger,
    'Picture processing pass failed',
  );
}
