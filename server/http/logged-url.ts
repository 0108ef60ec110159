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

// The routers compare an address after decoding it: React Router percent-decodes each segment before it matches
// a page (`/%71uote/…` is the buyer's page), the URL parser the page renderer builds its request with resolves dot
// segments and backslashes (`/x/%2e%2e/quote/…`), and both ignore letter case. So the log compares what they
// compare, segment by decoded segment, and, erring towards masking, also skips empty segments (`/quote//…`) and
// splits at an encoded slash. Nothing here throws: a malformed escape is compared as written.

/** A secret address's literal segments before the secret, and those allowed after it (`/api/quote/:token/pdf`). */
interface SecretRoute {
  before: RegExp[];
  after: RegExp[];
}

// Express and React Router match with the `i` flag alone, and so does the comparison: no wider case folding.
const segmentPattern = (segment: string) => new RegExp(`^${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
const literalSegments = (path: string) => path.split('/').filter((segment) => segment !== '');

const SECRET_ROUTES: readonly SecretRoute[] = SECRET_ADDRESS_PATTERNS.map((pattern) => {
  const at = pattern.indexOf(`:${SECRET_PARAMETER}`);
  return {
    before: literalSegments(pattern.slice(0, at)).map(segmentPattern),
    after: literalSegments(pattern.slice(at + SECRET_PARAMETER.length + 1)).map(segmentPattern),
  };
});

/** A segment percent-decoded as the router does; a malformed escape left as written, its neighbours decoded. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        // Not UTF-8 as a whole: its ASCII escapes alone (`%71` is `q` whatever follows it).
        return run.replace(/%[0-7][0-9a-f]/gi, decodeURIComponent);
      }
    });
  }
}

/** The path as the page renderer's URL parser leaves it (dot segments and backslashes resolved), never throwing. */
function resolvedPath(path: string): string {
  try {
    // A fixed origin: the path alone decides the result (`//host/…` stays a path, `@host` names no host).
    return new URL(`http://site${path.startsWith('/') ? '' : '/'}${path}`).pathname;
  } catch {
    return path;
  }
}

/** The path with the segments that hold a link's secret replaced by `[secret]`; undefined if it has none. */
function maskedPath(path: string): string | undefined {
  const written = resolvedPath(path).split('/');
  // Each decoded part, with the written segment it came from.
  const parts = written.flatMap((segment, index) =>
    decodedSegment(segment)
      .split('/')
      .filter((part) => part !== '')
      .map((text) => ({ text, index })),
  );
  const matching = SECRET_ROUTES.filter(
    ({ before }) => parts.length > before.length && before.every((literal, i) => literal.test(parts[i]!.text)),
  );
  // The secret, and whatever follows it that is none of the matching routes' own words (`pdf`, `answer`).
  const secret = new Set<number>();
  for (const { before } of matching) {
    parts.slice(before.length).forEach((part, i) => {
      const ownWord = matching.some((route) => route.before.length === before.length && route.after[i - 1]?.test(part.text));
      if (i === 0 || !ownWord) secret.add(part.index);
    });
  }
  if (secret.size === 0) return undefined;
  return written.map((segment, index) => (secret.has(index) ? '[secret]' : segment)).join('/');
}

/** An address (a path with its query, or a whole URL) with any link's secret masked. */
export function loggedUrl(url: string): string {
  // The host ends where a URL parser ends it: a backslash is a slash in a web address (`http://site\\quote/…`).
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/\\?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const pathEnd = rest.search(/[?#]/);
  const path = pathEnd === -1 ? rest : rest.slice(0, pathEnd);
  const masked = maskedPath(path);
  return masked === undefined ? url : origin + masked + rest.slice(path.length);
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
