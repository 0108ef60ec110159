import request from 'supertest';
import type { ContentItem } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';

// What an editor writes for search engines, checked in the bytes a crawler receives: the page's <head>.

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let editor: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp({ pageCache: true });
  editor = await signedInAs(site.database.db, 'editor', { name: 'Hoa Editor' });
});
afterAll(() => site.dispose());

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? '');
const metaOf = (html: string, attribute: 'name' | 'property', key: string) =>
  decode(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(headOf(html))?.[1] ?? '');

async function pageHead(address: string) {
  const response = await request(site.app).get(address);
  expect(response.status).toBe(200);
  return {
    title: titleOf(response.text),
    description: metaOf(response.text, 'name', 'description'),
    ogDescription: metaOf(response.text, 'property', 'og:description'),
  };
}

/** Sends an item's form through the back office's API, with `values` changed. */
async function submit(type: string, id: number, values: Record<string, unknown>) {
  const at = { params: { type, id: String(id) } } as never;
  const before = (await request(site.app).get(endpointUrl(contentApi.get, at)).set(editor.headers)).body as ContentItem;
  return request(site.app)
    .post(endpointUrl(contentApi.update, at))
    .set(editor.headers)
    .send({ values: { ...before.values, ...values }, version: before.version });
}

async function save(type: string, id: number, values: Record<string, unknown>): Promise<ContentItem> {
  const saved = await submit(type, id, values);
  expect({ status: saved.status, errors: saved.body.errors }).toEqual({ status: 200, errors: undefined });
  return saved.body as ContentItem;
}

const firstOf = (table: 'category' | 'material') =>
  site.database.db.selectFrom(table).select(['id', 'name', 'path']).orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow();

describe.each([
  ['category', (path: string) => `/categories/${path}/page/1`],
  ['material', (path: string) => `/materials/${path}/page/1`],
] as const)("a %s's listing", (table, addressOf) => {
  it('shows the title and description its editor saved for search engines', async () => {
    const item = await firstOf(table);
    await save(table, item.id, {
      seo_title: `Wholesale ${item.name} from Vietnam`,
      seo_description: `Order ${item.name} by the container, woven by hand in Ninh Binh.`,
    });
    const head = await pageHead(addressOf(item.path));
    expect(head.title).toMatch(new RegExp(`^Wholesale ${item.name} from Vietnam \\| `));
    expect(head.description).toBe(`Order ${item.name} by the container, woven by hand in Ninh Binh.`);
    expect(head.ogDescription).toBe(head.description);
  });

  it('falls back to the texts made from its name when they are left empty', async () => {
    const item = await firstOf(table);
    await save(table, item.id, { seo_title: '', seo_description: '' });
    const head = await pageHead(addressOf(item.path));
    expect(head.title).not.toContain('Wholesale');
    expect(head.title).toContain(item.name);
    expect(head.description).toContain(table === 'category' ? item.name : item.name.toLowerCase());
    expect(head.description).not.toContain('by the container');
  });

  it('refuses a description longer than search engines show, and keeps the page as it was', async () => {
    const item = await firstOf(table);
    const before = await pageHead(addressOf(item.path));
    const refused = await submit(table, item.id, { seo_description: 'x'.repeat(161) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.seo_description).toMatch(/160/);
    expect(await pageHead(addressOf(item.path))).toEqual(before);
  });
});

describe('the company pages', () => {
  it.each([
    ['/about-us', 'about_us'],
    ['/how-we-make', 'how_we_make'],
    ['/quality-control', 'quality_control'],
    ['/trading', 'trading'],
  ])('%s shows the title and description saved in the company information', async (address, prefix) => {
    await save('company', 1, {
      [`${prefix}_seo_title`]: `Saved title of ${address}`,
      [`${prefix}_seo_description`]: `Saved description of ${address}, for buyers searching the web.`,
    });
    const head = await pageHead(address);
    expect(head.title).toMatch(new RegExp(`^Saved title of ${address} \\| `));
    expect(head.description).toBe(`Saved description of ${address}, for buyers searching the web.`);
    expect(head.ogDescription).toBe(head.description);
    await save('company', 1, { [`${prefix}_seo_title`]: '', [`${prefix}_seo_description`]: '' });
  });

  it('fall back to their own texts when the fields are left empty', async () => {
    await save('company', 1, { trading_seo_title: '', trading_seo_description: '' });
    const head = await pageHead('/trading');
    expect(head.title).toMatch(/^Trading Terms \| /);
    expect(head.description).toBe(
      'How to order from us: minimum order, quotation, samples and production times, quality checks, loading ports, prices in USD and payment by T/T or L/C.',
    );
  });

  it("About us's own description follows the company facts the page shows", async () => {
    await save('company', 1, { about_us_seo_description: '' });
    expect((await pageHead('/about-us')).description).toContain('18 containers a month');
    const capacity = await site.database.db
      .selectFrom('content_block')
      .select('id')
      .where('page', '=', 'about-us')
      .where('section', '=', 'facts')
      .where('title', '=', '18 containers a month')
      .executeTakeFirstOrThrow();
    await save('page-block', capacity.id, { title: '22 containers a month' });
    const head = await pageHead('/about-us');
    expect(head.description).toContain('22 containers a month');
    expect(head.description).not.toContain('18');
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it('refuses a description longer than search engines show, and keeps the page as it was', async () => {
    const before = await pageHead('/quality-control');
    const refused = await submit('company', 1, { quality_control_seo_description: 'x'.repeat(161) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.quality_control_seo_description).toMatch(/160/);
    expect(await pageHead('/quality-control')).toEqual(before);
  });
});

describe('the site’s other pages', () => {
  it.each([
    ['/', 'home'],
    ['/products/page/1', 'products'],
    ['/categories/page/1', 'categories'],
    ['/materials/page/1', 'materials'],
    ['/faqs', 'faqs'],
    ['/contact', 'contact'],
    ['/product-videos', 'product_videos'],
  ])('%s shows the title and description saved in the company information, and its own when emptied', async (address, prefix) => {
    const own = await pageHead(address);
    await save('company', 1, {
      [`${prefix}_seo_title`]: `Saved title of ${prefix}`,
      [`${prefix}_seo_description`]: `Saved description of ${prefix}, for buyers searching the web.`,
    });
    const head = await pageHead(address);
    expect(head.title).toContain(`Saved title of ${prefix}`);
    expect(head.description).toBe(`Saved description of ${prefix}, for buyers searching the web.`);
    expect(head.ogDescription).toBe(head.description);
    await save('company', 1, { [`${prefix}_seo_title`]: '', [`${prefix}_seo_description`]: '' });
    expect(await pageHead(address)).toEqual(own);
  });
});
