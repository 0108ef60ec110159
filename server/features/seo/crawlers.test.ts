import request from 'supertest';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { localizedHref, SITE_LOCALES, splitLocale } from '../../../shared/i18n/locales';
import { inquiryExamples, readExamples, requestTo } from '../../../test/api-examples';
import { onePageOfEach, SINGLE_SITEMAP_PAGES } from '../../../test/page-urls';
import { createTestApp, TEST_BASE_URL } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/connect';
import { translatedAddresses } from '../../../test/translated-addresses';

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;
beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const ofType = (blocks: Record<string, unknown>[], type: string) =>
  blocks.flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as Record<string, unknown>[]) : [b])).filter((b) => b['@type'] === type);

async function aProduct() {
  return database.db
    .selectFrom('product as p')
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .innerJoin('material as m', 'm.id', 'p.material_id')
    .select(['p.path', 'p.name', 'c.path as category', 'm.path as material'])
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

describe('robots.txt and the sitemap', () => {
  it('robots.txt points at the sitemap with an absolute URL', async () => {
    const response = await request(app).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text).toContain(`Sitemap: ${TEST_BASE_URL}/sitemap.xml`);
  });

  /** Each `<url>` of the sitemap: its address, its last change, and its alternates by language. */
  async function sitemapUrls() {
    const response = await request(app).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.type).toBe('application/xml');
    expect(response.text).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    return [
      ...response.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>((?:<xhtml:link [^>]*\/>)*)<\/url>/g),
    ].map((m) => ({
      url: m[1]!,
      lastmod: m[2]!,
      alternates: Object.fromEntries(
        [...m[3]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((link) => [link[1]!, link[2]!]),
      ),
    }));
  }

  /** A product's, a category's or a material's own page: in the languages it is translated into. */
  const ITEM_PAGE = /^\/(product\/[^/]+|(categories|materials)\/(?!page\/)[^/]+\/page\/\d+)$/;
  const inEachLanguage = (path: string) => SITE_LOCALES.map((locale) => `${TEST_BASE_URL}${localizedHref(locale, path)}`);

  it('lists every public page with its last change, and every listed English URL answers 200', async () => {
    const entries = (await sitemapUrls()).map((entry) => entry.url);
    const products = await database.db.selectFrom('product').select('path').execute();
    const urls = new Set(entries);
    for (const path of [...SINGLE_SITEMAP_PAGES, '/categories/page/1', '/materials/page/1', '/products/page/1', '/products/page/2']) {
      for (const url of inEachLanguage(path)) expect(urls.has(url)).toBe(true);
    }
    for (const product of products) {
      const addresses = await translatedAddresses(database.db, 'product', product.path, (path) => `/product/${path}`);
      for (const url of Object.values(addresses)) expect(urls.has(url)).toBe(true);
    }
    for (const url of entries) {
      expect(url.startsWith(`${TEST_BASE_URL}/`)).toBe(true);
      if (splitLocale(url.slice(TEST_BASE_URL.length)).locale !== 'en') continue;
      const page = await request(app).get(url.slice(TEST_BASE_URL.length));
      expect({ url, status: page.status }).toEqual({ url, status: 200 });
    }
  });

  it('lists each page in each language it exists in, each with all of them and x-default as its alternates', async () => {
    const entries = await sitemapUrls();
    const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
    expect(byUrl.size).toBe(entries.length);
    const english = entries.filter((entry) => splitLocale(entry.url.slice(TEST_BASE_URL.length)).locale === 'en');
    let listed = 0;
    for (const { url, lastmod, alternates } of english) {
      expect(alternates['en']).toBe(url);
      expect(alternates['x-default']).toBe(url);
      const locales = SITE_LOCALES.filter((locale) => alternates[locale]);
      listed += locales.length;
      // A page that shows no one item exists in every language at the same address.
      const path = url.slice(TEST_BASE_URL.length);
      if (!ITEM_PAGE.test(path)) {
        for (const locale of SITE_LOCALES) expect(alternates[locale]).toBe(`${TEST_BASE_URL}${localizedHref(locale, path)}`);
      }
      // Reciprocal: each language's entry lists the same set, and is dated as the English one.
      for (const locale of locales) expect(byUrl.get(alternates[locale]!)).toEqual({ url: alternates[locale], lastmod, alternates });
    }
    expect(entries.length).toBe(listed);
  });

  it.each(['/de', '/ja/about-us', '/fr/categories/page/1', '/es/products/page/2'])('lists %s, which answers 200', async (path) => {
    expect((await sitemapUrls()).map((entry) => entry.url)).toContain(`${TEST_BASE_URL}${path}`);
    expect((await request(app).get(path)).status).toBe(200);
  });

  it('a product answers 200 at its address in each language it is translated into', async () => {
    const { path } = await aProduct();
    const addresses = await translatedAddresses(database.db, 'product', path, (p) => `/product/${p}`);
    expect(Object.keys(addresses).length).toBeGreaterThan(1);
    for (const url of Object.values(addresses)) expect((await request(app).get(url.slice(TEST_BASE_URL.length))).status).toBe(200);
  });

  it('robots.txt keeps the order and search pages of every language out of the index', async () => {
    const { text } = await request(app).get('/robots.txt');
    for (const locale of SITE_LOCALES) {
      expect(text).toContain(`Disallow: ${localizedHref(locale, '/order/')}\n`);
      expect(text).toContain(`Disallow: ${localizedHref(locale, '/search/')}\n`);
    }
  });
});

