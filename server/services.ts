import path from 'node:path';
import type { Config } from './config';
import { DEFAULT_CATALOGUE_CACHE_MB, DEFAULT_DATA_DIR } from './config';
import type { Db } from './db/connect';
import { watchContentRevision } from './db/content-revision';
import { readContentRevision } from './db/content-revision.repository';
import { cachePerRevision } from './db/revision-cache';
import type { Logger } from './logger';
import { type AfterResponseWork, afterResponseWork } from './background/after-response';
import { replyAddresses } from './mail/inbound/inbound-worker';
import { certificateValidityOn } from './features/certificates/certificate-validity.public';
import { createCataloguePdfService } from './features/catalogue-pdf/catalogue-pdf.service';
import { createContentService } from './features/content/content.service';
import { libraryPicture, type PictureFinder } from './features/content/content-values';
import { createProductCsvService } from './features/content/product-csv.service';
import { createTranslationService } from './features/translations/translation.service';
import { createTranslationFiles } from './features/translations/translation-xliff';
import { createTranslationScheduling } from './features/translations/translation-scheduling';
import { createTranslationHistory } from './features/translations/translation-history';
import { createMachineDrafts } from './features/translations/translation-machine-drafts';
import { createMachineTranslator } from './features/machine-translation/machine-translator.public';
import { createMessageTranslation } from './features/inbox/message-translation';
import { createDocumentsService } from './features/documents/documents.service';
import { createInboxService } from './features/inbox/inbox.service';
import { createReplyToolsService } from './features/inbox/reply-tools.service';
import { createInquiryService } from './features/inquiries/inquiry.service';
import { DEFAULT_RETENTION } from './features/inquiries/retention-settings.public';
import { variantBytes } from './features/media/media-files.public';
import { forgetCachedVariants } from './features/media/media-serving';
import { createMediaService } from './features/media/media.service';
import { mediaStoreOf } from './features/media/media-store';
import { createBuyerDataService } from './features/privacy/buyer-data.service';
import { createPublicApi } from './features/public-api';
import { createCatalogueService } from './features/catalogue/catalogue.service';
import { createCompanyService } from './features/company/company.service';
import { createSearchService } from './features/search/search.service';
import { createCertificatesService } from './features/certificates/certificates.service';
import { createBuyerQuoteService } from './features/quotes/buyer-quote.service';
import { createQuoteService } from './features/quotes/quote.service';
import { buildSitemap } from './features/seo/sitemap';
import { createApiTokenService } from './features/staff/api-tokens.service';
import { createLoginThrottle } from './features/staff/login-throttle';
import { createStaffService } from './features/staff/staff.service';
import { DEFAULT_VIDEO_SETTINGS } from './features/videos/video-settings.public';
import { createVideoService } from './features/videos/video.service';
import { isContentPage, PAGES } from '../client/page-registry';

// The composition root: every service of the site, built once from the database and the configuration. The web
// process, the development server, the CLI and seed, the tests and the bench all build them here; server/app.ts
// only mounts them.

/**
 * The configuration the services read; what is left out takes the production default (the seed, which writes
 * content only, gives none).
 */
export type ServicesConfig = Partial<
  Pick<
    Config,
    | 'mediaDir'
    | 'salesEmails'
    | 'inquiryRateLimitPerMinute'
    | 'publicBaseUrl'
    | 'video'
    | 'media'
    | 'catalogueCacheBytes'
    | 'inboundImapUrl'
    | 'retention'
    | 'machineTranslation'
  >
>;

export interface ServicesOptions {
  config: ServicesConfig;
  logger: Logger;
  /** The time as the services read it (sessions, the reply clock, schedules): injected by tests, never slept on. */
  clock?: () => Date;
  /** How long a read of the content revision is trusted (what is kept in memory may be this much behind). */
  contentRevisionCheckMs?: number;
  /** Where work a request leaves until after its answer runs; the web process waits for it when it stops. */
  afterResponse?: AfterResponseWork;
  /** Where editors' pictures are looked up: the picture library as it is now, or the seed's drawn demo pictures. */
  findPicture?: PictureFinder;
}

const DEFAULT_BASE_URL = 'http://localhost:3000';
const DEFAULT_INQUIRY_RATE_LIMIT = 5;

