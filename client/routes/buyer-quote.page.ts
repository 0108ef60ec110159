import { BUYER_QUOTE_PREFIX } from '../../shared/buyer-quote-address';
import { definePage, fillPattern, PAGE_BUDGET } from './page-definition';

const PATTERN = `${BUYER_QUOTE_PREFIX}/:token` as const;

/** A buyer's own page of an inquiry, opened from the link in their acknowledgement (the token is the key). */
export const buyerQuotePage = definePage({
  id: 'buyer-quote',
  pattern: PATTERN,
  href: (token: string) => fillPattern(PATTERN, { token }),
  label: 'Your inquiry',
  // One buyer's inquiry: never kept by the page cache, a browser or a CDN, and never indexed.
  cache: 'per-request',
  answer: 'private',
  budget: PAGE_BUDGET,
  lazy: () => import('./buyer-quote.route'),
});
