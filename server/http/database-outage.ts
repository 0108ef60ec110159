import type { Request, Response } from 'express';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability';
import { errorStatus } from './cache-policy';

/**
 * The one place a database outage becomes an answer, for pages and API alike: when one of `errors` says the
 * database cannot be reached, the answer gets 503 and Retry-After (crawlers and CDNs come back rather than drop the
 * page), the outage is logged as a warning (it is not a bug), and true is returned; the caller writes the body.
 */
export function answeredAsOutage(req: Request, res: Response, errors: readonly unknown[]): boolean {
  const outage = errors.find((error) => isDatabaseUnavailable(error));
  if (outage === undefined) return false;
  req.log.warn({ err: outage }, 'Database unavailable');
  if (!res.headersSent) errorStatus(res, 503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  return true;
}
