import type { ApiCaller } from '../../shared/contracts/define-endpoint';
import type { Db } from '../db/connect';
import type { ContentRevision } from '../db/content-revision';
import { formSubmitter } from '../http/form-submission';
import { contractRouter, inProcessCaller } from '../http/mount-contract';
import { createCatalogueService } from './catalogue/catalogue.service';
import { catalogueRoutes, packingRoutes } from './catalogue/catalogue.routes';
import { createCompanyService } from './company/company.service';
import { companyRoutes } from './company/company.routes';
import { inquiriesRoutes } from './inquiries/inquiries.routes';
import type { InquiryService } from './inquiries/inquiry.service';
import { buyerQuoteRoutes } from './quotes/buyer-quote.routes';
import { createBuyerQuoteService, type SentQuotePdf } from './quotes/buyer-quote.service';
import { searchRoutes } from './search/search.routes';
import { createSearchService } from './search/search.service';
import type { RetentionSettings } from './inquiries/retention-settings.public';
import type { VideoService } from './videos/video.service';
import { videosRoutes } from './videos/videos.routes';
import { certificatesRoutes } from './certificates/certificates.routes';
import { createCertificatesService } from './certificates/certificates.service';

/**
 * The features that answer the JSON API (mounted under API_BASE), the caller through which the server's loaders
 * ask the same implementations in-process, and the submitter through which pages' actions hand on the inquiry
 * forms a browser posted to them as pages.
 */
export function createPublicApi(
  db: Db,
  services: {
    revision?: ContentRevision;
    /** Memory for products and for listing pages, each, kept until the content changes (0: none). */
    catalogueCacheBytes?: number;
    videos: VideoService;
    inquiries: InquiryService;
    clock?: () => Date;
    /** The PDF of an inquiry's latest sent quote, for the buyer's page (null: none was sent). */
    sentQuotePdf: SentQuotePdf;
    /** The site's public address, for links to the back office in mails to staff. */
    publicBaseUrl: string;
    /** Whether a page of the site keeps its copy as content blocks: the API serves content blocks for those alone. */
    isContentPage: (page: string) => boolean;
    /** How long personal data is kept: the privacy notice states it. */
    retention: RetentionSettings;
  },
) {
  const catalogue = createCatalogueService(db, services.revision, { keptBytes: services.catalogueCacheBytes ?? 0 });
  const reads = [
    catalogueRoutes(catalogue),
    packingRoutes(catalogue),
    companyRoutes(createCompanyService(db, services.revision), services.isContentPage, services.retention),
    searchRoutes(createSearchService(db)),
    videosRoutes(services.videos),
    certificatesRoutes(createCertificatesService(db, services.clock ?? (() => new Date()))),
    buyerQuoteRoutes(
      createBuyerQuoteService(db, {
        clock: services.clock ?? (() => new Date()),
        sentQuotePdf: services.sentQuotePdf,
        publicBaseUrl: services.publicBaseUrl,
      }),
    ),
  ];
  const call: ApiCaller = inProcessCaller(reads);
  const writes = [inquiriesRoutes(services.inquiries)];
  const submitForm = formSubmitter(writes, services.clock ?? (() => new Date()));
  return { router: contractRouter([...reads, ...writes]), call, submitForm };
}
