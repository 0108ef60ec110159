import { sql } from 'kysely';
import request from 'supertest';
import { SITE_LOCALES } from '../../shared/i18n/locales';
import { createTestApp, TEST_BASE_URL } from '../../test/test-app';
import type { DatabaseHandle } from '../db/connect';
import { translatedAddresses } from '../../test/translated-addresses';

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
const tagsOf = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => attributesOf(m[0]));
const canonicalOf = (html: string) => tagsOf(html, /<link[^>]*rel="canonical"[^>]*>/g).map((tag) => tag.href);
const alternatesOf = (html: string) =>
  Object.fromEntries(tagsOf(html, /<link[^>]*rel="alternate"[^>]*hreflang[^>]*>/gi).map((tag) => [tag.hreflang ?? tag.hrefLang, tag.href]));
const ogOf = (html: string, property: string) =>
  tagsOf(html, /<meta[^>]*property="og:[^"]*"[^>]*>/g)
    .filter((tag) => tag.property === property)
    .map((tag) => tag.content);
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as Record<string, unknown>[]) : [b]));

/** The address of an English path in each language. */
const everyLanguage = (path: string) => ({
  en: `${TEST_BASE_URL}${path}`,
  de: `${TEST_BASE_URL}/de${path === '/' ? '' : path}`,
  fr: `${TEST_BASE_URL}/fr${path === '/' ? '' : path}`,
  es: `${TEST_BASE_URL}/es${path === '/' ? '' : path}`,
  ja: `${TEST_BASE_URL}/ja${path === '/' ? '' : path}`,
  'x-default': `${TEST_BASE_URL}${path}`,
});

async function aProductPath() {
  const product = await database.db.selectFrom('product').select('path').orderBy('id').executeTakeFirstOrThrow();
  return `/product/${product.path}`;
}

/**
 * A product the demo translates into German, French and Japanese, not Spanish, as it still is: the first by id
 * (the browser tests translate other demo products into Spanish on the same database).
 */
