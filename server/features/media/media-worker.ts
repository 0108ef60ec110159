import type { MediaFormat } from '../../../shared/media';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import { type ClaimedMedia, claimNextMedia, countVariantMade, failMediaAttempt, finishMedia } from './media.repository';
import { type MediaStore, originalKey, variantKey } from './media-store';

// Makes the variants of uploaded pictures in the background, one picture at a time per process. The picture's row
// is the job: claimed under a lease with `for update skip locked`, so several web processes never make the same
// picture at once; a failed attempt is tried again later (30 s, 2 min, 8 min, 32 min), and after MEDIA_MAX_ATTEMPTS
// the picture is 'failed' until an editor asks for a retry.

export const MEDIA_MAX_ATTEMPTS = 5;
/** Far longer than the largest picture takes on one core; a worker that dies leaves its picture for this long. */
export const MEDIA_LEASE_SECONDS = 600;
export const mediaRetryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 4 ** (attempts - 1));

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

export interface MediaPassOptions {
  /** The time as the job reads it (tests move it instead of waiting out the back-off). */
  now: () => Date;
  shouldStop?: () => boolean;
}

class LeaseLost extends Error {}

async function makeVariantsOf(db: Db, store: MediaStore, job: ClaimedMedia): Promise<void> {
  const original = await store.get(originalKey(job.content_hash));
  if (!original) throw new Error('The original file is missing from the media store');
  const { makeVariants } = await import('./media-images');
  await makeVariants(original, job.format as MediaFormat, job.variant_widths, async (file) => {
    await store.put(variantKey(job.content_hash, file.width, file.format), file.bytes, CONTENT_TYPES[file.format]);
    if (!(await countVariantMade(db, job))) throw new LeaseLost();
  });
}

/** Makes every waiting picture's variants until none waits (or a stop is asked); answers how many were finished. */
export async function processWaitingMedia(db: Db, store: MediaStore, logger: Logger, options: MediaPassOptions): Promise<number> {
  let finished = 0;
  while (!options.shouldStop?.()) {
    const job = await claimNextMedia(db, options.now(), MEDIA_LEASE_SECONDS);
    if (!job) break;
    try {
      await makeVariantsOf(db, store, job);
      await finishMedia(db, job, options.now());
      finished++;
    } catch (error) {
      if (error instanceof LeaseLost) {
        logger.warn({ mediaId: job.id }, 'A picture took longer than its lease, or was deleted: left to its new state');
        continue;
      }
      const giveUp = job.attempts >= MEDIA_MAX_ATTEMPTS;
      const now = options.now();
      const retryAt = new Date(now.getTime() + mediaRetryDelaySeconds(job.attempts) * 1000);
      await failMediaAttempt(db, job, error instanceof Error ? error.message : String(error), retryAt, giveUp, now);
      logger[giveUp ? 'error' : 'warn'](
        { mediaId: job.id, attempts: job.attempts, err: error },
        giveUp ? 'A picture’s variants could not be made: gave up' : 'A picture’s variants could not be made: will retry',
      );
    }
  }
  return finished;
}
