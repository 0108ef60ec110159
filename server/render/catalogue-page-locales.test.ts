import request from 'supertest';
import type { DatabaseHandle } from '../db/connect';
import { createTestApp } from '../../test/test-app';

// The catalogue's pages (home, listings, product, search, videos) as a buyer reading German or Japanese sees them:
// their interface in that language, none of its English words, and every link keeping to that language.

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? null;
const metaOf = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(headOf(html))?.[1] ?? null;
/** The page's own part: between the header and the footer, without the data handed to the browser. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** The site paths the page's links and forms lead to (not the PDFs, pictures and other files it serves). */
const sitePathsOf = (html: string) =>
  [...html.matchAll(/<(?:a|form)\b[^>]*?\s(?:href|action)="(\/[^"]*)"/g)]
    .map(([, href]) => href!)
    .filter((href) => !/\.(pdf|webp|jpe?g|png|svg)(\?|$)/.test(href) && !href.startsWith('/media/'));

/** The English interface texts of these pages: a German or Japanese page says none of them. */
const ENGLISH_TEXTS = [
  'Sort by',
  'Newest',
  'Welcome inquiry',
  'All Products',
  'Loading products',
  'Search results for',
  'Related products',
  'Specifications',
  'Minimum order',
  'Carton size',
  'pieces per colour',
  'Certified',
  'Enlarge the picture',
  'Product images',
  'Show image',
  'Download line sheet',
  'Download our catalogue',
  'See all products',
  'FEATURED Products',
  'ABOUT US',
  'Why choose us',
  'Our strengths',
  'On this page',
  'Highlights',
  'Previous slide',
  'Next slide',
  'Go to slide',
  'Pause slideshow',
  'Play video',
  'Videos per page',
  'Video pages',
  'There is no products',
  'There are no videos yet',
  'aria-label="Breadcrumb"',
  'aria-label="Pages"',
  '>Previous<',
  '>Next<',
];

