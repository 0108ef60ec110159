import { definePage, PAGE_BUDGET } from './page-definition';

export const searchPage = definePage('search', {
  id: 'search',
  // Built from text a visitor typed: keeping the results would let anyone fill the cache.
  cache: 'per-request',
  answer: 'searchPage',
  budget: PAGE_BUDGET,
});
