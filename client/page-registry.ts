import { aboutUsPage } from './routes/about-us.page';
import { buyerQuotePage } from './routes/buyer-quote.page';
import { categoriesPage } from './routes/categories.page';
import { catalogueRequestPage } from './routes/catalogue-request.page';
import { categoryProductsPage } from './routes/category-products.page';
import { contactPage } from './routes/contact.page';
import { faqsPage } from './routes/faqs.page';
import { homePage } from './routes/home.page';
import { howWeMakePage } from './routes/how-we-make.page';
import { materialProductsPage } from './routes/material-products.page';
import { materialsPage } from './routes/materials.page';
import { orderPage } from './routes/order.page';
import type { PageDefinition } from './routes/page-definition';
import { productVideosPage } from './routes/product-videos.page';
import { productPage } from './routes/product.page';
import { productsPage } from './routes/products.page';
import { qualityControlPage } from './routes/quality-control.page';
import { searchPage } from './routes/search.page';
import { tradingPage } from './routes/trading.page';

/**
 * Every page type of the site, by the name its URL builder has in `paths`. The route table, the header and
 * footer links, the sitemap (in this order), the page cache's policy, the bundle budgets and the tests that go
 * through every page read this list: a new page is registered here and nowhere else.
 */
export const PAGES = {
  home: homePage,
  aboutUs: aboutUsPage,
  howWeMake: howWeMakePage,
  qualityControl: qualityControlPage,
  faqs: faqsPage,
  contact: contactPage,
  productVideos: productVideosPage,
  categories: categoriesPage,
  materials: materialsPage,
  products: productsPage,
  category: categoryProductsPage,
  material: materialProductsPage,
  product: productPage,
  order: orderPage,
  search: searchPage,
  trading: tradingPage,
  buyerQuote: buyerQuotePage,
  catalogueRequest: catalogueRequestPage,
};

export const PAGE_LIST: PageDefinition[] = Object.values(PAGES);

/** The pages linked from the header's menu or the footer, in their order there. */
export function pagesIn(place: 'nav' | 'footer'): PageDefinition[] {
  return PAGE_LIST.filter((page) => page[place]).sort((a, b) => a[place]!.order - b[place]!.order);
}

const CONTENT_PAGE_IDS = new Set(PAGE_LIST.filter((page) => page.content).map((page) => page.id));

/** Whether `id` names a page whose copy is stored as content blocks. */
export function isContentPage(id: string): boolean {
  return CONTENT_PAGE_IDS.has(id);
}

/** Where every unknown address is sent; it answers 404. */
export const NOT_FOUND_PATH = '/not-found';

type PageHrefs = { [Name in keyof typeof PAGES]: (typeof PAGES)[Name]['href'] };

/** Every public URL of the site, built from the page definitions. */
export const paths = {
  ...(Object.fromEntries(Object.entries(PAGES).map(([name, page]) => [name, page.href])) as PageHrefs),
  /** The bare section URL; it redirects to the first page. */
  categoriesSection: () => categoriesPage.section!,
  notFound: () => NOT_FOUND_PATH,
};
