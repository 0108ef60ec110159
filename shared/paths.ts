import { BUYER_QUOTE_PREFIX } from './buyer-quote-address';
import type { VideoQuery } from './videos';

// Every public URL of the site, written once. A leaf module: components, route modules, the server's features
// (links in e-mails, the sitemap) and the tests import it without the page list, whose route modules would
// otherwise come along with every link. What else is known of a page (its cache policy, budget…) is in its
// definition (client/routes/<page>.page.ts), which takes its pattern and href from here and its label from
// shared/page-labels.ts.

/** Every page's URL pattern as React Router writes it, by the name of its URL builder in `paths`. */
export const PAGE_PATTERNS = {
  home: '/',
  aboutUs: '/about-us',
  howWeMake: '/how-we-make',
  qualityControl: '/quality-control',
  faqs: '/faqs',
  contact: '/contact',
  productVideos: '/product-videos',
  categories: '/categories/page/:page',
  materials: '/materials/page/:page',
  products: '/products/page/:page',
  category: '/categories/:path/page/:page',
  material: '/materials/:path/page/:page',
  product: '/product/:path',
  order: '/order/:path',
  search: '/search/:path/page/:page',
  trading: '/trading',
  buyerQuote: `${BUYER_QUOTE_PREFIX}/:token`,
  catalogueRequest: '/catalogue-request',
  privacy: '/privacy',
  certificates: '/certificates',
} as const satisfies Record<string, `/${string}`>;

/** A page of the site, by the name of its URL builder. */
export type PageName = keyof typeof PAGE_PATTERNS;

/** The bare section URLs: each answers with a permanent redirect to the section's first page. */
export const SECTION_PATHS = { categories: '/categories', materials: '/materials', products: '/products' } as const;

/**
 * The PDF catalogue of the published products, and each category's line sheet (`/catalogue/<category path>.pdf`):
 * files the server makes from the content, not pages.
 */
export const CATALOGUE_PDF_PATH = '/catalogue.pdf';
export const LINE_SHEET_FOLDER = '/catalogue';

/** Where every unknown address is sent; it answers 404. */
export const NOT_FOUND_PATH = '/not-found';

/** A URL pattern with its `:name` parameters filled in, each encoded. */
export function fillPattern(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

const fixed =
  <Name extends PageName>(name: Name) =>
  () =>
    PAGE_PATTERNS[name];

/** Every public URL of the site: a page's from its parameters (a listing's page number defaults to 1). */
export const paths = {
  home: fixed('home'),
  aboutUs: fixed('aboutUs'),
  howWeMake: fixed('howWeMake'),
  qualityControl: fixed('qualityControl'),
  faqs: fixed('faqs'),
  contact: fixed('contact'),
  /** The page, or one page of videos: the server renders the same page from the query. */
  productVideos: (query?: VideoQuery) => {
    if (!query) return PAGE_PATTERNS.productVideos;
    const search = new URLSearchParams({ pageSize: String(query.pageSize) });
    if (query.pageToken) search.set('pageToken', query.pageToken);
    return `${PAGE_PATTERNS.productVideos}?${search.toString()}`;
  },
  categories: (page = 1) => fillPattern(PAGE_PATTERNS.categories, { page }),
  materials: (page = 1) => fillPattern(PAGE_PATTERNS.materials, { page }),
  products: (page = 1) => fillPattern(PAGE_PATTERNS.products, { page }),
  category: (path: string, page = 1) => fillPattern(PAGE_PATTERNS.category, { path, page }),
  material: (path: string, page = 1) => fillPattern(PAGE_PATTERNS.material, { path, page }),
  product: (path: string) => fillPattern(PAGE_PATTERNS.product, { path }),
  order: (path: string) => fillPattern(PAGE_PATTERNS.order, { path }),
  search: (path: string, page = 1) => fillPattern(PAGE_PATTERNS.search, { path, page }),
  trading: fixed('trading'),
  buyerQuote: (token: string) => fillPattern(PAGE_PATTERNS.buyerQuote, { token }),
  catalogueRequest: fixed('catalogueRequest'),
  privacy: fixed('privacy'),
  certificates: fixed('certificates'),
  /** The bare section URL; it redirects to the first page. */
  categoriesSection: () => SECTION_PATHS.categories,
  notFound: () => NOT_FOUND_PATH,
  cataloguePdf: () => CATALOGUE_PDF_PATH,
  lineSheetPdf: (categoryPath: string) => `${LINE_SHEET_FOLDER}/${encodeURIComponent(categoryPath)}.pdf`,
} satisfies Record<PageName, (...args: never[]) => string> & Record<string, (...args: never[]) => string>;
