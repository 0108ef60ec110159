import { PAGE_LIST } from '../client/page-registry';
import { type PageName, paths } from '../shared/paths';

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
const FILLED: Partial<Record<PageName, (sample: CatalogueSample) => string>> = {
  category: (sample) => paths.category(sample.category),
  material: (sample) => paths.material(sample.material),
  product: (sample) => paths.product(sample.product),
  order: (sample) => paths.order(sample.product),
  search: (sample) => paths.search(sample.search),
  buyerQuote: (sample) => paths.buyerQuote(sample.buyerToken ?? 'A'.repeat(43)),
};

/** One URL of every page type of the route table, and the not-found page. */
export function onePageOfEach(sample: CatalogueSample): string[] {
  return [
    ...PAGE_LIST.map((page) => {
      const fill = FILLED[page.name];
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
