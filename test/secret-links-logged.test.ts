import type { RouteObject } from 'react-router-dom';
import request from 'supertest';
import { adminRoutes } from '../client/admin/admin-routes';
import { PAGE_LIST } from '../client/page-registry';
import { createLogger } from '../server/logger';
import { createTestApp, TEST_BASE_URL } from './test-app';
import { SECRET_PARAMETER } from '../server/http/logged-url';
import { newSecretToken } from '../server/http/secret-token';

// Whoever reads the request log must not be able to open a buyer's quote, a draft's preview or a staff member's
// one-time link. Every route that has a secret in its path is found in the route tables themselves (the server's
// Express routes, the site's pages, the back office's screens), so a new one cannot be left out; each is asked
// for, in its own letter case and in capitals, coming from its own address (Referer), with the log at debug
// level, where it writes headers too; and in every other spelling that reaches the same route (percent-encoded,
// doubled or trailing slashes, dot segments), since the page router decodes an address before it matches it.

interface Route {
  method: string;
  pattern: string;
}

const joined = (prefix: string, path: string) => `${prefix}/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

/** Express's layers, as far as a test needs them (router 2: the path a layer was mounted at is `rawPath`). */
interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function expressRoutes(stack: Layer[], prefix = ''): Route[] {
  return stack.flatMap((layer): Route[] => {
    if (layer.route) {
      const { path, methods } = layer.route;
      return [path]
        .flat()
        .flatMap((p) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), pattern: joined(prefix, p) })));
    }
    const inner = layer.handle?.stack;
    if (!inner) return [];
    return [layer.rawPath ?? '/'].flat().flatMap((mount) => expressRoutes(inner, joined(prefix, mount)));
  });
}

function clientRoutes(routes: RouteObject[], prefix = ''): Route[] {
  return routes.flatMap((route) => {
    const pattern = route.path === undefined ? prefix : route.path.startsWith('/') ? route.path : joined(prefix, route.path);
    return [{ method: 'GET', pattern }, ...clientRoutes(route.children ?? [], pattern)];
  });
}

const SECRET = new RegExp(`(\\{\\*${SECRET_PARAMETER}\\}|[:*]${SECRET_PARAMETER})(?![\\w])`);

/** The address of a pattern: the secret in its place, every other parameter a plain word. */
const addressOf = (pattern: string, token: string) =>
  pattern
    .replace(SECRET, '\u0000')
    .replace(/\{\*\w+\}|[:*]\w+/g, 'x1')
    .replace('\u0000', token);

const lines: string[] = [];
const logger = createLogger({ env: 'test', logLevel: 'debug' }, { write: (line: string) => void lines.push(line) });
const { app, database } = createTestApp({ logger });
afterAll(() => database.close());

const routes = [
  ...expressRoutes((app as unknown as { router: { stack: Layer[] } }).router.stack),
  ...PAGE_LIST.map((page) => ({ method: 'GET', pattern: page.pattern })),
  ...clientRoutes(adminRoutes),
].filter((route) => SECRET.test(route.pattern));

it('finds the secret links in the route tables', () => {
  const patterns = routes.map((route) => route.pattern.replace(SECRET, ':token'));
  // The ones known today, so that a walk that finds nothing cannot pass.
  expect(patterns).toEqual(
    expect.arrayContaining([
      '/quote/:token',
      '/api/quote/:token',
      '/api/quote/:token/answer',
      '/api/quote/:token/questions',
      '/api/quote/:token/pdf',
      '/preview/:token',
      '/admin/link/:token',
      '/api/staff/links/:token',
    ]),
  );
});

/** Each segment's first character percent-encoded (`/%71uote/…`): the page router decodes before it matches. */
const percentEncoded = (address: string) =>
  address.replace(/\/(\w)/g, (_slash, first: string) => `/%${first.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** The ways one address can be written and still name the same route, or nearly (a router may redirect). */
const SPELLINGS: [string, (address: string) => string][] = [
  ['as written', (address) => address],
  ['in capitals', (address) => address.toUpperCase()],
  ['in mixed case', (address) => address.replace(/[a-z]/gi, (c, at: number) => (at % 2 ? c.toUpperCase() : c.toLowerCase()))],
  ['with percent-encoded letters', percentEncoded],
  ['with percent-encoded capitals', (address) => percentEncoded(address.toUpperCase())],
  ['with double slashes', (address) => address.replace(/\//g, '//')],
  ['with a trailing slash', (address) => `${address}/`],
  ['through a dot segment', (address) => `/x/%2e%2e${percentEncoded(address)}`],
  ['with a backslash', (address) => address.replace('/', '\\')],
  ['with a malformed escape after the secret', (address) => `${percentEncoded(address)}%E0%A4%A`],
];

describe.each(routes)('$method $pattern', ({ method, pattern }) => {
  it.each(SPELLINGS)('is logged without its secret, %s', async (_spelling, spelled) => {
    const token = newSecretToken();
    const address = spelled(addressOf(pattern, '\u0000')).replace('\u0000', token);
    lines.length = 0;
    const asked = method === 'POST' ? request(app).post(address).send({}) : request(app).get(address);
    await asked.set('Referer', `${TEST_BASE_URL}${address}`).set('Origin', TEST_BASE_URL);

    const logged = lines.join('\n');
    expect(logged).toContain(`${method} `);
    expect(logged).toContain('[secret]');
    // At debug level the request's headers are there (the Referer among them), still without the secret.
    expect(logged).toContain('"referer"');
    expect(logged).not.toContain(token);
  });
});