export function createServices(
  db: Db,
  {
    config,
    logger,
    clock = () => new Date(),
    contentRevisionCheckMs,
    afterResponse = afterResponseWork(logger),
    findPicture = libraryPicture,
  }: ServicesOptions,
) {
  const baseUrl = config.publicBaseUrl ?? DEFAULT_BASE_URL;
  const videoSettings = config.video ?? DEFAULT_VIDEO_SETTINGS;
  // Published content, and the date where it decides what is shown: a certificate is hidden after its last valid day
  // with no edit to move the counter, so its boundaries passed are part of the revision.
  const revision = watchContentRevision(
    async () => (await Promise.all([readContentRevision(db), certificateValidityOn(db, clock())])).join(':'),
    contentRevisionCheckMs,
  );
  // Each inquiry's own address in the company's mailbox, which buyers answer to when the mailbox is read.
  const replyAddress = replyAddresses(config.inboundImapUrl);
  const mediaStore = mediaStoreOf(db, config.media ?? {});
  const mediaCacheDir = config.media?.cacheDir ?? path.join(config.mediaDir ?? path.join(DEFAULT_DATA_DIR, 'media'), '..', 'media-cache');
  const pictureBytes = (address: string) => variantBytes(mediaStore, address);
  const videos = createVideoService(db, videoSettings, logger);
  // Sales' quotes; their PDFs are the buyers' too, on their own pages.
  const quotes = createQuoteService(db, { clock, baseUrl, pictureBytes });
  // The PDF catalogue and line sheets, drawn once per content revision; also attached to catalogue requests' answers.
  const cataloguePdfs = createCataloguePdfService(db, {
    revision,
    baseUrl,
    pictureBytes,
    drawn: (key, ms) => logger.info({ file: key, ms }, 'A catalogue PDF is drawn'),
  });
  const inquiries = createInquiryService(db, {
    salesEmails: config.salesEmails ?? [],
    rateLimitPerMinute: config.inquiryRateLimitPerMinute ?? DEFAULT_INQUIRY_RATE_LIMIT,
    publicBaseUrl: baseUrl,
    replyAddress,
    cataloguePdf: cataloguePdfs.catalogue,
  });
  const publicApi = createPublicApi({
    // Memory for products and for listing pages, each, kept until the content changes.
    catalogue: createCatalogueService(db, revision, {
      keptBytes: config.catalogueCacheBytes ?? DEFAULT_CATALOGUE_CACHE_MB * 1024 * 1024,
    }),
    company: createCompanyService(db, revision),
    search: createSearchService(db),
    videos,
    certificates: createCertificatesService(db, clock),
    // The buyer's page, with the PDF of the inquiry's latest sent quote; links to the back office in mails to staff.
    buyerQuotes: createBuyerQuoteService(db, { clock, sentQuotePdf: quotes.latestSentPdf, publicBaseUrl: baseUrl }),
    inquiries,
    clock,
    isContentPage,
    retention: config.retention ?? DEFAULT_RETENTION,
  });
  const content = createContentService(db, { findPicture, clock, baseUrl });
  // DeepL, when its key is configured: drafts of translations and buyers' messages read in the staff's language.
  const translator = config.machineTranslation ? createMachineTranslator(config.machineTranslation, logger) : null;
  const translations = createTranslationService({ db, clock, machineTranslation: translator !== null });
  return {
    clock,
    baseUrl,
    videoSettings,
    revision,
    mediaStore,
    mediaCacheDir,
    videos,
    quotes,
    cataloguePdfs,
    inquiries,
    publicApi,
    content,
    productCsv: createProductCsvService(db, { content, findPicture, baseUrl, clock }),
    translations,
    translationFiles: createTranslationFiles(db, translations, clock),
    translationScheduling: createTranslationScheduling({ db, clock }, translations),
    translationHistory: createTranslationHistory({ db }, translations),
    machineDrafts: createMachineDrafts({ db, translator, translations }),
    messageTranslation: createMessageTranslation(db, translator),
    staff: createStaffService(db, { baseUrl, clock, throttle: createLoginThrottle(db), afterResponse }),
    apiTokens: createApiTokenService(db, clock),
    inbox: createInboxService(db, { clock, replyAddress, publicBaseUrl: baseUrl }),
    replyTools: createReplyToolsService(db, { clock, machineTranslation: translator !== null }),
    media: createMediaService(db, { store: mediaStore, clock, forgetCached: forgetCachedVariants(mediaCacheDir), logger }),
    buyerData: createBuyerDataService(db, { clock }),
    documents: createDocumentsService(db, { store: mediaStore, clock }),
    // Every product is in it: built once per content revision, and crawlers arriving together share the build.
    sitemap: cachePerRevision(
      revision,
      () => '',
      () => buildSitemap(db, baseUrl, PAGES),
      { maxEntries: 1 },
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
