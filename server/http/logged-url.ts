import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { buyerQuoteApi } from '../../shared/contracts/buyer-quote';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import { staffApi } from '../../shared/contracts/staff';
import { PREVIEW_PREFIX } from '../../shared/content/preview';
import { localizedHref, SITE_LOCALES } from '../../shared/i18n/locales';
import { PAGE_PATTERNS } from '../../shared/paths';
import { ADMIN_BASE } from '../../shared/staff/addresses';

// What the request log keeps of an address and of the headers. Some links carry their secret in the path: a
// buyer's quote (its page and its API: whoever has it reads the prices and answers in the buyer's name), a draft's
// preview, a staff invitation or password reset. Anyone who reads the logs (a log drain, platform support, an old
// archive) could use them for as long as they live, so that part is never written.
//
// A route's secret parameter is always named `token`; the test walks every route table (the server's, the
// site's pages', the back office's) and fails on a `token` these patterns do not cover.

/** The parameter that holds a link's secret, in every route pattern. */
export const SECRET_PARAMETER = 'token';

/** Every address pattern with a secret in its path. */
export const SECRET_ADDRESS_PATTERNS: readonly string[] = [
  // The buyer's page in every language of the site (/de/quote/…).
  ...SITE_LOCALES.map((locale) => localizedHref(locale, PAGE_PATTERNS.buyerQuote)),
  `${PREVIEW_PREFIX}:token`,
  `${ADMIN_BASE}/link/:token`,
  ...[...Object.values(buyerQuoteApi), ...Object.values(staffApi)]
    .map((endpoint) => `${API_BASE}${endpoint.path}`)
    .filter((pattern) => pattern.includes(`:${SECRET_PARAMETER}`)),
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// What precedes the secret in each pattern, as it may be written (Express and React Router match any letter case).
const SECRET_PREFIXES = [...new Set(SECRET_ADDRESS_PATTERNS.map((pattern) => pattern.slice(0, pattern.indexOf(`:${SECRET_PARAMETER}`))))];
const SECRET_IN_PATH = new RegExp(`^(${SECRET_PREFIXES.map(escaped).join('|')})[^/?#]+`, 'i');

/** An address (a path with its query, or a whole URL) with any link's secret masked. */
export function loggedUrl(url: string): string {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  return origin + url.slice(origin.length).replace(SECRET_IN_PATH, '$1[secret]');
}

// Headers that name an address: the page a request came from, where a redirect goes. (Credentials, the session
// cookie and API tokens, are the logger's to redact: server/logger.ts.)
const ADDRESSES = new Set(['referer', 'location', 'content-location']);

/** Headers as the debug log writes them: secret links masked in those that name an address. */
export function loggedHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      ADDRESSES.has(name.toLowerCase()) && typeof value === 'string' ? loggedUrl(value) : value,
    ]),
  );
}