async function firstProduct() {
  return database.db
    .selectFrom('product as p')
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .innerJoin('material as m', 'm.id', 'p.material_id')
    .select(['p.name', 'p.path', 'c.path as category_path', 'm.path as material_path'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .executeTakeFirstOrThrow();
}

async function pagesOfEachKind() {
  const product = await firstProduct();
  return [
    '',
    '/products/page/1',
    '/products/page/1?sort=az',
    '/categories/page/1',
    '/materials/page/1',
    `/categories/${product.category_path}/page/1`,
    `/materials/${product.material_path}/page/1`,
    `/product/${product.path}`,
    '/search/seagrass%20basket/page/1',
    '/search/no%20such%20thing%20at%20all/page/1',
    '/product-videos',
  ];
}

describe("the catalogue's pages in German and Japanese", () => {
  it.each(['de', 'ja'])('say none of their English interface texts in %s, and link only to pages in it', async (locale) => {
    for (const page of await pagesOfEachKind()) {
      const url = `/${locale}${page}`;
      // A translated item's English path sends the buyer on to its translated one.
      const response = await request(app).get(url).redirects(1);
      expect([url, response.status]).toEqual([url, 200]);
      const main = decode(mainOf(response.text));
      for (const english of ENGLISH_TEXTS) expect([url, main.includes(english) ? english : null]).toEqual([url, null]);
      for (const path of sitePathsOf(main)) expect([url, path]).toEqual([url, expect.stringMatching(new RegExp(`^/${locale}(/|$|\\?)`))]);
    }
  });

  it('shows a German listing: its heading, its sort, its sidebar and note, in German', async () => {
    const html = decode((await request(app).get('/de/products/page/1')).text);
    expect(titleOf(html)).toMatch(/^Alle Produkte \| /);
    expect(metaOf(html, 'description')).toContain('handgeflochtener Produkte');
    const main = mainOf(html);
    expect(main).toContain('<h1 class="h3 mb-0">Alle Produkte</h1>');
    expect(main).toContain('>Sortieren nach</label>');
    expect(main).toContain('<option value="newest">Neueste zuerst</option>');
    expect(main).toMatch(/<form [^>]*action="\/de\/products\/page\/1" method="get">/);
    expect(main).toContain('<h2 class="h6 text-uppercase text-secondary">Kategorien</h2>');
    expect(main).toContain('Wir freuen uns auf Ihre Anfrage.');
    expect(main).toContain('<nav aria-label="Seiten"');
    expect(main).toContain('<a href="/de/products/page/2" class="page-link" rel="next">Weiter</a>');
    expect(main).toContain('<nav aria-label="Brotkrümelnavigation">');
  });

  it("shows a Japanese category: the category's name in its title, its line sheet and trail in Japanese", async () => {
    const product = await firstProduct();
    const html = decode((await request(app).get(`/ja/categories/${product.category_path}/page/1`)).text);
    expect(titleOf(html)).toMatch(/ \| カテゴリー \| /);
    const main = mainOf(html);
    expect(main).toContain('商品リストをダウンロード（PDF）');
    expect(main).toContain('<nav aria-label="パンくずリスト">');
    expect(main).toMatch(/<li class="breadcrumb-item"><a href="\/ja\/categories\/page\/1">カテゴリー<\/a><\/li>/);
    expect(main).toContain('並べ替え');
  });

  it("links the PDFs in the page's language: the catalogue's German edition, and the category's German line sheet, which opens", async () => {
    const product = await firstProduct();
    const html = decode((await request(app).get(`/de/categories/${product.category_path}/page/1`).redirects(1)).text);
    const hrefs = [...html.matchAll(/<a href="([^"]+\.pdf)" type="application\/pdf"/g)].map(([, href]) => href!);
    expect(hrefs).toContain('/de/catalogue.pdf');
    const lineSheet = hrefs.find((href) => href.startsWith('/de/catalogue/'));
    expect(lineSheet).toBeDefined();
    const response = await request(app).get(lineSheet!);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it("shows a German product: its spec table's names and values, its gallery's labels and related products in German", async () => {
    const english = await firstProduct();
    const html = decode((await request(app).get(`/de/product/${english.path}`).redirects(1)).text);
    // The demo translates every product into German: the page shows its German name.
    const product = { ...english, name: /<h1 class="h3">([^<]*)<\/h1>/.exec(html)![1]! };
    expect(metaOf(html, 'keywords')).toContain(`${product.name} Großhandel`);
    const main = mainOf(html);
    expect(main).toContain('Technische Daten');
    const rows = [...main.matchAll(/<tr><th scope="row"[^>]*>([^<]*)<\/th><td>([^<]*)<\/td><\/tr>/g)].map(([, label, value]) => [
      label,
      value,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Größe', expect.any(String)],
        ['Nettogewicht pro Karton', expect.stringMatching(/^\d+(,\d+)? kg$/)],
        ['Volumen pro Karton', expect.stringMatching(/^\d+,\d+ m³ \(CBM\)$/)],
        ['Mindestbestellmenge (MOQ)', expect.stringMatching(/^[\d.]+ Stück pro Farbe$/)],
      ]),
    );
    expect(main).toContain(`aria-label="Bild von ${product.name} vergrößern"`);
    expect(main).toContain('Ähnliche Produkte');
  });

  it('shows a Japanese search: its heading and head in Japanese, and its empty result with ways on', async () => {
    const html = decode((await request(app).get('/ja/search/seagrass%20basket/page/1')).text);
    expect(titleOf(html)).toMatch(/^検索：seagrass basket \| /);
    expect(mainOf(html)).toContain('「seagrass basket」の検索結果');
    const empty = mainOf(decode((await request(app).get('/ja/search/no%20such%20thing%20at%20all/page/1')).text));
    expect(empty).toContain('該当する製品はございません');
    expect(empty).toContain('<a href="/ja/contact">掲載のない製品についてお問い合わせ</a>');
  });

  it('shows the German videos page: its page size, pager and play buttons in German, its form in German', async () => {
    const main = decode(mainOf((await request(app).get('/de/product-videos')).text));
    expect(main).toContain('>Videos pro Seite</label>');
    expect(main).toMatch(/<form [^>]*action="\/de\/product-videos" method="get">/);
    expect(main).toContain('<nav class="d-flex justify-content-center gap-3 mt-4" aria-label="Videoseiten">');
    expect(main).toMatch(/Video abspielen: |Es gibt noch keine Videos\./);
  });

  it.each([
    ['de', 'Auf dieser Seite', 'EMPFOHLENE Produkte', 'Alle Produkte ansehen', 'ÜBER UNS'],
    ['ja', 'このページの内容', 'おすすめ製品', 'すべての製品を見る', '会社概要'],
  ])('shows the home page in %s: its sections and their links', async (locale, anchors, featured, seeAll, aboutUs) => {
    const html = decode((await request(app).get(`/${locale}`)).text);
    const main = mainOf(html);
    expect(main).toContain(`aria-label="${anchors}"`);
    expect(main).toContain(`>${featured}</h2>`);
    expect(main).toContain(`<a href="/${locale}/products/page/1" class="btn btn-outline-primary">${seeAll}</a>`);
    expect(main).toContain(`<a href="/${locale}/about-us" class="btn btn-primary">${aboutUs}</a>`);
  });

  it('keeps the English pages as they were', async () => {
    const product = await firstProduct();
    const listing = decode((await request(app).get('/products/page/1')).text);
    expect(titleOf(listing)).toMatch(/^All Products \| /);
    expect(mainOf(listing)).toContain('>Sort by</label>');
    expect(mainOf(listing)).toContain('<option value="newest">Newest</option>');
    expect(mainOf(listing)).toMatch(/<form [^>]*action="\/products\/page\/1" method="get">/);
    const page = mainOf(decode((await request(app).get(`/product/${product.path}`)).text));
    expect(page).toMatch(/<tr><th scope="row"[^>]*>Minimum order<\/th><td>[\d,]+ pieces per colour<\/td><\/tr>/);
    expect(page).toContain('Related products');
  });
});
