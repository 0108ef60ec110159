import { createHash } from 'node:crypto';
import request from 'supertest';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import { paths } from '../../shared/paths';
import { VIDEO_PLAYER_ORIGIN } from '../../shared/videos';
import { createTestApp } from '../../test/test-app';
import type { DatabaseHandle } from '../db/connect';

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;
beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Each inline script of a page: its attributes and its text. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, text: m[2]! }));
/** Script elements a browser never runs: the router's state and JSON-LD. */
const DATA_SCRIPT = /\btype="application\/(json|ld\+json)"/;

/** Every inline script of the page is data, or the policy allows it by its hash: nothing inline is blocked. */
function expectEveryInlineScriptAllowed(html: string, scriptSrc: string[]) {
  const scripts = inlineScripts(html);
  expect(scripts.filter(({ attributes }) => attributes.includes('application/json'))).toHaveLength(1);
  // The entry loader: the page's one script that runs inline.
  expect(scripts.filter(({ attributes }) => !DATA_SCRIPT.test(attributes))).toHaveLength(1);
  for (const { attributes, text } of scripts) {
    if (DATA_SCRIPT.test(attributes)) continue;
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect({ script: text.slice(0, 100), allowed: scriptSrc.includes(hash) }).toEqual({ script: text.slice(0, 100), allowed: true });
  }
}

describe('security headers', () => {
  it('allow scripts only from the site, by a policy that is the same for every response and names no nonce', async () => {
    const first = await request(app).get('/faqs');
    const second = await request(app).get('/about-us');
    const csp = directives(first.headers['content-security-policy']);
    const scriptSrc = csp.get('script-src')!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|\*|https?:|data:/);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(first.text).not.toMatch(/\bnonce=/);
  });

  it('allow every inline script of every page type, errors included: data, or the entry loader by its hash', async () => {
    const first = async (endpoint: string) =>
      ((await request(app).post(`${API_BASE}${endpoint}`).send({ page: 1, pageSize: 1 })).body as { data: { path: string }[] }).data[0]!
        .path;
    const [product, category, material] = await Promise.all([first('/product/list'), first('/category/search'), first('/material/search')]);
    const pages = [
      paths.home(),
      paths.category(category),
      paths.material(material),
      paths.products(),
      paths.product(product),
      paths.order(product),
      paths.search('seagrass basket'),
      paths.contact(),
      paths.productVideos(),
      paths.notFound(),
    ];
    // Each the first of its kind this process renders: the render that first loads a part's code.
    for (const path of pages) {
      const response = await request(app).get(path);
      expect([path, response.status]).toEqual([path, path === paths.notFound() ? 404 : 200]);
      expectEveryInlineScriptAllowed(response.text, directives(response.headers['content-security-policy']).get('script-src')!);
    }
  });

  it('render pages whatever the Host header says, even one that is not a host name', async () => {
    for (const host of ['a b', '[::', 'evil.example']) {
      const response = await request(app).get('/faqs').set('Host', host);
      expect({ host, status: response.status }).toEqual({ host, status: 200 });
      expect(response.text).not.toContain('evil.example');
    }
  });

  it('forbid framing, plugins and <base>, and send the transport and referrer policies', async () => {
    const response = await request(app).get('/');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=(\d{8,})/);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('deny the camera, microphone, location, payment and other powerful features, and give the video player only what playing needs', async () => {
    for (const response of [await request(app).get(paths.productVideos()), await request(app).get('/api/faq')]) {
      const policy = new Map(
        String(response.headers['permissions-policy'])
          .split(',')
          .map((entry) => entry.trim().split('='))
          .map(([feature, allowlist]) => [feature!, allowlist!]),
      );
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture']) {
        expect({ feature, allowlist: policy.get(feature) }).toEqual({ feature, allowlist: '()' });
      }
      // A frame gets a feature only when its page has it too: the site and the player's origin, nobody else.
      for (const feature of ['autoplay', 'encrypted-media', 'picture-in-picture', 'fullscreen']) {
        expect({ feature, allowlist: policy.get(feature) }).toEqual({ feature, allowlist: `(self "${VIDEO_PLAYER_ORIGIN}")` });
      }
    }
  });

  it('are sent with API answers and errors too', async () => {
    for (const response of [
      await request(app).get('/api/faq'),
      await request(app).get('/api/nope'),
      await request(app).get('/no/such/page'),
    ]) {
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('behind a TLS proxy with FORCE_HTTPS', () => {
  it('sends plain-HTTP visitors to the https address, and serves https and health checks as they are', async () => {
    const secured = createTestApp({ config: { forceHttps: true, publicBaseUrl: 'https://shop.example' } });
    try {
      const plain = await request(secured.app).get('/faqs?x=1').set('X-Forwarded-Proto', 'http');
      expect(plain.status).toBe(308);
      expect(plain.headers.location).toBe('https://shop.example/faqs?x=1');
      // 308 keeps the method: a form posted over plain HTTP is posted again, not turned into a GET.
      const posted = await request(secured.app).post('/api/contact/send').set('X-Forwarded-Proto', 'http').send({});
      expect({ status: posted.status, location: posted.headers.location }).toEqual({
        status: 308,
        location: 'https://shop.example/api/contact/send',
      });
      expect((await request(secured.app).get('/faqs').set('X-Forwarded-Proto', 'https')).status).toBe(200);
      expect((await request(secured.app).get('/readyz')).status).toBe(200);
    } finally {
      await secured.database.close();
    }
  });
});

describe('the built site', () => {
  it('names the integrity of every script and stylesheet it links or loads, and the files match it', async () => {
    const base = process.env.E2E_BASE_URL;
    if (!base) throw new Error('E2E_BASE_URL is not set: the built server did not start');
    const html = await (await fetch(`${base}/`)).text();
    const linked = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+)"[^>]*>/g)].map(([tag, url]) => ({
      url: url!,
      integrity: /integrity="(sha384-[^"]+)"/.exec(tag)?.[1],
    }));
    // The modules the entry loader starts after the first paint, as [url, integrity] pairs, the entry last.
    const modules = /<script data-modules="([^"]*)">/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    const loaded = (JSON.parse(modules) as [string, string][]).map(([url, integrity]) => ({ url, integrity }));
    expect(linked.filter((file) => file.url.endsWith('.css')).length).toBeGreaterThanOrEqual(1);
    expect(loaded.at(-1)!.url).toMatch(/\/entry\.client-[^/]+\.js$/);
    for (const { url, integrity } of [...linked, ...loaded]) {
      expect({ url, integrity }).toEqual({ url, integrity: expect.stringMatching(/^sha384-/) });
      const body = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
      expect(`sha384-${createHash('sha384').update(body).digest('base64')}`).toBe(integrity);
    }
  });
});
