import { Writable } from 'node:stream';
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ApiCaller } from '../../shared/contracts/define-endpoint';
import type { SubmitForm } from '../../shared/form-posts';
import type { ContentRevision } from '../db/content-revision';
import type { RouteContext } from '../../client/api/route-context';
import { Document } from '../../client/document';
import { PREVIEW_NOTICE } from '../../shared/content/preview';
import { siteLocaleOf, type SiteLocale } from '../../shared/i18n/locales';
import type { PageDefinition } from '../../client/routes/page-definition';
import { routes } from '../../client/routes';
import { preloadLayoutParts } from '../../client/routes/layout.route';
import { type CacheKind, errorKind, setCacheControl as setCachePolicy } from '../http/cache-policy';
import { answeredAsOutage } from '../http/database-outage';
import type { PageAssets } from './assets';
import { pageCatalogueKeys } from './page-chunks';
import { cachedPageOf, cachesMatchedPage, type HtmlCache, pageCacheKey, sendCachedPage } from './html-cache';
import { routerHydrationJson } from './router-hydration-data';
import { ENTRY_LOADER, entryLoaderModules } from './entry-loader';

const RENDER_TIMEOUT_MS = 10_000;

/** The definitions of the pages among the matched routes: each page route's handle is its definition. */
function matchedPages(matches: { route: { handle?: unknown } }[]): PageDefinition[] {
  return matches.flatMap(({ route }) => (route.handle ? [route.handle as PageDefinition] : []));
}

/** The kind of a rendered page's answer, from its status and the pages that made it. */
function pageKind(status: number, pages: PageDefinition[]): CacheKind {
  if (status >= 400) return errorKind(status);
  return pages.find((page) => page.answer)?.answer ?? 'page';
}

/**
 * A page only the holder of its link may see (PageDefinition.answer 'private', the buyer's page): no search engine
 * lists it and no request from it names its address (Referer). Set from the page the router matched, so it holds
 * however the address was spelled (in capitals, with escaped letters), as the router matches them all.
 */
function keepPrivate(res: ExpressResponse, pages: PageDefinition[]) {
  if (!pages.some((page) => page.answer === 'private')) return;
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  // Loaders only read the path and query: the visitor's Host header, which may not even parse, and the other
  // headers (copying them cost a page about 2 % of its CPU) are left out.
  const url = `http://localhost${req.originalUrl}`;
  if (req.method !== 'POST') return new Request(url, { method: 'GET', signal });
  // A form posted to the page, read by express.urlencoded: its page's action reads it again as form data.
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, unknown>))
    for (const each of Array.isArray(value) ? value : [value]) if (typeof each === 'string') form.append(name, each);
  return new Request(url, { method: 'POST', body: form, signal });
}

/** The page's own stylesheets and module preloads added to those of every page. */
function withRouteAssets(assets: PageAssets, routeIds: string[], locale: SiteLocale): PageAssets {
  const own = routeIds.flatMap((id) => (assets.routes?.[id] ? [assets.routes[id]] : []));
  const messages = routeIds.flatMap((id) => pageCatalogueKeys(locale, id)).flatMap((key) => assets.catalogues?.[key] ?? []);
  if (!own.length && !messages.length) return assets;
  return {
    ...assets,
    styles: [...new Set([...assets.styles, ...own.flatMap((route) => route.styles)])],
    preloads: [...new Set([...assets.preloads, ...own.flatMap((route) => route.preloads), ...messages])],
  };
}

/**
 * React writes a page in pieces of a few kB and calls `flush()` when a batch is complete: gathered here, each
 * batch leaves in one write instead of dozens (the compression middleware, when it is in the way, is flushed
 * the same way).
 */
