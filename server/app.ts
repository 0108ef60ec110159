import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { API_BASE } from '../shared/contracts/define-endpoint';
import { contentRoutes } from './features/content/content.routes';
import { previewingApi, previewRoute } from './features/content/content-preview.public';
import { PREVIEW_PREFIX } from '../shared/content/preview';
import { productCsvRoutes } from './features/content/product-csv.routes';
import { translationRoutes } from './features/translations/translation.routes';
import { redirectFor } from './features/content/path-redirects.public';
import { inboxRoutes } from './features/inbox/inbox.routes';
import { replyToolsRoutes } from './features/inbox/reply-tools.routes';
import { quoteRoutes } from './features/quotes/quote.routes';
import { buyerDataRoutes } from './features/privacy/buyer-data.routes';
import { BUYER_QUOTE_PREFIX } from '../shared/buyer-quote-address';
import { localizedHref, SITE_LOCALES, splitLocale } from '../shared/i18n/locales';
import { buildRobots } from './features/seo/sitemap';
import type { Config } from './config';
import type { Services, ServicesConfig } from './services';
import type { Lifecycle } from './http/lifecycle';
import type { DatabaseHandle } from './db/connect';
import { errorHandler, errorsAnsweredInJson } from './http/error-handler';
import { cacheControl, setCacheControl } from './http/cache-policy';
import { warnOfUntrustedForwarding } from './http/untrusted-forwarding';
import { notFound } from './http/http-error';
import { rejectNulInUrl, rejectUnstorableTextInBody } from './http/unstorable-text';
import { securityHeaders } from './http/security-headers';
import { refuseForeignForms } from './http/request-site';
import { ENTRY_LOADER } from './render/entry-loader';
import { requestLog } from './http/request-log';
import { builtAssets } from './http/built-assets';
import { topLevelFiles } from './http/top-level-files';
import type { PageServices } from './render/render-page';
import { PAGE_LIST } from '../client/page-registry';
import type { Logger } from './logger';
import { videoPosters } from './features/videos/video-posters';
import { VIDEO_POSTER_PREFIX } from '../shared/video-tiles';
import { ADMIN_BASE, STAFF_API_PREFIX } from '../shared/staff/addresses';
import { contractRouter, type ContractHandlers } from './http/mount-contract';
import { principalOf } from './http/principal';
import { productCsvApi } from '../shared/contracts/product-csv';
import { sessionCookie, staffApiGuard } from './features/staff/staff-api-guard';
import { staffRoutes } from './features/staff/staff.routes';
import { ADMIN_ASSETS_FOLDER, type AdminAssets, adminShell } from './render/admin-shell';
import { mediaRoutes } from './features/media/media.routes';
import { cataloguePdfRoutes } from './features/catalogue-pdf/catalogue-pdf.routes';
import { mediaVariants } from './features/media/media-serving';
import { DOCUMENT_PREFIX } from '../shared/certificates';
import { documentFiles } from './features/documents/document-serving';
import { documentsRoutes } from './features/documents/documents.routes';

export interface AppOptions {
  config: ServicesConfig & Pick<Config, 'mediaDir' | 'env'> & Partial<Pick<Config, 'trustProxy' | 'forceHttps'>>;
  database: DatabaseHandle;
  /** Every service, built by createServices on the same database. */
  services: Services;
  logger: Logger;
  /**
   * Makes the page handler from the catalogue (omitted in API-only tests); `preview: true` asks for one without the
   * page cache (previews of drafts).
   */
  renderPages?: (services: PageServices) => RequestHandler;
  /** Built browser assets (production); in development Vite serves them. */
  clientDir?: string;
  lifecycle?: Lifecycle;
  /** Development only: Vite's middlewares, which serve the source modules and hot updates. */
  devMiddleware?: RequestHandler;
  /** The back office's bundle; without it /admin is not served (API-only tests). */
  adminAssets?: AdminAssets;
  /** The back office's build (production); its files are served under /admin-assets. */
  adminDir?: string;
}

const JSON_BODY_LIMIT = '32kb';
/** Staff send whole product descriptions and galleries. */
const STAFF_JSON_BODY_LIMIT = '512kb';
/** A product CSV of PRODUCT_CSV_MAX_CHARS characters, as a JSON string: accented letters and escapes make it longer. */
const PRODUCT_IMPORT_BODY_LIMIT = '16mb';
/** A fast gzip level halves its cost against the default 6 for about 8 % more bytes. */
const STREAMED_GZIP_LEVEL = 3;
/**
 * Brotli, which browsers ask for (docs/decisions/018-streamed-compression.md): quality 0, brotli's one-pass
 * encoder, which compresses a page in half the CPU of quality 2 or of gzip 3, for about 7 % more bytes than
 * quality 2 (3 % more than gzip 3), with a 256 kB window instead of the library's 4 MB: a page is smaller
 * than the window, and each response's encoder no longer takes megabytes of memory, whose release cost a full
 * garbage collection every few requests.
 */
