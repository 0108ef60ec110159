import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';

// A public answer whose content changes with the catalogue: browsers ask again on every use (a 304 when the page
// is kept and its ETag matches); a CDN may serve it for a minute, and a stale copy for five more while it fetches
// the next. A change of content reaches every visitor within the minute.
const SHARED_FOR_A_MINUTE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
// Stored by nobody: nothing in it may be served to anyone else, or later.
const NOT_STORED = 'no-store';
// A cache may keep it but must ask the server before each use; without a validator that means asking anew.
const ASKED_EACH_TIME = 'no-cache';
const AN_HOUR = 'public, max-age=3600';

/**
 * The Cache-Control of every kind of answer the server gives. Each response names its kind, so no browser or
 * CDN falls back on a default of its own (often a day) for an answer nobody meant to be kept.
 */
export const CACHE_CONTROL = {
  /** Scripts and stylesheets of the build: their names change with their content. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Files at the top of the build (favicon.svg…): their names stay from one release to the next. */
  topLevelFile: AN_HOUR,
  /** The picture library's variants: their addresses hold the original's content hash, so they never change. */
  mediaVariant: 'public, max-age=31536000, immutable',
  /**
   * A video's poster (/video-posters/…): the platform's picture, which its channel may change; a day old is fine,
   * and a CDN may serve the old one for a week while it fetches the new.
   */
  videoPoster: 'public, max-age=86400, stale-while-revalidate=604800',
  /** robots.txt and sitemap.xml: crawlers read them seldom, and a sitemap an hour old still lists every page. */
  crawlerFile: AN_HOUR,
  /**
   * The PDF catalogue and the line sheets: made from the content as the pages are, and kept as fresh: a browser
   * asks again on each use (a 304 while its ETag holds), a CDN keeps it a minute.
   */
  catalogueFile: SHARED_FOR_A_MINUTE,
  /** A public page, kept in memory or rendered for this request: the same page either way. */
  page: SHARED_FOR_A_MINUTE,
  /**
   * The product videos page: another site's answer, which the video service keeps for VIDEO_CACHE_SECONDS;
   * a CDN's minute adds little to that.
   */
  videosPage: SHARED_FOR_A_MINUTE,
  /** Search results: built from whatever a visitor typed, so a cache keyed by them would fill with misses. */
  searchPage: ASKED_EACH_TIME,
  /**
   * A buyer's own page of an inquiry and its API answer (`/quote/<token>`): one person's, opened with a secret
   * link, never to be kept by a browser's disk cache or anything between it and the server.
   */
  private: NOT_STORED,
  /** The API's public JSON (GET): what the pages are made of, as fresh as the pages. */
  apiRead: SHARED_FOR_A_MINUTE,
  /**
   * A page's redirect (the list addresses to their first page, unknown paths to /not-found). Repeating it costs
   * the server nothing, and the catch-all also answers addresses a newer release serves (a new build's script
   * asked of an older server during a deploy): a CDN keeping that answer would keep the file missing.
   */
  redirect: ASKED_EACH_TIME,
  /**
   * FORCE_HTTPS's 308: it depends on how the request arrived, which a cache's key may not include; kept, it
   * would send https visitors round in a loop.
   */
  httpsRedirect: NOT_STORED,
  /** 404: asked again, so a product published a moment later is found at once. */
  notFound: ASKED_EACH_TIME,
  /** 503 with Retry-After while the database is away: the next request may well succeed. */
  unavailable: NOT_STORED,
  /** Any other refusal (400, 413, 429…): about this request alone. */
  refused: NOT_STORED,
  /** 500. */
  failed: NOT_STORED,
  /**
   * The answer to a POST (or any method but GET and HEAD), whatever it is: inquiries, their replays, the
   * catalogue's searches. It depends on what this caller sent.
   */
  write: NOT_STORED,
  /**
   * The back office's pages and the staff API: one person's view of the company's inquiries and accounts, never
   * to be kept by a browser's disk cache or anything between it and the server.
   */
  staff: NOT_STORED,
  /** /healthz and /readyz: the state of this process at this moment. */
  health: NOT_STORED,
  /** What a response says until its handler names its kind: the safe side for any answer that forgets to. */
  undeclared: NOT_STORED,
} as const;

export type CacheKind = keyof typeof CACHE_CONTROL;

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

/** Names the kind of this answer; an answer to anything but a GET or HEAD is `write` whatever else it is. */
export function setCacheControl(res: ServerResponse, kind: CacheKind): void {
  res.setHeader('Cache-Control', CACHE_CONTROL[isRead(res.req.method) ? kind : 'write']);
}

/** A middleware that names the kind of every answer after it, until a handler names another. */
export const cacheControl =
  (kind: CacheKind): RequestHandler =>
  (_req, res, next) => {
    setCacheControl(res, kind);
    next();
  };

/** The kind of an error answer, from its status. */
export function errorKind(status: number): CacheKind {
  if (status === 404) return 'notFound';
  if (status === 503) return 'unavailable';
  return status < 500 ? 'refused' : 'failed';
}

/** Sets an error's status and the Cache-Control that goes with it. */
export function errorStatus(res: Response, status: number): Response {
  setCacheControl(res, errorKind(status));
  return res.status(status);
}
