import type { ApiCaller } from '../../shared/contracts/define-endpoint';
import { formSubmitter } from '../http/form-submission';
import { contractRouter, inProcessCaller } from '../http/mount-contract';
import type { CatalogueService } from './catalogue/catalogue.service';
import { catalogueRoutes, packingRoutes } from './catalogue/catalogue.routes';
import type { CompanyService } from './company/company.service';
import { companyRoutes } from './company/company.routes';
import { inquiriesRoutes } from './inquiries/inquiries.routes';
import type { InquiryService } from './inquiries/inquiry.service';
import { buyerQuoteRoutes } from './quotes/buyer-quote.routes';
import type { BuyerQuoteService } from './quotes/buyer-quote.service';
import { searchRoutes } from './search/search.routes';
import type { SearchService } from './search/search.service';
import type { RetentionSettings } from './inquiries/retention-settings.public';
import type { VideoService } from './videos/video.service';
import { videosRoutes } from './videos/videos.routes';
import { certificatesRoutes } from './certificates/certificates.routes';
import type { CertificatesService } from './certificates/certificates.service';

/**
 * The features that answer the JSON API (mounted under API_BASE), the caller through which the server's loaders
 * ask the same implementations in-process, and the submitter through which pages' actions hand on the inquiry
 * forms a browser posted to them as pages. The services are built by the composition root (server/services.ts).
 */
export function createPublicApi(services: {
  catalogue: CatalogueService;
  company: CompanyService;
  search: SearchService;
  videos: VideoService;
  certificates: CertificatesService;
  buyerQuotes: BuyerQuoteService;
  inquiries: InquiryService;
  clock: () => Date;
  /** Whether a page of the site keeps its copy as content blocks: the API serves content blocks for those alone. */
  isContentPage: (page: string) => boolean;
  /** How long personal data is kept: the privacy notice states it. */
  retention: RetentionSettings;
}) {
  const reads = [
    catalogueRoutes(services.catalogue),
    packingRoutes(services.catalogue),
    companyRoutes(services.company, services.isContentPage, services.retention),
    searchRoutes(services.search),
    videosRoutes(services.videos),
    certificatesRoutes(services.certificates),
    buyerQuoteRoutes(services.buyerQuotes),
  ];
  const call: ApiCaller = inProcessCaller(reads);
  const writes = [inquiriesRoutes(services.inquiries)];
  const submitForm = formSubmitter(writes, services.clock);
  return { router: contractRouter([...reads, ...writes]), call, submitForm };
}