async function aProductNotInSpanish() {
  const translatedInto = (locale: 'fr' | 'es') =>
    database.db.selectFrom('content_translation').select('item_id').where('kind', '=', 'product').where('locale', '=', locale);
  return database.db
    .selectFrom('product')
    .select('path')
    .where('id', 'in', translatedInto('fr'))
    .where('id', 'not in', translatedInto('es'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('every language of a page, for search engines', () => {
  it.each([
    ['/', '/', 'en', 'en_US'],
    ['/de', '/', 'de', 'de_DE'],
    ['/ja', '/', 'ja', 'ja_JP'],
    ['/about-us', '/about-us', 'en', 'en_US'],
    ['/de/about-us', '/about-us', 'de', 'de_DE'],
    ['/fr/contact', '/contact', 'fr', 'fr_FR'],
    ['/es/faqs', '/faqs', 'es', 'es_ES'],
    ['/ja/categories/page/1', '/categories/page/1', 'ja', 'ja_JP'],
    ['/de/products/page/2', '/products/page/2', 'de', 'de_DE'],
  ])('%s names its own address as canonical and every language as its alternates', async (url, path, locale, ogLocale) => {
    const { status, text } = await request(app).get(url);
    expect(status).toBe(200);
    const addresses = everyLanguage(path);
    expect(canonicalOf(text)).toEqual([addresses[locale as keyof typeof addresses]]);
    expect(ogOf(text, 'og:url')).toEqual([addresses[locale as keyof typeof addresses]]);
    expect(alternatesOf(text)).toEqual(addresses);
    expect(ogOf(text, 'og:locale')).toEqual([ogLocale]);
    expect(ogOf(text, 'og:locale:alternate').sort()).toEqual(['de_DE', 'en_US', 'es_ES', 'fr_FR', 'ja_JP'].filter((l) => l !== ogLocale));
  });

  it("a product's pages list each other in the languages it is translated into, and the others are kept out of the index", async () => {
    const { path } = await aProductNotInSpanish();
    const addresses = await translatedAddresses(database.db, 'product', path, (p) => `/product/${p}`);
    expect(Object.keys(addresses).sort()).toEqual(['de', 'en', 'fr', 'ja']);
    const expected = { ...addresses, 'x-default': addresses.en };
    for (const locale of SITE_LOCALES) {
      // Spanish has no translation: the page is at the English path, with the English text.
      const url = (addresses[locale] ?? `${TEST_BASE_URL}/${locale}/product/${path}`).slice(TEST_BASE_URL.length);
      const page = await request(app).get(url);
      expect(page.status).toBe(200);
      if (addresses[locale]) {
        expect(alternatesOf(page.text)).toEqual(expected);
        expect(canonicalOf(page.text)).toEqual([addresses[locale]]);
      } else {
        expect(alternatesOf(page.text)).toEqual({});
        expect(page.text).toContain('<meta name="robots" content="noindex"/>');
      }
    }
  });

  it('a page kept out of the index names no other language, but says its own', async () => {
    const { text } = await request(app).get('/de/search/basket/page/1');
    expect(alternatesOf(text)).toEqual({});
    expect(ogOf(text, 'og:locale')).toEqual(['de_DE']);
  });

  it("describes the site, its search and the product in the page's language", async () => {
    const path = await aProductPath();
    const nodes = jsonLdOf((await request(app).get(`/ja${path}`)).text);
    const website = nodes.find((node) => node['@type'] === 'WebSite')!;
    expect(website).toEqual(
      expect.objectContaining({
        '@id': `${TEST_BASE_URL}/#website`,
        url: `${TEST_BASE_URL}/ja`,
        inLanguage: 'ja',
        potentialAction: expect.objectContaining({
          target: expect.objectContaining({ urlTemplate: `${TEST_BASE_URL}/ja/search/{search_term_string}/page/1` }),
        }),
      }),
    );
    // Japanese names make no address: the product keeps its English path, and its Japanese name.
    const { name } = await database.db
      .selectFrom('content_translation')
      .select(sql<string>`values->>'name'`.as('name'))
      .where('kind', '=', 'product')
      .where('locale', '=', 'ja')
      .where('item_id', '=', (await database.db.selectFrom('product').select('id').orderBy('id').executeTakeFirstOrThrow()).id)
      .executeTakeFirstOrThrow();
    expect(nodes.find((node) => node['@type'] === 'Product')).toEqual(expect.objectContaining({ url: `${TEST_BASE_URL}/ja${path}`, name }));
    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
    expect(crumbs[0]!.item).toBe(`${TEST_BASE_URL}/ja`);
    expect(crumbs.at(-1)!.item).toBe(`${TEST_BASE_URL}/ja${path}`);
    for (const crumb of crumbs) expect(crumb.item.startsWith(`${TEST_BASE_URL}/ja`)).toBe(true);
  });

  it('keeps the English structured data at the English addresses', async () => {
    const nodes = jsonLdOf((await request(app).get('/faqs')).text);
    expect(nodes.find((node) => node['@type'] === 'WebSite')).toEqual(
      expect.objectContaining({ url: `${TEST_BASE_URL}/`, inLanguage: 'en' }),
    );
    expect(nodes.find((node) => node['@type'] === 'FAQPage')).toEqual(expect.objectContaining({ inLanguage: 'en' }));
  });
});

/** The language switcher's links in a page: each language's name, address and marks. */
const switcherLinksOf = (html: string) =>
  tagsOf(html, /<a [^>]*hrefLang="[^"]*"[^>]*>|<a [^>]*hreflang="[^"]*"[^>]*>/g).map((tag) => ({
    href: tag.href,
    lang: tag.lang,
    hreflang: tag.hreflang ?? tag.hrefLang,
    current: tag['aria-current'] === 'true',
  }));

describe('the language switcher', () => {
  it.each([
    ['/de/about-us', 'de', '/about-us'],
    ['/about-us', 'en', '/about-us'],
    ['/ja/categories/page/1', 'ja', '/categories/page/1'],
    ['/', 'en', '/'],
  ])('on %s, links this page in each language, in the header and the footer', async (url, current, path) => {
    const { text } = await request(app).get(url);
    const links = switcherLinksOf(text);
    const expected = (['de', 'en', 'es', 'fr', 'ja'] as const).map((locale) => ({
      href: locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`,
      lang: locale,
      hreflang: locale,
      current: locale === current,
    }));
    // The header's menu on large screens, the one in its drawer on small ones, and the footer's.
    expect(links).toEqual([...expected, ...expected, ...expected]);
  });

  it('names each language in that language, in every page', async () => {
    const { text } = await request(app).get('/ja/faqs');
    for (const name of ['Deutsch', 'English', 'Español', 'Français', '日本語'])
      expect(text).toMatch(new RegExp(`hreflang="[a-z]{2}"[^>]*>${name}</a>`, 'i'));
    expect(text).toContain('<nav aria-label="言語"');
  });

  it("on a translated product's page, links each language's own address of it, with no redirect between", async () => {
    const { path } = await aProductNotInSpanish();
    const addresses = await translatedAddresses(database.db, 'product', path, (p) => `/product/${p}`);
    const { text } = await request(app).get(addresses.de!.slice(TEST_BASE_URL.length));
    const hrefs = Object.fromEntries(switcherLinksOf(text).map((link) => [link.lang, link.href]));
    expect(hrefs).toEqual({
      de: addresses.de!.slice(TEST_BASE_URL.length),
      en: `/product/${path}`,
      fr: addresses.fr!.slice(TEST_BASE_URL.length),
      ja: addresses.ja!.slice(TEST_BASE_URL.length),
      // Not translated into Spanish: the English page under the Spanish interface.
      es: `/es/product/${path}`,
    });
    for (const href of Object.values(hrefs)) expect((await request(app).get(String(href))).status).toBe(200);
  });

  it('keeps the query of a listing page', async () => {
    const { text } = await request(app).get('/de/product-videos?pageSize=12');
    const links = switcherLinksOf(text);
    expect(links.find((link) => link.lang === 'fr')?.href).toBe('/fr/product-videos?pageSize=12');
  });

  it('the server draws no suggestion of another language, whatever the browser asks for', async () => {
    const { text } = await request(app).get('/de/about-us').set('Accept-Language', 'ja,en;q=0.8');
    expect(text).not.toContain('language-suggestion');
    expect(text).not.toContain('日本語でもご覧いただけます');
  });
});

describe("the footer's day", () => {
  it.each([
    ['/about-us', /<dd>\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}<\/dd>/],
    ['/de/about-us', /<dd>\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}<\/dd>/],
    ['/ja/about-us', /<dd>\d{4}年\d{1,2}月\d{1,2}日<\/dd>/],
  ])("%s writes the company's registration day in its language", async (url, day) => {
    const { text } = await request(app).get(url);
    expect(text).toMatch(day);
  });
});
