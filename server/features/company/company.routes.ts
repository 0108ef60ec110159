import { OTHER_PAGES_WITH_SEO } from '../../../shared/content/content-types';
import { companyApi } from '../../../shared/contracts/company';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { RetentionPeriods } from '../../../shared/privacy';
import type { CompanyService } from './company.service';

/**
 * The company's endpoints (shared/contracts/company.ts), answered by its service. Which pages keep their copy as
 * content blocks is said by their definitions (`content: true`), which the app reads from its page list.
 */
export function companyRoutes(
  company: CompanyService,
  isContentPage: (page: string) => boolean,
  retention: RetentionPeriods,
): ContractHandlers {
  return contractHandlers(companyApi, {
    site: ({ query }) => company.site(query.locale ?? DEFAULT_LOCALE),
    customerSearch: ({ body }) => company.customers(body.name),
    references: ({ query }) => company.references(query.locale ?? DEFAULT_LOCALE),
    slideSearch: ({ body }) => company.slides(body.page, body.pageSize, body.locale ?? DEFAULT_LOCALE),
    homeBlocks: ({ query }) => company.homeBlocks(query.locale ?? DEFAULT_LOCALE),
    faqs: ({ query }) => company.faqs(query.locale ?? DEFAULT_LOCALE),
    // Any other page is one the company does not have: a 404.
    pageContent: async ({ params, query }) =>
      isContentPage(params.page) ? company.pageContent(params.page, query.locale ?? DEFAULT_LOCALE) : null,
    pageSeo: async ({ params, query }) =>
      isContentPage(params.page) || OTHER_PAGES_WITH_SEO.some((page) => page.value === params.page)
        ? company.pageSeo(params.page, query.locale ?? DEFAULT_LOCALE)
        : null,
    // The settings the retention pass runs with (server/config.ts), never a copy an editor could let fall behind.
    retention: async () => ({ clientIpDays: retention.clientIpDays, mailBodyDays: retention.mailBodyDays }),
  });
}