function batchedWriter(res: ExpressResponse): Writable {
  let pending: Buffer[] = [];
  const send = () => {
    if (!pending.length) return;
    res.write(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
    (res as ExpressResponse & { flush?: () => void }).flush?.();
  };
  const writer = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      done();
    },
    final(done) {
      send();
      res.end();
      done();
    },
  });
  // React gives up on a page it cannot finish by destroying its destination: the visitor's connection goes too,
  // rather than waiting for an end that never comes.
  writer.on('error', (error) => res.destroy(error));
  return Object.assign(writer, { flush: send });
}

export interface PageRendererOptions {
  api: ApiCaller;
  baseUrl: string;
  assets: PageAssets;
  /** Rendered public pages cached in memory; without it every request renders. */
  cache?: HtmlCache;
  /** Asked when a page finds nothing: an item's old address answers with a 301 to its address now. */
  redirectFor?: OldAddressLookup;
  /** Hands a form posted to a page to its endpoint (the page's action), on behalf of that request. */
  submitForm?: (req: ExpressRequest) => SubmitForm;
  /**
   * A draft's preview, for one person's eyes: never stored by a browser, a CDN or the page cache, and not hydrated
   * (the browser would ask the public API, which does not know the draft, at an address that is no page of the site).
   */
  private?: boolean;
}

export type OldAddressLookup = (pathname: string, search: string) => Promise<string | null>;

/** What the application hands to whoever makes its page handler (production, development, tests). */
export interface PageServices {
  api: ApiCaller;
  revision: ContentRevision;
  redirectFor: OldAddressLookup;
  submitForm?: (req: ExpressRequest) => SubmitForm;
  /** A handler for previews of drafts: not cached, not hydrated (PageRendererOptions.private). */
  preview: boolean;
}

/** The whole of a rendered page, for the page cache. */
function wholeHtml(done: (html: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next();
    },
  });
  sink.on('finish', () => done(Buffer.concat(chunks)));
  return sink;
}

/**
 * The page handler: a cached page is sent as it is stored; any other page is rendered, its loaders run in-process
 * (`handler.query`, the one place they run), and sent once React has written all of it.
 */
