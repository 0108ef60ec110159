import { repeatEvery } from '../../background/repeat-every';
import { systemActor } from '../audit/audit-trail.public';
import type { ContentService } from './content.service';
import { CONTENT_SERVICE_MESSAGES } from './content-rules';
import type { Logger } from '../../logger';

// Published to the web process, which publishes scheduled drafts when their time comes. Every web process runs it;
// each draft is locked while it is published, so it is published once.

export const SCHEDULED_PUBLISHING_INTERVAL_MS = 15_000;

/** The words scheduling refuses with, for whatever else is scheduled as drafts are (translations): said once. */
export const SCHEDULING_MESSAGES = {
  publishAtPast: CONTENT_SERVICE_MESSAGES.publishAtPast,
};

export function startScheduledPublishing(content: ContentService, logger: Logger, intervalMs = SCHEDULED_PUBLISHING_INTERVAL_MS) {
  return repeatEvery(
    intervalMs,
    async () => {
      const published = await content.publishDue({ principal: systemActor('scheduled publishing'), ip: null });
      if (published) logger.info({ published }, 'Scheduled drafts published');
    },
    logger,
    'Scheduled publishing failed',
  );
}
