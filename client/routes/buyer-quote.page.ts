import { definePage, PAGE_BUDGET } from './page-definition';

/** A buyer's own page of an inquiry, opened from the link in their acknowledgement (the token is the key). */
export const buyerQuotePage = definePage('buyerQuote', {
  id: 'buyer-quote',
  // One buyer's inquiry: never kept by the page cache, a browser or a CDN, and never indexed.
  cache: 'per-request',
  answer: 'private',
  budget: PAGE_BUDGET,
});