export function createPageRenderer({
  api,
  baseUrl,
  assets,
  cache,
  redirectFor,
  submitForm,
  private: isPrivate = false,
}: PageRendererOptions): RequestHandler {
  // A posted form's page holds what its sender typed: nobody else's to keep.
  const setCacheControl = (res: ExpressResponse, kind: CacheKind) =>
    setCachePolicy(res, isPrivate ? 'staff' : res.req.method === 'POST' ? 'write' : kind);
  const handler = createStaticHandler(routes);
  /**
   * What the loaders and actions of this request are given: the catalogue API, in-process, the site's address,
   * and the hand-off of a form posted to the page.
   */
  const requestContextOf = (req: ExpressRequest): RouteContext => ({
    api,
    baseUrl,
    ...(submitForm ? { submitForm: submitForm(req) } : {}),
  });
  // The parts the browser loads after the first script are rendered in place like the rest of the page.
  const layoutPartsLoaded = preloadLayoutParts();

  return async (req, res) => {
    const cacheKey = cache && pageCacheKey(req);
    const cached = cache && cacheKey ? await cache.lookup(cacheKey) : undefined;
    if (cached?.page) {
      sendCachedPage(req, res, cached.page);
      return;
    }
    await layoutPartsLoaded;
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const result = await handler.query(toFetchRequest(req, controller.signal), { requestContext: requestContextOf(req) });

    if (result instanceof Response) {
      const location = result.headers.get('Location');
      if (location && result.status >= 300 && result.status < 400) {
        setCacheControl(res, 'redirect');
        res.redirect(result.status, location);
        return;
      }
      setCacheControl(res, pageKind(result.status, []));
      res.status(result.status).send(await result.text());
      return;
    }

    if (result.statusCode === 404 && redirectFor) {
      const url = new URL(req.originalUrl, 'http://site');
      // The not-found page is still the right response when the lookup fails.
      const location = await redirectFor(url.pathname, url.search).catch((error: unknown) => {
        req.log.warn({ err: error }, 'Old address lookup failed');
        return null;
      });
      if (location) {
        setCacheControl(res, 'redirect');
        res.redirect(301, location);
        return;
      }
    }
    const loaderErrors = Object.values(result.errors ?? {});
    // The database being away is temporary: 503 with Retry-After, so crawlers and CDNs come back instead of
    // dropping the page; the layout's error boundary tells the visitor to try again shortly.
    const unavailable = answeredAsOutage(req, res, loaderErrors);
    if (!unavailable && result.statusCode >= 500) {
      for (const error of loaderErrors) req.log.error({ err: error }, 'Page loader failed');
    }
    const router = createStaticRouter(handler.dataRoutes, result);
    const routeIds = result.matches.map((match) => match.route.id);
    const pages = matchedPages(result.matches);
    const locale = siteLocaleOf(result.matches[0]?.params.locale);
    const pageAssets = withRouteAssets(assets, routeIds, locale);
    let failed = false;
    let failedBeforeShell = false;
    let shellFailed = false;
    let clientGone = false;
    // A draft's preview is not hydrated: it carries no scripts and no router state.
    const stream = renderToPipeableStream(
      <Document
        // The language the layout route matched, whose catalogue the page is rendered with.
        lang={locale}
        assets={pageAssets}
        {...(isPrivate
          ? { notice: PREVIEW_NOTICE }
          : { hydrationData: routerHydrationJson(result), entryLoader: { script: ENTRY_LOADER, modules: entryLoaderModules(pageAssets) } })}
      >
        <HelmetProvider>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </HelmetProvider>
      </Document>,
      {
        // A part inside a Suspense boundary that is ready (the deferred parts are, their modules loaded before the
        // render) is written where it stands, however long the page: outlined after the shell, it would reach a
        // crawler or a visitor without JavaScript as hidden text moved into place by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          failedBeforeShell = failed;
        },
        // The loaders have run before the render, so the whole page is ready about when its shell is. Waiting for
        // all of it means a part whose code was still loading (the first render after a start) is written in place
        // too, never moved in later by an inline script, which the Content-Security-Policy would not run.
        onAllReady() {
          if (shellFailed) return;
          const status = unavailable ? 503 : failedBeforeShell ? 500 : result.statusCode;
          const storedUnder = cached?.revision;
          if (cacheKey && storedUnder !== undefined && !failed && status === 200 && cachesMatchedPage(pages)) {
            stream.pipe(
              wholeHtml((html) => {
                cachedPageOf(html).then(
                  (page) => {
                    cache!.store(cacheKey, storedUnder, page);
                    sendCachedPage(req, res, page);
                  },
                  (error: unknown) => {
                    req.log.error({ err: error }, 'Page could not be compressed for the page cache');
                    setCacheControl(res, pageKind(status, pages));
                    res.status(status).type('html').send(html);
                  },
                );
              }),
            );
            return;
          }
          // A part that failed is rendered by the browser: such a page is sent, and never stored by anyone.
          setCacheControl(res, failed ? 'failed' : pageKind(status, pages));
          keepPrivate(res, pages);
          res.status(status);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          stream.pipe(batchedWriter(res));
        },
        onShellError(error) {
          shellFailed = true;
          req.log.error({ err: error }, 'Page shell failed to render');
          setCacheControl(res, 'failed');
          res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
          res.send(
            '<!DOCTYPE html><html lang="en"><title>Error</title><p>Sorry, this page could not be shown. Please try again.</p></html>',
          );
        },
        onError(error) {
          failed = true;
          if (!clientGone) req.log.error({ err: error }, 'Page failed to render');
        },
      },
    );
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
    res.on('close', () => {
      clearTimeout(timer);
      // The visitor left before the page was complete: stop rendering it.
      if (!res.writableFinished) {
        clientGone = true;
        stream.abort();
      }
    });
  };
}
