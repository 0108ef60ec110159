import type { PageName } from '../shared/paths';
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
import type { PageDefinition, RegisteredPage, RouteModule } from './routes/page-definition';
import { privacyPage } from './routes/privacy.page';
import { productVideosPage } from './routes/product-videos.page';
import { productPage } from './routes/product.page';
import { productsPage } from './routes/products.page';
import { qualityControlPage } from './routes/quality-control.page';
import { searchPage } from './routes/search.page';
import { tradingPage } from './routes/trading.page';
import { certificatesPage } from './routes/certificates.page';

/** A page and its route module, split out of the first script and loaded with the page. */
const withRoute = <Definition extends PageDefinition>(page: Definition, lazy: () => Promise<RouteModule>): RegisteredPage<Definition> => ({
  ...page,
  lazy,
});

/**
 * Every page type of the site, by the name its URL builder has in `paths`. The route table, the header and
 * footer links, the sitemap (in this order), the page cache's policy, the bundle budgets and the tests that go
 * through every page read this list: a new page is registered here and nowhere else. Only those import it: a link
 * takes its URL from shared/paths.ts, since this list brings every route module with it.
 */
export const PAGES = {
  home: withRoute(homePage, () => import('./routes/home.route')),
  aboutUs: withRoute(aboutUsPage, () => import('./routes/about-us.route')),
  howWeMake: withRoute(howWeMakePage, () => import('./routes/how-we-make.route')),
  qualityControl: withRoute(qualityControlPage, () => import('./routes/quality-control.route')),
  faqs: withRoute(faqsPage, () => import('./routes/faqs.route')),
  contact: withRoute(contactPage, () => import('./routes/contact.route')),
  productVideos: withRoute(productVideosPage, () => import('./routes/product-videos.route')),
  categories: withRoute(categoriesPage, () => import('./routes/categories.route')),
  materials: withRoute(materialsPage, () => import('./routes/materials.route')),
  products: withRoute(productsPage, () => import('./routes/products.route')),
  category: withRoute(categoryProductsPage, () => import('./routes/category-products.route')),
  material: withRoute(materialProductsPage, () => import('./routes/material-products.route')),
  product: withRoute(productPage, () => import('./routes/product.route')),
  order: withRoute(orderPage, () => import('./routes/order.route')),
  search: withRoute(searchPage, () => import('./routes/search.route')),
  trading: withRoute(tradingPage, () => import('./routes/trading.route')),
  buyerQuote: withRoute(buyerQuotePage, () => import('./routes/buyer-quote.route')),
  catalogueRequest: withRoute(catalogueRequestPage, () => import('./routes/catalogue-request.route')),
  privacy: withRoute(privacyPage, () => import('./routes/privacy.route')),
  certificates: withRoute(certificatesPage, () => import('./routes/certificates.route')),
} satisfies Record<PageName, RegisteredPage>;

export const PAGE_LIST: RegisteredPage[] = Object.values(PAGES);

/** The pages linked from the header's menu or the footer, in their order there. */
export function pagesIn(place: 'nav' | 'footer'): PageDefinition[] {
  return PAGE_LIST.filter((page) => page[place]).sort((a, b) => a[place]!.order - b[place]!.order);
}

const CONTENT_PAGE_IDS = new Set(PAGE_LIST.filter((page) => page.content).map((page) => page.id));

/** Whether `id` names a page whose copy is stored as content blocks. */
export function isContentPage(id: string): boolean {
  return CONTENT_PAGE_IDS.has(id);
}
