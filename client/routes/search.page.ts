import { definePage, fillPattern, PAGE_BUDGET } from './page-definition';

const PATTERN = '/search/:path/page/:page';

export const searchPage = definePage({
  id: 'search',
  pattern: PATTERN,
  href: (path: string, page = 1) => fillPattern(PATTERN, { path, page }),
  label: 'Search',
  // Built from text a visitor typed: keeping the results would let anyone fill the cache.
  cache: 'per-request',
  answer: 'searchPage',
  budget: PAGE_BUDGET,
  lazy: () => import('./search.route'),
});