const STREAMED_BROTLI = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 0, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 },
};
/**
 * The address patterns of the pages that take a form posted to them (Express reads React Router's `:name`), in
 * every language of the site.
 */
const FORM_PAGE_PATTERNS = PAGE_LIST.filter((page) => page.form).flatMap((page) =>
  SITE_LOCALES.map((locale) => localizedHref(locale, page.pattern)),
);
/** A buyer's own page, in every language of the site. */
const BUYER_QUOTE_PATTERNS = SITE_LOCALES.map((locale) => localizedHref(locale, `${BUYER_QUOTE_PREFIX}/{*token}`));

/** An address under a folder of files (/media, /video-posters) that names none: a 404 asked again next time. */
const noSuchFile: RequestHandler = (_req, res) => {
  setCacheControl(res, 'notFound');
  res.sendStatus(404);
};

/** Search engines never list the back office or its API, even if a link to them leaks. */
const noIndex: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  next();
};

/**
 * A buyer's own inquiry, opened with its secret link: kept by nobody, indexed by nobody (its page is too). The
 * router matches its address in any letter case, so this does too.
 */
const buyersOwnAnswers: RequestHandler = (req, res, next) => {
  if (!splitLocale(req.path.toLowerCase()).href.startsWith(`${BUYER_QUOTE_PREFIX}/`)) return next();
  setCacheControl(res, 'private');
  noIndex(req, res, next);
};

