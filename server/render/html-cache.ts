import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import type { PageDefinition } from '../../client/routes/page-definition';
import { isSort } from '../../shared/catalogue';
import { type ContentRevision, droppedOnChange } from '../db/content-revision';
import { setCacheControl } from '../http/cache-policy';

/**
 * A rendered page as constant bytes, the same for every visitor: its HTML and that HTML compressed once, when it is
 * stored, with brotli and with gzip at their best. A response is one of the three as it is; a CDN may keep it too.
 */
export interface CachedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
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
 * The cache key of a page request, or undefined when the request's URL is not one a page is cached under: only
 * the form the site links to (lower case, nothing percent-encoded) with no query but a valid sort, so the keys
 * are bounded by the pages that exist. Any other spelling is rendered and sent, just not cached.
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
 * Whether the pages that answered a request may be cached (decided after matching): each page's definition says
 * so (client/routes/<page>.page.ts).
 */
export function cachesMatchedPage(pages: PageDefinition[]): boolean {
  return pages.every((page) => page.cache === 'kept');
}

export function createHtmlCache({ revision, maxBytes, ttlMs = 300_000 }: HtmlCacheOptions): HtmlCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => 64 + page.html.byteLength + page.br.byteLength + page.gzip.byteLength,
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

/**
 * Brotli at quality 5 for a stored page: measured on the home page, a product page and a listing (150, 62 and 47 kB),
 * quality 5 takes 1.5–5 ms and sends 18.0, 9.7 and 8.4 kB; quality 9 saves 1 % more for ten times the time, and 11
 * saves 10 % for 60 to 100 times it (130 ms a product page), paid again for every page after each change of content.
 */
const STORED_BROTLI_QUALITY = 5;
const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/** A rendered page made ready to store: compressed once (off the main thread) and named by a hash of its HTML. */
export async function cachedPageOf(html: Buffer): Promise<CachedPage> {
  const [br, gzipped] = await Promise.all([
    compressWithBrotli(html, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      },
    }),
    compressWithGzip(html, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { html, br, gzip: gzipped, etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

/**
 * The page's encoding for this request: brotli when the browser takes it (every current browser does), else gzip,
 * else none. Preferred in that order, as browsers name them with equal weight and gzip first.
 */
function encodingFor(req: Request): 'br' | 'gzip' | undefined {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}

/** Sends a cached page as it is stored: a 304 when the browser's copy is current, else the encoding it takes. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage) {
  setCacheControl(res, 'page');
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = encodingFor(req);
  // The compression middleware leaves a response that already has an encoding alone.
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res
    .status(200)
    .type('html')
    .send(encoding ? page[encoding] : page.html);
}
