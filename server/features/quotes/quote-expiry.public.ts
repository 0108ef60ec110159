import { repeatEvery } from '../../background/repeat-every';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import { type QuoteExpiryOptions, runQuoteExpiryPass } from './quote-expiry';

// Published to the web process (a composition root), which expires unanswered quotes beside the reply clock.

/** Validity is a whole day: a few minutes after midnight is soon enough for a quote to be lost. */
export const QUOTE_EXPIRY_INTERVAL_MS = 5 * 60_000;

/** Runs a quote expiry pass now and every `intervalMs` after until stopped. */
export function startQuoteExpiry(db: Db, logger: Logger, options: QuoteExpiryOptions & { intervalMs?: number }) {
  return repeatEvery(
    options.intervalMs ?? QUOTE_EXPIRY_INTERVAL_MS,
    async (stopping) => {
      const expired = await runQuoteExpiryPass(db, options, stopping);
      if (expired) logger.info({ expired }, 'Unanswered quotes expired');
    },
    logger,
    'Quote expiry pass failed',
  );
}
