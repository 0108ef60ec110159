import request from 'supertest';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { paths } from '../../shared/paths';
import { createIsolatedTestApp } from '../../test/test-app';

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
beforeAll(async () => {
  site = await createIsolatedTestApp({ pageCache: true });
});
afterAll(() => site.dispose());

const policyNonce = (response: request.Response) => /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
const pageNonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];
// The newest product: the first on the products page.
const firstProduct = () =>
  site.database.db
    .selectFrom('product')
    .select(['id', 'path', 'name'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

it('serves a page again with the same content, a fresh nonce and a policy that matches it', async () => {
  const { path } = await firstProduct();
  const first = await request(site.app).get(paths.product(path)).expect(200);
  const second = await request(site.app).get(paths.product(path)).expect(200);

  for (const response of [first, second]) {
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(pageNonces(response.text)).toEqual([policyNonce(response)]);
  }
  expect(policyNonce(second)).not.toBe(policyNonce(first));
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.text.replaceAll(policyNonce(second)!, '')).toBe(first.text.replaceAll(policyNonce(first)!, ''));
});

it('answers 304 without a policy when the browser has the current page, so its stored nonce stays valid', async () => {
  const page = await request(site.app).get(paths.faqs()).expect(200);
  const again = await request(site.app).get(paths.faqs()).set('If-None-Match', page.headers.etag!).expect(304);
  expect(again.text).toBe('');
  expect(again.headers['content-security-policy']).toBeUndefined();
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

it('keeps a page only under the address the site links to, so odd spellings cannot fill the cache', async () => {
  // Only a kept page has an ETag: a page rendered for one request is streamed as it is made.
  const kept = (response: request.Response) => response.headers.etag !== undefined;
  expect(kept(await request(site.app).get(paths.faqs()).expect(200))).toBe(true);
  expect(kept(await request(site.app).get(`${paths.products()}?sort=az`).expect(200))).toBe(true);
  for (const odd of [`${paths.faqs()}?utm_source=mail`, paths.faqs().toUpperCase(), `${paths.products()}?sort=az&x=1`]) {
    expect({ odd, kept: kept(await request(site.app).get(odd).expect(200)) }).toEqual({ odd, kept: false });
  }
  expect(kept(await request(site.app).get('/%73earch/basket/page/1'))).toBe(false);
});

it('sends a kept page gzipped, with this response’s nonce inside, to a browser that accepts gzip', async () => {
  const { path } = await firstProduct();
  const plain = await request(site.app).get(paths.product(path)).set('Accept-Encoding', 'identity').expect(200);
  const zipped = await request(site.app).get(paths.product(path)).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
  // supertest unzips: the page is the same as the plain one but for the nonce, which matches its own policy.
  expect(pageNonces(zipped.text)).toEqual([policyNonce(zipped)]);
  expect(zipped.text.replaceAll(policyNonce(zipped)!, '')).toBe(plain.text.replaceAll(policyNonce(plain)!, ''));
  expect(Number(zipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 3);
});

it('shows a renamed category in the menu of the next page, even of one never kept', async () => {
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

it('shows a change of the company in the footer of the next page, though the footer is rendered once and sent again', async () => {
  const footerOf = async (address: string) => {
    const html = (await request(site.app).get(address).expect(200)).text;
    return html.slice(html.indexOf('data-part="footer"'));
  };
  const { registered_address: before } = await site.database.db
    .selectFrom('site_config')
    .select('registered_address')
    .executeTakeFirstOrThrow();
  // Search results are never kept as pages: each of these is rendered, the later ones with the footer kept.
  for (const words of ['basket', 'lamp']) expect(await footerOf(paths.search(words))).toContain(before);

  await site.database.db
    .updateTable('site_config')
    .set({ registered_address: 'Lot 7, Phu Nghia Industrial Park, Hanoi, Vietnam' })
    .execute();
  const after = await footerOf(paths.search('tray'));
  expect(after).toContain('Lot 7, Phu Nghia Industrial Park, Hanoi, Vietnam');
  expect(after).not.toContain(before);
});

it('shows a renamed product in its card on the next page, though cards are rendered once and sent again', async () => {
  const cardsOf = async () => (await request(site.app).get(paths.search('basket')).expect(200)).text;
  // Search results are never kept as pages: the second is rendered with the first one's cards.
  await cardsOf();
  const before = await cardsOf();
  const cards = [...before.matchAll(/<article [^>]*data-part="product-(\d+)"/g)].map((m) => Number(m[1]));
  // The last card on the page: below the fold, kept whole.
  const id = cards.at(-1)!;
  const { name } = await site.database.db.selectFrom('product').select('name').where('id', '=', id).executeTakeFirstOrThrow();
  expect(before).toContain(`>${name}</a>`);
  await site.database.db.updateTable('product').set({ name: 'Renamed Storage Basket' }).where('id', '=', id).execute();
  const after = await cardsOf();
  expect(after).toContain('>Renamed Storage Basket</a>');
  expect(after).not.toContain(`>${name}</a>`);
});
