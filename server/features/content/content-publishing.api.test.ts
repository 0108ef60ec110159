import { englishOf } from '../../../shared/i18n/english';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import type { ContentItem } from '../../../shared/content/content-types';
import { type ContentPage, contentApi } from '../../../shared/contracts/content';
import { CONTENT_NOW, contentSite, contentUrl } from '../../../test/content-fixtures';
import { PREVIEW_GONE } from './content-preview.public';
import { CONTENT_SERVICE_MESSAGES } from './content.service';

// What editors' changes to categories, products and hero slides do to the public site: addresses moved and kept,
// items unpublished, scheduled, deleted and previewed, and the order of featured products and slides.

const { clock, staff, db, get, post, visitor, itemOf, auditActions, anotherProcess, publishDue } = contentSite();

describe('categories and products', () => {
  it('sends an old category address to the new one with a 301, however often the path changed', async () => {
    const category = await db().selectFrom('category').select(['id', 'path']).orderBy('id').executeTakeFirstOrThrow();
    const at = { type: 'category', id: String(category.id) };
    let item = await itemOf('category', category.id);
    for (const path of ['woven-baskets-2026', 'baskets-woven-by-hand']) {
      const response = await post(contentUrl(contentApi.update, at), { values: { ...item.values, path }, version: item.version });
      expect(response.status).toBe(200);
      item = response.body as ContentItem;
    }
    for (const old of [category.path, 'woven-baskets-2026']) {
      const response = await visitor.get(`/categories/${old}/page/2?sort=az`);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe('/categories/baskets-woven-by-hand/page/2?sort=az');
    }
    expect((await visitor.get('/categories/baskets-woven-by-hand/page/1')).status).toBe(200);
    // Taking the old path back makes it the category's address again, not a redirect.
    const back = await post(contentUrl(contentApi.update, at), { values: { ...item.values, path: category.path }, version: item.version });
    expect(back.status).toBe(200);
    expect((await visitor.get(`/categories/${category.path}/page/1`)).status).toBe(200);
    expect((await visitor.get('/categories/baskets-woven-by-hand/page/1')).headers.location).toBe(`/categories/${category.path}/page/1`);
  });

  it('refuses a path another item has, a reserved one, and deleting a category its products use', async () => {
    const [first, second] = await db().selectFrom('category').select(['id', 'path']).orderBy('id').limit(2).execute();
    const item = await itemOf('category', second!.id);
    const taken = await post(contentUrl(contentApi.update, { type: 'category', id: String(second!.id) }), {
      values: { ...item.values, path: first!.path },
      version: item.version,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ path: englishOf(CONTENT_SERVICE_MESSAGES.pathTaken) });
    const reserved = await post(contentUrl(contentApi.update, { type: 'category', id: String(second!.id) }), {
      values: { ...item.values, path: 'page' },
      version: item.version,
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors).toEqual({ path: CONTENT_MESSAGES.reservedPath('page') });
    const used = await post(contentUrl(contentApi.remove, { type: 'category', id: String(second!.id) }), { version: item.version });
    expect(used.status).toBe(409);
    expect(used.body.error).toMatch(/products? uses? this category: move (it|them) to another category first\./);
    expect(await db().selectFrom('category').select('id').where('id', '=', second!.id).executeTakeFirst()).toBeDefined();
  });

  it('hides an unpublished product from its page, the API, listings and the sitemap until it is published again', async () => {
    const product = await db().selectFrom('product').select(['id', 'path', 'name']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const unpublished = await post(contentUrl(contentApi.publish, at), { state: 'draft', version: item.version });
    expect(unpublished.status).toBe(200);
    expect((unpublished.body as ContentItem).status).toBe('draft');
    expect((await visitor.get(`/product/${product.path}`)).status).toBe(404);
    expect((await visitor.get(`/api/product/${product.path}`)).status).toBe(404);
    expect((await visitor.get('/sitemap.xml')).text).not.toContain(`/product/${product.path}<`);
    const drafts = (await get(contentUrl(contentApi.list, { type: 'product' }, { status: 'draft' }))).body as ContentPage;
    expect(drafts.items.map((entry) => entry.title)).toContain(product.name);

    const published = await post(contentUrl(contentApi.publish, at), {
      state: 'published',
      version: (unpublished.body as ContentItem).version,
    });
    expect(published.status).toBe(200);
    expect((await visitor.get(`/product/${product.path}`)).status).toBe(200);
    expect(await auditActions('product', product.id)).toEqual([
      'content.created',
      'content.published',
      'content.unpublished',
      'content.published',
    ]);
  });

  it('publishes a scheduled product when its time comes, once, however many processes ask', async () => {
    const product = await db().selectFrom('product').select(['id', 'path']).orderBy('id', 'desc').offset(1).executeTakeFirstOrThrow();
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const publishAt = new Date(CONTENT_NOW.getTime() + 60 * 60 * 1000).toISOString();
    const past = await post(contentUrl(contentApi.publish, at), {
      state: 'scheduled',
      publishAt: new Date(CONTENT_NOW.getTime() - 1000).toISOString(),
      version: item.version,
    });
    expect(past.status).toBe(400);
    const scheduled = await post(contentUrl(contentApi.publish, at), { state: 'scheduled', publishAt, version: item.version });
    expect(scheduled.status).toBe(200);
    expect((scheduled.body as ContentItem).status).toBe('scheduled');
    expect((await visitor.get(`/product/${product.path}`)).status).toBe(404);

    const processes = [anotherProcess(), anotherProcess()];
    expect(await publishDue(processes[0])).toBe(0);
    clock.set(new Date(CONTENT_NOW.getTime() + 61 * 60 * 1000));
    const counts = await Promise.all(processes.map((process) => publishDue(process)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await visitor.get(`/product/${product.path}`)).status).toBe(200);
  });

  it('deletes a product and sends its address on to another product', async () => {
    const [gone, target] = await db().selectFrom('product').select(['id', 'path']).orderBy('id').limit(2).execute();
    const item = await itemOf('product', gone!.id);
    const response = await post(contentUrl(contentApi.remove, { type: 'product', id: String(gone!.id) }), {
      version: item.version,
      redirectTo: target!.id,
    });
    expect(response.status).toBe(200);
    const old = await visitor.get(`/product/${gone!.path}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/product/${target!.path}`);
  });

  it('shows a draft to whoever has its preview link, never cached nor indexed, and nobody without it', async () => {
    const product = await db()
      .selectFrom('product')
      .select(['id', 'path', 'name'])
      .orderBy('id', 'desc')
      .offset(2)
      .executeTakeFirstOrThrow();
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const draft = (await post(contentUrl(contentApi.publish, at), { state: 'draft', version: item.version })).body as ContentItem;
    const renamed = await post(contentUrl(contentApi.update, at), {
      values: { ...draft.values, name: 'Preview Only Basket' },
      version: draft.version,
    });
    expect(renamed.body).toMatchObject({ status: 'draft', values: { name: 'Preview Only Basket' } });
    const link = await post(contentUrl(contentApi.preview, at), {});
    expect(link.status).toBe(200);
    const path = new URL(link.body.url as string).pathname;
    const page = await visitor.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Preview Only Basket');
    // Not taken over by the app, which would ask the public API for a product it does not know.
    expect(page.text).not.toMatch(/<script\b[^>]*(\bsrc=|router-hydration-data|data-modules)|modulepreload/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect((await visitor.get(`/product/${product.path}`)).status).toBe(404);
    const unknown = await visitor.get(`/preview/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe(PREVIEW_GONE);
    expect((await post(contentUrl(contentApi.preview, at), {}, staff.sales)).status).toBe(403);
    // A day later the link has ended.
    clock.set(new Date(CONTENT_NOW.getTime() + 25 * 60 * 60 * 1000));
    expect((await visitor.get(path)).status).toBe(404);
  });

  it('puts the featured products in the order editors give them, on the home page’s list', async () => {
    const featured = async () =>
      (
        (await visitor.post('/api/product/searchFeaturedProducts', { page: 1, pageSize: 100 })).body.data as {
          _id: number;
        }[]
      ).map((product) => product._id);
    const ordered = ((await get(contentUrl(contentApi.ordered, { type: 'product' }))).body as { id: number }[]).map((item) => item.id);
    expect(ordered.length).toBeGreaterThan(2);
    expect(new Set(ordered)).toEqual(new Set(await featured()));
    const wanted = [...ordered.slice(1), ordered[0]!];
    const response = await post(contentUrl(contentApi.reorder, { type: 'product' }), { ids: wanted });
    expect(response.status).toBe(200);
    expect(await featured()).toEqual(wanted);
    // A list shown before a product was featured or unfeatured is refused.
    const stale = await post(contentUrl(contentApi.reorder, { type: 'product' }), { ids: wanted.slice(1) });
    expect(stale.status).toBe(409);
    expect(await featured()).toEqual(wanted);
  });
});

describe('hero slides in their order', () => {
  const slidesShown = async () =>
    ((await visitor.post('/api/slide/search', { page: 1, pageSize: 5 })).body.data as { _id: number }[]).map((slide) => slide._id);
  const order = async () => (await get(contentUrl(contentApi.ordered, { type: 'slide' }))).body as { id: number; status: string }[];

  it('puts a slide unpublished and published again back in its place', async () => {
    const before = await slidesShown();
    const second = before[1]!;
    const item = await itemOf('slide', second);
    const off = (
      await post(contentUrl(contentApi.publish, { type: 'slide', id: String(second) }), { state: 'draft', version: item.version })
    ).body as ContentItem;
    expect(await slidesShown()).not.toContain(second);
    // The order screen keeps it, as a draft, where it was.
    expect((await order()).map((entry) => entry.id).indexOf(second)).toBe(1);
    await post(contentUrl(contentApi.publish, { type: 'slide', id: String(second) }), { state: 'published', version: off.version });
    expect(await slidesShown()).toEqual(before);
  });

  it('lets a new slide be placed before it is published, and publishes it there', async () => {
    const live = await slidesShown();
    const created = await post(contentUrl(contentApi.create, { type: 'slide' }), {
      values: {
        background: (await itemOf('slide', live[0]!)).values.background,
        description: '<p>New season collection</p>',
        redirect_to: '/products',
        content_link: 'See the collection',
      },
    });
    expect(created.status).toBe(200);
    const id = (created.body as ContentItem).id;
    const listed = await order();
    expect(listed.at(-1)).toMatchObject({ id, status: 'draft' });
    const wanted = [listed.at(-1)!.id, ...listed.slice(0, -1).map((entry) => entry.id)];
    expect((await post(contentUrl(contentApi.reorder, { type: 'slide' }), { ids: wanted })).status).toBe(200);
    expect((await order()).map((entry) => entry.id)).toEqual(wanted);
    expect(await slidesShown()).toEqual(live);
    await post(contentUrl(contentApi.publish, { type: 'slide', id: String(id) }), {
      state: 'published',
      version: (await itemOf('slide', id)).version,
    });
    expect(await slidesShown()).toEqual([id, ...live.slice(0, 4)]);
  });
});
