import type { ContentBlock, Customer, Faq, HomeBlocks, ListResponse, References, SeoText, SiteInfo, Slide } from '../catalogue';
import type { RetentionPeriods } from '../privacy';
import { defineContract, responseOf } from './define-endpoint';
import { contentPageParam, localePageQuery, localeQuery } from './request-fields';

// The company: who it is, its customers, the home page's slides and blocks, the FAQ and its own pages' texts.
export const companyApi = defineContract({
  site: { method: 'GET', path: '/site', query: localeQuery, response: responseOf<SiteInfo>() },
  customerSearch: {
    method: 'POST',
    path: '/customer/search',
    body: (z) => z.object({ name: z.string({ error: 'name must be text' }).max(200, 'name is too long') }),
    response: responseOf<ListResponse<Customer>>(),
  },
  /** The published testimonials and the client logos with the buyer's consent, each in the editors' order. */
  references: { method: 'GET', path: '/references', query: localeQuery, response: responseOf<References>() },
  slideSearch: {
    method: 'POST',
    path: '/slide/search',
    body: localePageQuery,
    response: responseOf<ListResponse<Slide>>(),
  },
  homeBlocks: { method: 'GET', path: '/home/blocks', query: localeQuery, response: responseOf<HomeBlocks>() },
  faqs: { method: 'GET', path: '/faq', query: localeQuery, response: responseOf<Faq[]>() },
  pageContent: {
    method: 'GET',
    path: '/page/:page',
    params: contentPageParam,
    query: localeQuery,
    response: responseOf<ContentBlock[]>(),
    notFound: 'Unknown page',
  },
  /** What editors set for search engines on a company page, in the locale; an absent text is the page's own. */
  pageSeo: {
    method: 'GET',
    path: '/page/:page/seo',
    params: contentPageParam,
    query: localeQuery,
    response: responseOf<SeoText>(),
    notFound: 'Unknown page',
  },
  /** How long personal data is kept, as the server enforces it: the privacy notice states these periods. */
  retention: { method: 'GET', path: '/privacy/retention', response: responseOf<RetentionPeriods>() },
});
