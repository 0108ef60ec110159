import { repeatEvery } from '../../background/repeat-every';
import type { Logger } from '../../logger';
import { systemActor } from '../audit/audit-trail.public';
import { SCHEDULED_PUBLISHING_INTERVAL_MS } from '../content/scheduled-publishing.public';
import type { TranslationScheduling } from './translation-scheduling';

// Published to the web process, which publishes scheduled translation drafts when their time comes, beside (and as
// often as) the scheduled publishing of the source. Every web process runs it; each translation is locked while it
// is published, so it is published once.

export function startScheduledTranslationPublishing(
  scheduling: TranslationScheduling,
  logger: Logger,
  intervalMs = SCHEDULED_PUBLISHING_INTERVAL_MS,
) {
  return repeatEvery(
    intervalMs,
    async () => {
      const published = await scheduling.publishDue({ principal: systemActor('scheduled publishing'), ip: null });
      if (published) logger.info({ published }, 'Scheduled translations published');
    },
    logger,
    'Scheduled publishing of translations failed',
  );
}
