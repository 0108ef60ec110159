// Where buyers' own pages live (/quote/<token>) and the limits of what is sent from them, apart from their words
// (./buyer-quote.ts): the page registry and the contracts, which are in every page's first script, need these alone.

/** The buyer's page is `${BUYER_QUOTE_PREFIX}/<token>`, and its API `/api${BUYER_QUOTE_PREFIX}/<token>…`. */
export const BUYER_QUOTE_PREFIX = '/quote';

/** A link's token: 43 URL-safe characters (server/http/secret-token.ts). */
export const BUYER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const BUYER_REASON_MAX = 1_000;
export const BUYER_QUESTION_MAX = 2_000;
