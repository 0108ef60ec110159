import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import type { PageDefinition } from '../../client/routes/page-definition';
import { isSort } from '../../shared/catalogue';
import { type ContentRevision, droppedOnChange } from '../db/content-revision';
import { setCacheControl } from '../http/cache-policy';
import { fillHoles, type GzipWithHoles, gzipWithHoles } from './gzip-with-holes';

/** A rendered page, cut where its CSP nonce was so every response can carry a fresh one; kept encoded. */
export interface CachedPage {
  parts: Buffer[];
  /** The same page gzipped once, with room for the nonce (undefined for a page without one). */
  gzip?: GzipWithHoles;
  etag: string;
}

export interface HtmlCacheOptions {
  /** The published-content revision; when it moves, every cached page is dropped. */
  revision: ContentRevision;
  maxBytes: number;
  /** A page is rendered again after this time even if nothing changed. */
  ttlMs?: number;
}

export interface HtmlCache {
  /** The page, or undefined with the revision a new render must be stored under (undefined: do not store). */
  lookup(key: string): Promise<{ page?: CachedPage; revision?: string }>;
  store(key: string, revision: string, page: CachedPage): void;
}

// Files and the API are never pages: their requests skip the cache, and never wait for the content revision.
const NOT_PAGES = new RegExp(`^(/assets/|/media/|${API_BASE}/)|\\.[a-z0-9]+$`);

/**
 * The cache key of a page request, or undefined when the request's URL is not one a page is kept under: only
 * the form the site links to (lower case, nothing percent-encoded) with no query but a valid sort, so the keys
 * are bounded by the pages that exist. Any other spelling is rendered and answered, just not kept.
 */
export function pageCacheKey(req: Request): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const { path } = req;
  if (path !== path.toLowerCase() || path.includes('%') || NOT_PAGES.test(path)) return undefined;
  const query = Object.keys(req.query);
  if (query.length === 0) return path;
  const { sort } = req.query;
  return query.length === 1 && isSort(sort) && sort !== '' ? `${path}?sort=${sort}` : undefined;
}

/**
 * Whether the pages that answered a request may be kept (decided after matching): each page's definition says
 * so (client/routes/<page>.page.ts).
 */
export function keepsMatchedPage(pages: PageDefinition[]): boolean {
  return pages.every((page) => page.cache === 'kept');
}

export function createHtmlCache({ revision, maxBytes, ttlMs = 300_000 }: HtmlCacheOptions): HtmlCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.parts.reduce((bytes, part) => bytes + part.byteLength, 64 + (page.gzip?.template.length ?? 0)),
    ttl: ttlMs,
  });
  const content = droppedOnChange(revision, () => pages.clear());

  return {
    async lookup(key) {
      const known = await content.current();
      // Without the database nothing is known to be current: pages are rendered (and fail) as without a cache.
      if (known === undefined) return {};
      const page = pages.get(key);
      return page ? { page } : { revision: known };
    },
    store(key, renderedAt, page) {
      // Rendered from content that has changed since: the next request renders it again.
      if (renderedAt === content.latest()) pages.set(key, page);
    },
  };
}

/** A page as rendered for one response, with that response's nonce taken out. */
export function cachedPageOf(html: string, nonce: string): CachedPage {
  const parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part, 'utf8'));
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  const gzip = nonce && parts.length > 1 ? gzipWithHoles(parts, Buffer.byteLength(nonce)) : undefined;
  return { parts, gzip, etag: `W/"${hash.digest('base64url').slice(0, 27)}"` };
}

/** The page's bytes with this response's nonce put back. */
export function pageBody(page: CachedPage, nonce: string): Buffer {
  const between = Buffer.from(nonce, 'utf8');
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [between, part])));
}

/** Answers from the cache: a 304 when the browser's copy is current, else the page with this response's nonce. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, nonce: string) {
  setCacheControl(res, 'page');
  res.setHeader('ETag', page.etag);
  if (req.fresh) {
    // The browser keeps the policy it stored with the page, whose nonce matches the page it has; a new policy
    // here would carry a nonce that page does not have.
    res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  res.status(200).type('html').setHeader('Vary', 'Accept-Encoding');
  const nonceBytes = Buffer.from(nonce, 'utf8');
  // Compressed once when kept; the compression middleware leaves an answer that already has an encoding alone.
  if (page.gzip && nonceBytes.length === page.gzip.holeLength && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(fillHoles(page.gzip, nonceBytes));
    return;
  }
  res.send(pageBody(page, nonce));
}
