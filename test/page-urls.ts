import { PAGE_LIST, PAGES, paths } from '../client/page-registry';

/** What fills the parameters of the pages that have some: items of the catalogue under test. */
export interface CatalogueSample {
  product: string;
  category: string;
  material: string;
  /** Words to search for. */
  search: string;
  /** A buyer's link token; absent, one that opens nothing (the buyer's page answers the not-found page). */
  buyerToken?: string;
}

// A page without parameters (or with a page number alone) needs nothing here: a new one is in every list below by its definition alone.
const FILLED: Record<string, (sample: CatalogueSample) => string> = {
  [PAGES.category.id]: (sample) => PAGES.category.href(sample.category),
  [PAGES.material.id]: (sample) => PAGES.material.href(sample.material),
  [PAGES.product.id]: (sample) => PAGES.product.href(sample.product),
  [PAGES.order.id]: (sample) => PAGES.order.href(sample.product),
  [PAGES.search.id]: (sample) => PAGES.search.href(sample.search),
  [PAGES.buyerQuote.id]: (sample) => PAGES.buyerQuote.href(sample.buyerToken ?? 'A'.repeat(43)),
};

/** One URL of every page type of the route table, and the not-found page. */
export function onePageOfEach(sample: CatalogueSample): string[] {
  return [
    ...PAGE_LIST.map((page) => {
      const fill = FILLED[page.id];
      if (fill) return fill(sample);
      // A listing's page number defaults to 1; any other parameter needs a value.
      if (/:(?!page\b)\w+/.test(page.pattern)) throw new Error(`test/page-urls.ts cannot fill the parameters of the ${page.id} page`);
      return page.href();
    }),
    paths.notFound(),
  ];
}

/** The pages the sitemap lists as they are (one URL, no parameters). */
export const SINGLE_SITEMAP_PAGES = PAGE_LIST.filter((page) => page.sitemap && page.sitemap.lastmod !== 'items').map((page) => page.href());