/** The whole HTTP application. It never listens: server/http/serve.ts and the tests do. */
export function createApp({
  config,
  database,
  logger,
  renderPages,
  clientDir,
  devMiddleware,
  lifecycle = { shuttingDown: false },
  adminAssets,
  adminDir,
  services,
}: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ?? 'loopback');

  app.use(requestLog(logger));
  // While shutting down, a request that arrives on a kept-alive connection is still answered, then that
  // connection is closed: busy clients cannot keep a stopping server alive.
  app.use((_req, res, next) => {
    if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  app.use(warnOfUntrustedForwarding());
  // The one script a page runs inline is the loader that starts its modules, the same text on every page.
  app.use(securityHeaders({ strict: !devMiddleware, inlineScripts: [ENTRY_LOADER] }));
  // Every answer says how long it may be kept (server/http/cache-policy.ts); until its handler names its kind,
  // it is kept by nobody.
  app.use(cacheControl('undeclared'));
  app.use(rejectNulInUrl);

  const { baseUrl, revision, mediaStore, mediaCacheDir, videoSettings, publicApi, clock } = services;
  const pages = renderPages?.({
    api: publicApi.call,
    revision,
    redirectFor: (pathname, search) => redirectFor(database.db, pathname, search),
    submitForm: publicApi.submitForm,
    preview: false,
  });

  app.get('/healthz', cacheControl('health'), (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', cacheControl('health'), async (req, res) => {
    if (lifecycle.shuttingDown) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    try {
      await database.ping();
      res.json({ status: 'ready', database: database.kind });
    } catch (error) {
      req.log.warn({ err: error }, 'Database is not reachable');
      res.status(503).json({ status: 'database unreachable' });
    }
  });

  // Health checks stay on plain HTTP for the load balancer; everything else moves to the https address.
  if (config.forceHttps && config.publicBaseUrl) {
    const httpsBase = config.publicBaseUrl;
    app.use((req, res, next) => {
      if (req.secure) next();
      else {
        setCacheControl(res, 'httpsRedirect');
        // 308: permanent, and a POST stays a POST.
        res.redirect(308, `${httpsBase}${req.originalUrl}`);
      }
    });
  }

  // A response is compressed here as it is sent (see STREAMED_GZIP_LEVEL and STREAMED_BROTLI) unless it already has
  // an encoding: cached pages, compressed once when stored, and the built files, compressed at build time.
  app.use(compression({ level: STREAMED_GZIP_LEVEL, brotli: STREAMED_BROTLI }));

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    app.use('/assets', builtAssets(path.join(clientDir, 'assets')));
    if (adminDir) app.use(`/${ADMIN_ASSETS_FOLDER}`, builtAssets(path.join(adminDir, ADMIN_ASSETS_FOLDER)));
    app.use(topLevelFiles(clientDir));
  }
  // The picture library's variants (/media/<content hash>/<width>.webp); any other address there is no picture.
  app.use('/media', mediaVariants(mediaStore, mediaCacheDir), noSuchFile);
  // Certificates' scans (PDFs and pictures), by content hash.
  app.use(DOCUMENT_PREFIX, documentFiles(database.db, mediaStore), noSuchFile);

  // The video platform's pictures of the videos shown, fetched by the server (the pages' CSP allows no other origin).
  app.use(
    VIDEO_POSTER_PREFIX,
    videoPosters(
      database.db,
      {
        baseUrl: videoSettings.posterBaseUrl,
        timeoutMs: videoSettings.timeoutMs,
        cacheDir: videoSettings.posterCacheDir ?? path.join(config.mediaDir, '..', 'video-posters'),
        ...(videoSettings.now ? { now: videoSettings.now } : {}),
      },
      logger,
    ),
    noSuchFile,
  );

  app.use(API_BASE, errorsAnsweredInJson);

  // The staff API: its own guard (who is asking; state changes only from the back office's pages), its own
  // cache policy (kept by nobody), and each endpoint's roles checked by the contract router.
  const staffCookie = sessionCookie(config.env === 'production' || baseUrl.startsWith('https://'));
  const staffServices: ContractHandlers[] = [
    staffRoutes({ db: database.db, staff: services.staff, tokens: services.apiTokens, cookie: staffCookie }),
    inboxRoutes(services.inbox),
    replyToolsRoutes(services.replyTools, services.messageTranslation),
    quoteRoutes(services.quotes),
    mediaRoutes(services.media),
    // Before the content editors: their `/staff/content/:type/:id` would otherwise take the export's and the
    // import's addresses for an item's.
    productCsvRoutes(services.productCsv),
    contentRoutes(services.content),
    translationRoutes(services),
    buyerDataRoutes(services.buyerData),
    documentsRoutes(services.documents),
  ];
  app.use(
    `${API_BASE}${STAFF_API_PREFIX}`,
    cacheControl('staff'),
    noIndex,
    staffApiGuard(database.db, { cookie: staffCookie, publicOrigin: baseUrl, now: clock }),
  );
  // The product import's file is larger than any form: read so far only for the staff its contract admits.
  const productImportBody = express.json({ limit: PRODUCT_IMPORT_BODY_LIMIT });
  app.use(`${API_BASE}${productCsvApi.importCsv.path}`, (req, res, next) => {
    const principal = principalOf(req);
    if (req.method === 'POST' && principal && (productCsvApi.importCsv.access as readonly string[]).includes(principal.role))
      productImportBody(req, res, next);
    else next();
  });
  app.use(`${API_BASE}${STAFF_API_PREFIX}`, express.json({ limit: STAFF_JSON_BODY_LIMIT }), rejectUnstorableTextInBody);
  // The staff contracts' paths include STAFF_API_PREFIX ('/staff/inquiries'), as the browser's client builds them
  // under API_BASE: their router is mounted there, reached only through the door above.
  app.use(API_BASE, contractRouter(staffServices, { behindStaffDoor: true }));
  app.use(`${API_BASE}${STAFF_API_PREFIX}`, () => {
    throw notFound('Unknown API endpoint');
  });
  app.use(
    API_BASE,
    cacheControl('apiRead'),
    buyersOwnAnswers,
    express.json({ limit: JSON_BODY_LIMIT }),
    rejectUnstorableTextInBody,
    publicApi.router,
  );
  app.use(API_BASE, () => {
    throw notFound('Unknown API endpoint');
  });

  if (adminAssets) app.get([ADMIN_BASE, `${ADMIN_BASE}/{*splat}`], adminShell(adminAssets));

  app.use(cataloguePdfRoutes(services.cataloguePdfs, (pathname) => redirectFor(database.db, pathname)));

  app.get('/robots.txt', cacheControl('crawlerFile'), (_req, res) => {
    res.type('text/plain').send(buildRobots(baseUrl));
  });
  app.get('/sitemap.xml', cacheControl('crawlerFile'), async (_req, res) => {
    res.type('application/xml').send(await services.sitemap());
  });

  // A draft as the site will show it, to whoever has its preview link: rendered without the page cache.
  const previewPages = renderPages?.({ api: previewingApi(publicApi.call), revision, redirectFor: async () => null, preview: true });
  if (previewPages)
    app.get(`${PREVIEW_PREFIX}:token`, cacheControl('staff'), previewRoute(database.db, publicApi.call, previewPages, clock));

  // The buyer's page: its address is its key, so no request from it names that address to anyone (Referer).
  app.get(BUYER_QUOTE_PATTERNS, noIndex, (_req, res, next) => {
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  if (pages) {
    // Forms posted by the browser itself (before the page's scripts run, or without JavaScript) to the page they
    // are on; the page's action hands them to the same endpoint as the app's JSON request.
    if (FORM_PAGE_PATTERNS.length)
      app.post(
        FORM_PAGE_PATTERNS,
        refuseForeignForms(baseUrl),
        express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }),
        rejectUnstorableTextInBody,
        pages,
      );
    app.get('/{*splat}', pages);
  }
  app.use(errorHandler);

  return app;
}
