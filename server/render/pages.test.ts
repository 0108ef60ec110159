import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { DatabaseHandle } from '../db/connect';
import { hydrationDataOf } from '../../test/hydration-data';
import { createTestApp, TEST_BASE_URL } from '../../test/test-app';

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? null;
const metaOf = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(headOf(html))?.[1] ?? null;
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

async function newestProduct() {
  return database.db
    .selectFrom('product as p')
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .innerJoin('material as m', 'm.id', 'p.material_id')
    .select([
      'p.id',
      'p.name',
      'p.path',
      'c.path as category_path',
      'c.id as category_id',
      'm.path as material_path',
      'm.id as material_id',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('redirects', () => {
  it.each([
    ['/categories', '/categories/page/1'],
    ['/materials', '/materials/page/1'],
    ['/products', '/products/page/1'],
  ])('%s moves permanently to %s', async (from, to) => {
    const response = await request(app).get(from);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('sends any unknown path to /not-found', async () => {
    const response = await request(app).get('/no/such/page');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/not-found');
  });
});

describe('the not-found page', () => {
  it('answers 404 with the wording of the specification and a Go Home link', async () => {
    const response = await request(app).get('/not-found');
    expect(response.status).toBe(404);
    expect(decode(response.text)).toContain("Oops! That page can't be found.");
    expect(response.text).toContain('It looks like nothing was found at this location. Maybe try one of the links below or a search?');
    expect(response.text).toMatch(/<a[^>]*href="\/"[^>]*>Go Home<\/a>/);
  });

  it.each([
    '/product/no-such-product',
    '/order/no-such-product',
    '/categories/no-such-category/page/1',
    '/materials/no-such-material/page/1',
    '/products/page/0',
    '/products/page/abc',
    '/products/page/-1',
    '/products/page/1.5',
    '/products/page/99999',
    '/categories/page/2x',
    '/categories/page/500',
    '/materials/page/00',
    '/search/bamboo/page/99',
    '/search/bamboo/page/x',
  ])('is what %s answers, with status 404', async (url) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(404);
    expect(decode(response.text)).toContain("Oops! That page can't be found.");
  });
});

describe('pages rendered on the server', () => {
  it('shows each page type with its real content, a title, keywords and a description in <head>', async () => {
    const product = await newestProduct();
    const site = await database.db.selectFrom('site_config').select(['short_name', 'company_name', 'phone']).executeTakeFirstOrThrow();
    const firstFaq = await database.db.selectFrom('faq').select('question').orderBy('type').orderBy('sort_order').executeTakeFirstOrThrow();
    const firstStep = await database.db
      .selectFrom('content_block')
      .select('title')
      .where('page', '=', 'how-we-make')
      .where('section', '=', 'steps')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const firstCheck = await database.db
      .selectFrom('content_block')
      .select('title')
      .where('page', '=', 'quality-control')
      .where('section', '=', 'checks')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const firstCategory = await database.db
      .selectFrom('category')
      .select('name')
      .orderBy('sort_order')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const firstMaterial = await database.db
      .selectFrom('material')
      .select('name')
      .orderBy('sort_order')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const video = await database.db.selectFrom('video').select('title').orderBy('published_at', 'desc').executeTakeFirstOrThrow();

    const pages: [string, string][] = [
      ['/', 'FEATURED Products'],
      ['/categories/page/1', firstCategory.name],
      [`/categories/${product.category_path}/page/1`, product.name],
      ['/materials/page/1', firstMaterial.name],
      [`/materials/${product.material_path}/page/1`, product.name],
      ['/products/page/1', product.name],
      [`/product/${product.path}`, product.name],
      [`/order/${product.path}`, product.name],
      ['/contact', site.phone],
      ['/about-us', 'Meeting our customers'],
      ['/product-videos', video.title],
      ['/faqs', firstFaq.question],
      ['/how-we-make', firstStep.title],
      ['/quality-control', firstCheck.title],
    ];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [url, content] of pages) {
      const response = await request(app).get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const html = decode(response.text);
      expect({ url, hasContent: html.includes(content) }).toEqual({ url, hasContent: true });
      const title = titleOf(html);
      expect(title).toContain(site.short_name);
      expect(metaOf(html, 'keywords')).toBeTruthy();
      const description = metaOf(html, 'description');
      expect(description).toBeTruthy();
      titles.add(title!);
      descriptions.add(description!);
      // Header and footer are on every page.
      expect(html).toContain('href="/quality-control"');
      expect(html).toContain(site.company_name);
    }
    // The category and material listings of the same product differ, so every page has its own title.
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBeGreaterThanOrEqual(pages.length - 3);
  });

  it('gives a product page its name in title and keywords, and its own URL as canonical link', async () => {
    const product = await newestProduct();
    const response = await request(app).get(`/product/${product.path}`);
    const html = decode(response.text);
    expect(titleOf(html)).toContain(product.name);
    expect(metaOf(html, 'keywords')).toContain(product.name);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${TEST_BASE_URL}/product/${product.path}"/>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("shows a product's spec table in the page's HTML: a row a fact, headed by its name, the material not twice, no price", async () => {
    const product = await newestProduct();
    const spec = await database.db
      .selectFrom('product')
      .select(['size', 'hs_code', 'carton_net_weight_kg', 'colours'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    const html = decode((await request(app).get(`/product/${product.path}`)).text);
    const table = html.slice(html.indexOf('<section class="product-spec'), html.indexOf('</section>', html.indexOf('product-spec')));
    expect(table).toContain('Specifications');
    const rows = [...table.matchAll(/<tr><th scope="row"[^>]*>([^<]*)<\/th><td>([^<]*)<\/td><\/tr>/g)].map(([, label, value]) => [
      label,
      value,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Size', spec.size],
        ['HS code', spec.hs_code],
        ['Net weight per carton', `${Number(spec.carton_net_weight_kg)} kg`],
        ['Volume per carton', expect.stringMatching(/^\d+\.\d+ m³ \(CBM\)$/)],
        ['Minimum order', expect.stringMatching(/^\d+ pieces per colour$/)],
      ]),
    );
    // The material is the link under the product's name.
    expect(rows.map(([label]) => label)).not.toContain('Material');
    expect(table).not.toMatch(/USD|\$|price/i);
    // Search engines read the size and colours as schema.org has them, and no offer.
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
      .find((entry) => entry['@type'] === 'Product')!;
    expect(data).toMatchObject({ size: spec.size, color: spec.colours.join(', ') });
    expect(data.offers).toBeUndefined();
  });

  it('lists the first eight products of a category, newest first, with a link to the next page', async () => {
    const product = await newestProduct();
    const expected = await database.db
      .selectFrom('product')
      .select(['name', 'path'])
      .where('category_id', '=', product.category_id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(9)
      .execute();
    const response = await request(app).get(`/categories/${product.category_path}/page/1`);
    const html = decode(response.text);
    for (const p of expected.slice(0, 8)) expect(html).toContain(`href="/product/${p.path}"`);
    if (expected.length > 8) {
      expect(html).not.toContain(`href="/product/${expected[8]!.path}"`);
      expect(html).toContain(`href="/categories/${product.category_path}/page/2"`);
    }
  });

  it('sorts a listing A-Z when the URL asks for it', async () => {
    const first = await database.db.selectFrom('product').select(['name', 'path']).orderBy('name').orderBy('id').executeTakeFirstOrThrow();
    const response = await request(app).get('/products/page/1?sort=az');
    expect(response.status).toBe(200);
    const html = decode(response.text);
    const firstLink = /href="\/product\/([^"]+)"/.exec(html.slice(html.indexOf('All Products')));
    expect(firstLink?.[1]).toBe(first.path);
  });

  it('renders the search-by-path listing for crawlers to find, but asks them not to index it', async () => {
    const response = await request(app).get('/search/seagrass%20basket/page/1');
    expect(response.status).toBe(200);
    const html = decode(response.text);
    expect(html).toContain('Search results for “seagrass basket”');
    expect(html).toMatch(/href="\/product\/[^"]*seagrass[^"]*"/);
    expect(headOf(html)).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('the trading terms page', () => {
  it('links the PDF catalogue from the footer, the catalogue request and the categories, and a line sheet from each category', async () => {
    /** A link to a PDF, with the words it says (after its icon). */
    const pdfLink = (href: string, words: string) =>
      new RegExp(
        `<a href="${href.replace(/[.\\/]/g, '\\$&')}" type="application/pdf"[^>]*>(?:(?!</a>).)*${words.replace(/[()]/g, '\\$&')}</a>`,
        's',
      );
    const home = (await request(app).get('/')).text;
    const footer = home.slice(home.indexOf('<footer'), home.indexOf('</footer>'));
    expect(footer).toMatch(pdfLink('/catalogue.pdf', 'Download our catalogue (PDF)'));
    for (const page of ['/catalogue-request', '/categories/page/1']) {
      const main = (await request(app).get(page)).text;
      expect(main.slice(0, main.indexOf('<footer'))).toMatch(pdfLink('/catalogue.pdf', 'Download our catalogue (PDF)'));
    }
    const category = await database.db.selectFrom('category').select('path').orderBy('id').executeTakeFirstOrThrow();
    const listing = (await request(app).get(`/categories/${category.path}/page/1`)).text;
    expect(listing).toMatch(pdfLink(`/catalogue/${category.path}.pdf`, 'Download line sheet (PDF)'));
    // A material's listing is no category: it has no line sheet.
    const material = await database.db.selectFrom('material').select('path').orderBy('id').executeTakeFirstOrThrow();
    expect((await request(app).get(`/materials/${material.path}/page/1`)).text).not.toContain('line sheet');
  });

  it("tells a buyer the terms before ordering, linked from every page's footer and listed in the sitemap", async () => {
    const response = await request(app).get('/trading');
    expect(response.status).toBe(200);
    const html = decode(response.text);
    expect(titleOf(html)).toContain('Trading Terms');
    expect(html).toMatch(/<h1[^>]*>Trading terms<\/h1>/);
    const facts = [
      '100 pieces per colour per item',
      'quotation within 3 to 5 days',
      'Samples are ready in 5 to 10 days',
      '35 to 65 days',
      'Moisture content of 7 to 12%',
      'general level GII, acceptance 2.5 for major and 4.0 for minor defects',
      'Loading ports Hai Phong and Ho Chi Minh City',
      'Prices in US dollars',
      'a 30% deposit with the order, the balance before loading',
      'first order over USD 45,000',
      'small (LCL) shipments',
      'Pre-shipment inspection 3 to 7 days before shipment',
      'ISTA 1A',
    ];
    expect(facts.filter((fact) => !html.includes(fact))).toEqual([]);

    const home = decode((await request(app).get('/')).text);
    const footer = home.slice(home.indexOf('<footer'), home.indexOf('</footer>'));
    expect(footer).toMatch(/<a[^>]*href="\/trading"[^>]*>Trading terms<\/a>/);
    expect((await request(app).get('/sitemap.xml')).text).toContain(`<loc>${TEST_BASE_URL}/trading</loc>`);
  });
});

describe('the messaging contact', () => {
  it.each(['/', '/contact'])('on %s opens a chat on each app the company is on, with the number it shows', async (path) => {
    const html = decode((await request(app).get(path)).text);
    for (const [messenger, host] of [
      ['Zalo', 'zalo\\.me'],
      ['WhatsApp', 'wa\\.me'],
    ] as const) {
      const links = [...html.matchAll(new RegExp(`<a [^>]*href="https://${host}/(\\d+)"[^>]*aria-label="([^"]+)"[^>]*>([^<]+)</a>`, 'g'))];
      expect(links.length).toBeGreaterThan(0);
      for (const [, dialled, name, shown] of links) {
        expect(shown!.replace(/\D/g, '')).toBe(dialled);
        expect(name).toBe(`Chat on ${messenger} with ${shown}`);
      }
    }
  });
});

describe('the sales contact', () => {
  it('is a card on the contact page: photo, name, role, e-mail, phone, WhatsApp and languages', async () => {
    const html = decode((await request(app).get('/contact')).text);
    const card = html.slice(
      html.indexOf('<section class="sales-contact'),
      html.indexOf('</section>', html.indexOf('<section class="sales-contact')),
    );
    expect(card).toMatch(/<h2 id="sales-contact-title"[^>]*>Your sales contact<\/h2>/);
    expect(card).toMatch(/<img [^>]*alt="Nguyen Thu Trang, export sales manager"[^>]*class="sales-contact-photo"/);
    expect(card).toContain('<p class="h5 mb-0">Nguyen Thu Trang</p>');
    expect(card).toContain('Export sales manager');
    expect(card).toContain('<a href="mailto:export@hanoweave.com.vn">export@hanoweave.com.vn</a>');
    expect(card).toContain('<a href="tel:+84912457730">+84 91 245 7730</a>');
    expect(card).toMatch(
      /<a href="https:\/\/wa\.me\/84912457730"[^>]*aria-label="Chat on WhatsApp with \+84 91 245 7730">\+84 91 245 7730<\/a>/,
    );
    expect(card).toMatch(/Speaks (<!-- -->)?English, Vietnamese, French/);
  });
});

describe('the header navigation', () => {
  const currentItems = (html: string) =>
    [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)]
      .filter((link) => /class="nav-link active"/.test(link[1]!) && /aria-current="page"/.test(link[1]!))
      .map((link) => link[2]);

  it.each([
    ['/', ['Home']],
    ['/quality-control', ['Quality Control']],
    ['/faqs', ['FAQs']],
    ['/categories/page/1', ['Categories']],
    // Inside the section its link is highlighted, but it is not the page shown.
    ['/categories/baskets/page/1', []],
  ])('marks where the visitor is on %s', async (path, current) => {
    const response = await request(app).get(path).redirects(1);
    expect(currentItems(response.text)).toEqual(current);
  });

  it('highlights the Categories link on a category’s listing', async () => {
    const html = (await request(app).get('/categories/baskets/page/1')).text;
    expect(html).toMatch(/<a [^>]*href="\/categories\/page\/1"[^>]*class="nav-link active"[^>]*>Categories<\/a>/);
  });
});

describe('pictures', () => {
  it('shows the company logo as its SVG drawing, a static file of the site, with a raster of it for social previews', async () => {
    const home = await request(app).get('/');
    const logo = /<img[^>]*\bsrc="([^"]+)"[^>]*class="site-logo"/.exec(home.text)?.[1];
    expect(logo).toBe('/brand/logo.svg');
    const preview = /<meta property="og:image" content="[^"]*?(\/brand\/[^"]+)"/.exec(home.text)?.[1];
    expect(preview).toBe('/brand/logo-900.webp');
    // The build copies public/ as it is: these are the files the production server answers with.
    expect(fs.readFileSync(path.join('public', logo!), 'utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(fs.readFileSync(path.join('public', preview!)).subarray(8, 12).toString()).toBe('WEBP');
  });

  it('offer AVIF first and WebP for browsers without it, every width of both on disk', async () => {
    const product = await newestProduct();
    const html = (await request(app).get(`/product/${product.path}`)).text;
    const main = /<picture><source type="image\/avif" srcSet="([^"]+)"[^>]*\/><img[^>]*srcSet="([^"]+)"/.exec(html);
    expect(main).not.toBeNull();
    const urls = (srcSet: string) => srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!);
    const [avif, webp] = [urls(main![1]!), urls(main![2]!)];
    expect(avif).toEqual(webp.map((url) => url.replace(/\.webp$/, '.avif')));
    for (const url of avif) {
      const file = await request(app).get(url);
      expect({ url, status: file.status, type: file.headers['content-type'] }).toEqual({ url, status: 200, type: 'image/avif' });
    }
    // The main picture is preloaded as AVIF; a browser without AVIF skips the hint and reads the <img>.
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]+\.avif 960w"/);
  });
});

describe('the data a page sends for the browser to take over', () => {
  it('carries of the layout only what the header, drawers and footer show: names and paths of the lists, no customers', async () => {
    const { path } = await newestProduct();
    for (const page of ['/categories/baskets/page/1', `/product/${path}`, '/about-us']) {
      const layout = hydrationDataOf((await request(app).get(page).expect(200)).text).root!;
      expect(Object.keys(layout).sort()).toEqual(['baseUrl', 'categories', 'materials', 'site', 'updates']);
      for (const list of [layout.categories, layout.materials] as Record<string, unknown>[][]) {
        expect(list.length).toBeGreaterThan(0);
        for (const item of list) expect(Object.keys(item).sort()).toEqual(['_id', 'name', 'path']);
      }
      expect(layout.site).not.toHaveProperty('mapImage');
      expect(layout.site).not.toHaveProperty('introVideo');
      expect(layout.site).toHaveProperty('socials');
    }
  });

  it('gives the home page the pictures of its carousels and the contact page its map, from their own loaders', async () => {
    const home = hydrationDataOf((await request(app).get('/').expect(200)).text).home!;
    expect((home.categories as { thumbnail?: unknown }[])[0]!.thumbnail).toEqual(expect.objectContaining({ src: expect.any(String) }));
    expect((home.materials as { thumbnail?: unknown }[])[0]!.thumbnail).toEqual(expect.objectContaining({ src: expect.any(String) }));
    expect(home.introVideo).toEqual(expect.objectContaining({ id: expect.any(String), title: expect.any(String) }));

    const contactHtml = (await request(app).get('/contact').expect(200)).text;
    const contact = hydrationDataOf(contactHtml).contact!;
    const map = contact.mapImage as { src: string };
    expect(contactHtml).toContain(`src="${map.src}"`);
  });
});