describe('structured data', () => {
  it('describes the company and the site search on every page', async () => {
    const blocks = jsonLdOf((await request(app).get('/')).text);
    const [organization] = ofType(blocks, 'Organization');
    expect(organization).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        logo: `${TEST_BASE_URL}/brand/logo-900.webp`,
        address: expect.objectContaining({ '@type': 'PostalAddress', streetAddress: expect.any(String) }),
        contactPoint: [
          expect.objectContaining({ '@type': 'ContactPoint', telephone: expect.any(String) }),
          // Each messaging app the company is on, with its chat link.
          expect.objectContaining({ '@type': 'ContactPoint', name: 'Zalo', url: expect.stringMatching(/^https:\/\/zalo\.me\/\d+$/) }),
          expect.objectContaining({ '@type': 'ContactPoint', name: 'WhatsApp', url: expect.stringMatching(/^https:\/\/wa\.me\/\d+$/) }),
        ],
      }),
    );
    expect(organization!.sameAs).toHaveLength(4);
    const [website] = ofType(blocks, 'WebSite');
    expect(website!.potentialAction).toEqual(
      expect.objectContaining({
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${TEST_BASE_URL}/search/{search_term_string}/page/1` },
      }),
    );
  });

  it('describes a product, without any offer or price, and its breadcrumb', async () => {
    const product = await aProduct();
    const html = (await request(app).get(`/product/${product.path}`)).text;
    const blocks = jsonLdOf(html);
    const [data] = ofType(blocks, 'Product');
    expect(data).toEqual(
      expect.objectContaining({ name: product.name, url: `${TEST_BASE_URL}/product/${product.path}`, image: expect.any(Array) }),
    );
    expect(JSON.stringify(data)).not.toMatch(/offers|price/i);
    const [breadcrumb] = ofType(blocks, 'BreadcrumbList');
    const items = breadcrumb!.itemListElement as { position: number; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[1]!.item).toBe(`${TEST_BASE_URL}/categories/${product.category}/page/1`);
    expect(items[2]!.item).toBe(`${TEST_BASE_URL}/product/${product.path}`);
    expect(html).toMatch(/<meta property="og:image:width" content="\d+"\/>/);
    expect(html).toContain(`<meta property="og:url" content="${TEST_BASE_URL}/product/${product.path}"/>`);
  });

  it("describes the home page's intro video", async () => {
    const [video] = ofType(jsonLdOf((await request(app).get('/')).text), 'VideoObject');
    expect(video).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        thumbnailUrl: expect.stringMatching(/^https:\/\//),
        embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//),
      }),
    );
  });

  it('describes every video of the product videos page', async () => {
    const videos = ofType(jsonLdOf((await request(app).get('/product-videos')).text), 'VideoObject');
    expect(videos).toHaveLength(8);
    expect(videos.every((v) => typeof v.name === 'string' && String(v.embedUrl).startsWith('https://'))).toBe(true);
  });

  it('lists every question of the FAQs as a FAQPage', async () => {
    const count = (await database.db.selectFrom('faq').select('id').execute()).length;
    const [faq] = ofType(jsonLdOf((await request(app).get('/faqs')).text), 'FAQPage');
    expect(faq!.mainEntity).toHaveLength(count);
    expect((faq!.mainEntity as { acceptedAnswer: { text: string } }[])[0]!.acceptedAnswer.text.length).toBeGreaterThan(0);
  });
});

describe('no prices anywhere', () => {
  // A price or an amount of money next to a currency, in any page or answer. The one amount the specification
  // asks for (§9: a letter of credit for a first order over 45,000 dollars) is a payment term, not a price.
  const MONEY = /(\$|€|£|USD|EUR|VND)\s?\d|\d\s?(\$|€|£|USD|EUR|VND|dollars)\b/i;
  const PRICE_FIELD = /"(price|prices|cost|amount|offers|priceCurrency|lowPrice|highPrice)"\s*:/i;
  // It appears as HTML, as escaped JSON (hydration data) and as JSON-LD text.
  const PAYMENT_TERM = /over[^A-Z]{0,40}USD 45,000/g;

  const check = (where: string, text: string) => {
    const cleaned = text.replace(PAYMENT_TERM, '');
    expect({ where, money: MONEY.exec(cleaned)?.[0] ?? null }).toEqual({ where, money: null });
    expect({ where, field: PRICE_FIELD.exec(cleaned)?.[0] ?? null }).toEqual({ where, field: null });
  };

  it('in every page type, its hydration data and head tags', async () => {
    const product = await aProduct();
    const pages = onePageOfEach({ product: product.path, category: product.category, material: product.material, search: 'basket' });
    for (const page of pages) check(page, (await request(app).get(page)).text);
  });

  it('in every API answer', async () => {
    const product = await aProduct();
    for (const { name, endpoint, input } of readExamples(product.path)) check(name, (await requestTo(app, endpoint, input)).text);
    check(
      'inquiry',
      (
        await request(app)
          .post(`/api${inquiriesApi.sendContact.path}`)
          .set('X-Forwarded-For', '10.88.0.1')
          .send(inquiryExamples.sendContact)
      ).text,
    );
  });
});
