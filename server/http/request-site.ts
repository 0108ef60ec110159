import type { Request, RequestHandler } from 'express';
import { HttpError } from './http-error';

/**
 * Where a browser says a request comes from: `Sec-Fetch-Site` (every current browser) and, failing that, `Origin`
 * (on every POST). 'unknown' when no page sent it: a program, or the person themselves (`none`: the address bar,
 * a bookmark).
 */
export function requestSite(req: Request, publicOrigin: string): 'this' | 'foreign' | 'unknown' {
  const site = req.get('sec-fetch-site');
  if (site === 'none') return 'unknown';
  if (site !== undefined) return site === 'same-origin' ? 'this' : 'foreign';
  const origin = req.get('origin');
  if (origin === undefined) return 'unknown';
  return origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}` ? 'this' : 'foreign';
}

export const FOREIGN_FORM = 'This form can only be sent from this site’s own pages.';

/**
 * A form posted to a page from another site's page is refused: nobody's browser is made to send inquiries it
 * never saw (the JSON API is safe from that already, as a browser asks before posting JSON across sites).
 */
export function refuseForeignForms(publicOrigin: string): RequestHandler {
  const origin = new URL(publicOrigin).origin;
  return (req, _res, next) => {
    if (requestSite(req, origin) === 'foreign') throw new HttpError(403, FOREIGN_FORM);
    next();
  };
}
