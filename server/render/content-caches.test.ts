import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { paths } from '../../shared/paths';
import { createIsolatedTestApp } from '../../test/test-app';

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let server: http.Server;
beforeAll(async () => {
  site = await createIsolatedTestApp({ pageCache: true });
  server = site.app.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await site.dispose();
});

/** A page's response as it travels: the bytes on the wire, not decoded. */
function fetchBytes(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
// The newest product: the first on the products page.
const firstProduct = () =>
  site.database.db
    .selectFrom('product')
    .select(['id', 'path', 'name'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

it('sends every visitor the same bytes and the same headers, which a CDN may keep as they are', async () => {
  const { path } = await firstProduct();
  // The first renders the page; the second and third are sent it from the cache.
  const [first, second, third] = [
    await fetchBytes(paths.product(path), BROWSER),
    await fetchBytes(paths.product(path), BROWSER),
    await fetchBytes(paths.product(path), BROWSER),
  ];
  for (const response of [first, second, third]) {
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.body.equals(first.body)).toBe(true);
    for (const header of ['etag', 'content-security-policy', 'content-length', 'content-type']) {
      expect({ header, value: response.headers[header] }).toEqual({ header, value: first.headers[header] });
    }
  }
});

it('sends a cached page in the encoding the browser takes: brotli, else gzip, else none, all the same page', async () => {
  const { path } = await firstProduct();
  const plain = await fetchBytes(paths.product(path), { 'Accept-Encoding': 'identity' });
  const brotli = await fetchBytes(paths.product(path), BROWSER);
  const gzipped = await fetchBytes(paths.product(path), { 'Accept-Encoding': 'gzip' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
  expect(plain.body.toString('utf8')).toContain('</html>');
  expect(brotli.body.length).toBeLessThan(gzipped.body.length);
  expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
  expect(new Set([plain, brotli, gzipped].map((response) => response.headers.etag)).size).toBe(1);
});

it('answers 304 when the browser has the current page', async () => {
  const page = await request(site.app).get(paths.faqs()).expect(200);
  const again = await request(site.app).get(paths.faqs()).set('If-None-Match', page.headers.etag!).expect(304);
  expect(again.text).toBe('');
  expect(again.headers.etag).toBe(page.headers.etag);
});

it('shows a change of content on the next request', async () => {
  const product = await firstProduct();
  const before = await request(site.app).get(paths.product(product.path)).expect(200);
  const listingBefore = await request(site.app).get(paths.products()).expect(200);
  expect(listingBefore.text.includes(product.name)).toBe(true);
  await site.database.db.updateTable('product').set({ name: 'Seagrass Log Basket, Natural' }).where('id', '=', product.id).execute();

  const after = await request(site.app).get(paths.product(product.path)).set('If-None-Match', before.headers.etag!).expect(200);
  expect(after.text.includes('Seagrass Log Basket, Natural')).toBe(true);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  // Pages that list the product change as well.
  const listingAfter = await request(site.app).get(paths.products()).expect(200);
  expect(listingAfter.text.includes('Seagrass Log Basket, Natural')).toBe(true);
});

it('never keeps search results, the videos page or pages that are not found', async () => {
  for (const response of [
    await request(site.app).get(paths.search('basket')).expect(200),
    await request(site.app).get(paths.productVideos()).expect(200),
    await request(site.app).get(paths.product('no-such-product')).expect(404),
  ]) {
    expect(response.headers.etag).toBeUndefined();
  }
});

it('counts a category anew once a product is added, and leaves out the excluded product', async () => {
  const byCategory = (body: object) =>
    request(site.app)
      .post(`${API_BASE}${catalogueApi.productsByCategory.path}`)
      .send({ page: 1, pageSize: 8, path: 'baskets', ...body })
      .expect(200)
      .then((r) => (r.body as { total: number }).total);
  const before = await byCategory({});
  const basket = await site.database.db
    .selectFrom('product as p')
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .selectAll('p')
    .where('c.path', '=', 'baskets')
    .limit(1)
    .executeTakeFirstOrThrow();
  await site.database.db
    .insertInto('product')
    .values({
      name: 'Round Seagrass Basket, Honey',
      path: 'round-seagrass-basket-honey',
      description: basket.description,
      detail: basket.detail,
      category_id: basket.category_id,
      material_id: basket.material_id,
      gallery: JSON.stringify(basket.gallery),
    })
    .execute();

  expect(await byCategory({})).toBe(before + 1);
  expect(await byCategory({ exclude: 'round-seagrass-basket-honey' })).toBe(before);
  expect(await byCategory({ exclude: 'not-a-basket' })).toBe(before + 1);
  // A page past the end has no rows to tell whether the excluded product is a basket: the total stays right.
  expect(await byCategory({ page: 999, exclude: 'round-seagrass-basket-honey' })).toBe(before);
  expect(await byCategory({ page: 999, exclude: 'not-a-basket' })).toBe(before + 1);
});

it('caches a page only under the address the site links to, so odd spellings cannot fill the cache', async () => {
  // Only a cached page has an ETag: a page rendered for one request is streamed as it is made.
  const cached = (response: request.Response) => response.headers.etag !== undefined;
  expect(cached(await request(site.app).get(paths.faqs()).expect(200))).toBe(true);
  expect(cached(await request(site.app).get(`${paths.products()}?sort=az`).expect(200))).toBe(true);
  for (const odd of [`${paths.faqs()}?utm_source=mail`, paths.faqs().toUpperCase(), `${paths.products()}?sort=az&x=1`]) {
    expect({ odd, cached: cached(await request(site.app).get(odd).expect(200)) }).toEqual({ odd, cached: false });
  }
  expect(cached(await request(site.app).get('/%73earch/basket/page/1'))).toBe(false);
});

it('shows a renamed category in the menu of the next page, even of one never cached', async () => {
  const menuOf = async () => (await request(site.app).get(paths.search('basket')).expect(200)).text;
  expect(await menuOf()).toContain('>Storage Boxes</a>');
  await site.database.db.updateTable('category').set({ name: 'Boxes and Chests' }).where('path', '=', 'storage-boxes').execute();
  const after = await menuOf();
  expect(after).toContain('>Boxes and Chests</a>');
  expect(after).not.toContain('>Storage Boxes</a>');
});

it('keeps the number of all products right as products are added and removed', async () => {
  const listed = () =>
    request(site.app)
      .post(`${API_BASE}${catalogueApi.productList.path}`)
      .send({ page: 1, pageSize: 8 })
      .expect(200)
      .then((r) => (r.body as { total: number }).total);
  const stored = () =>
    site.database.db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const before = await stored();
  expect(await listed()).toBe(before);

  const template = await site.database.db.selectFrom('product').selectAll().limit(1).executeTakeFirstOrThrow();
  const copy = (n: number) => ({
    name: `Counted Tray ${n}`,
    path: `counted-tray-${n}`,
    description: template.description,
    detail: template.detail,
    category_id: template.category_id,
    material_id: template.material_id,
  });
  await site.database.db
    .insertInto('product')
    .values([copy(1), copy(2), copy(3)])
    .execute();
  expect(await listed()).toBe(before + 3);
  await site.database.db.deleteFrom('product').where('path', 'in', ['counted-tray-1', 'counted-tray-2']).execute();
  expect(await listed()).toBe(before + 1);
  expect(await stored()).toBe(before + 1);
});

it('shows a change of the company in the footer of the next page, though the company is cached until the content changes', async () => {
  const footerOf = async (address: string) => {
    const html = (await request(site.app).get(address).expect(200)).text;
    return html.slice(html.indexOf('<footer'));
  };
  const { registered_address: before } = await site.database.db
    .selectFrom('site_config')
    .select('registered_address')
    .executeTakeFirstOrThrow();
  // Search results are never cached as pages: each of these is rendered, the later ones from the cached company.
  for (const words of ['basket', 'lamp']) expect(await footerOf(paths.search(words))).toContain(before);

  await site.database.db
    .updateTable('site_config')
    .set({ registered_address: 'Lot 7, Phu Nghia Industrial Park, Hanoi, Vietnam' })
    .execute();
  const after = await footerOf(paths.search('tray'));
  expect(after).toContain('Lot 7, Phu Nghia Industrial Park, Hanoi, Vietnam');
  expect(after).not.toContain(before);
});
