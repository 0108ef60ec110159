import { englishOf } from '../../../shared/i18n/english';
import { BULK_MESSAGES, type BulkOutcome } from '../../../shared/content/bulk-actions';
import type { ContentHistoryEntry, ContentItem } from '../../../shared/content/content-types';
import { DUPLICATE_MESSAGES } from '../../../shared/content/duplicate';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { httpClient } from '../../../test/http';
import { CONTENT_SERVICE_MESSAGES } from './content.service';

// What a content list's rows offer. Publishing, unpublishing and deleting the selected items at once: all of them or
// none, each with the history and audit entries its own button writes, and every refused item named with its
// reason. Duplicating one: a draft copy at a free address, the same values otherwise, a history naming the original.

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let editor: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp();
  editor = await signedInAs(site.database.db, 'editor', { name: 'Hoa Editor' });
});
afterAll(() => site.dispose());

const db = () => site.database.db;
const { get, post } = httpClient(
  () => site.app,
  () => editor,
);
const visitor = httpClient(() => site.app);
const bulk = (type: string, body: unknown) => post(endpointUrl(contentApi.bulk, { params: { type: type as 'product' } }), body);
const itemOf = async (type: string, id: number) =>
  (await get(endpointUrl(contentApi.get, { params: { type: type as 'product', id } }))).body as ContentItem;
const publicStatus = async (path: string) => (await visitor.get(`/product/${path}`)).status;
const auditCount = async () =>
  Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const products = (count: number, offset: number) =>
  db().selectFrom('product').select(['id', 'path', 'name', 'version']).orderBy('id').offset(offset).limit(count).execute();

describe('bulk actions on a content list', () => {
  it('unpublishes and publishes the selected products together, with each one’s history and audit entries', async () => {
    const chosen = await products(2, 0);
    const unpublished = await bulk('product', { action: 'unpublish', items: chosen.map(({ id, version }) => ({ id, version })) });
    expect(unpublished.status).toBe(200);
    expect((unpublished.body as BulkOutcome).items).toEqual(chosen.map(({ id, name }) => ({ id, title: name, changed: true })));
    for (const { path } of chosen) expect(await publicStatus(path)).toBe(404);

    const drafts = await Promise.all(chosen.map(({ id }) => itemOf('product', id)));
    const published = await bulk('product', { action: 'publish', items: drafts.map(({ id, version }) => ({ id, version })) });
    expect(published.status).toBe(200);
    for (const { path } of chosen) expect(await publicStatus(path)).toBe(200);
    for (const { id } of chosen) {
      const audit = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('subject_type', '=', 'product')
        .where('subject_id', '=', String(id))
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.action).slice(-2)).toEqual(['content.unpublished', 'content.published']);
      const history = await db()
        .selectFrom('content_history')
        .select('action')
        .where('content_type', '=', 'product')
        .where('item_id', '=', id)
        .orderBy('id')
        .execute();
      expect(history.map((row) => row.action).slice(-2)).toEqual(['unpublished', 'published']);
    }
  });

  it('says which were already as asked, and writes nothing for them', async () => {
    const [product] = await products(1, 2);
    const before = await auditCount();
    const response = await bulk('product', { action: 'publish', items: [{ id: product!.id, version: product!.version }] });
    expect(response.status).toBe(200);
    expect((response.body as BulkOutcome).items).toEqual([{ id: product!.id, title: product!.name, changed: false }]);
    expect(await auditCount()).toBe(before);
  });

  it('deletes nothing when one product was changed by someone else meanwhile, naming it', async () => {
    const [fresh, stale] = await products(2, 3);
    const before = await auditCount();
    const response = await bulk('product', {
      action: 'delete',
      items: [
        { id: fresh!.id, version: fresh!.version },
        { id: stale!.id, version: stale!.version + 1 },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(englishOf(BULK_MESSAGES.nothingChanged(1, 2, 'delete')));
    expect(Object.keys(response.body.errors)).toEqual([String(stale!.id)]);
    expect(response.body.errors[String(stale!.id)]).toMatch(/after you opened it/);
    // The first was deleted inside the transaction, and is back: nothing happened.
    expect(await publicStatus(fresh!.path)).toBe(200);
    expect(await auditCount()).toBe(before);
  });

  it('deletes no category while products use one of those chosen', async () => {
    const used = await db().selectFrom('product').select('category_id').orderBy('id').executeTakeFirstOrThrow();
    const created = await post(endpointUrl(contentApi.create, { params: { type: 'category' } }), {
      values: { ...(await itemOf('category', used.category_id)).values, name: 'Unused baskets', path: 'unused-baskets' },
    });
    expect(created.status).toBe(200);
    const unused = created.body as ContentItem;
    const category = await itemOf('category', used.category_id);
    const response = await bulk('category', {
      action: 'delete',
      items: [
        { id: unused.id, version: unused.version },
        { id: category.id, version: category.version },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual({
      [String(category.id)]: expect.stringMatching(/use(s)? this category: move (it|them) to another category first\./),
    });
    expect(await db().selectFrom('category').select('id').where('id', '=', unused.id).executeTakeFirst()).toBeDefined();
  });

  it('names an item someone deleted meanwhile', async () => {
    const gone = await bulk('product', { action: 'unpublish', items: [{ id: 999_999, version: 1 }] });
    expect(gone.status).toBe(409);
    expect(gone.body.errors).toEqual({ '999999': englishOf(BULK_MESSAGES.gone) });
  });

  it('refuses a request it cannot carry out in plain words, changing nothing', async () => {
    const [product] = await products(1, 6);
    const item = { id: product!.id, version: product!.version };
    const before = await auditCount();
    const cases: [string, unknown, string][] = [
      ['product', { action: 'archive', items: [item] }, BULK_MESSAGES.action],
      ['product', { action: 'delete', items: [] }, BULK_MESSAGES.none],
      ['product', { action: 'delete', items: [item, item] }, BULK_MESSAGES.twice],
      ['product', { action: 'delete', items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: 1 })) }, BULK_MESSAGES.tooMany],
      ['faq', { action: 'publish', items: [item] }, englishOf(CONTENT_SERVICE_MESSAGES.noDrafts)],
      ['company', { action: 'delete', items: [{ id: 1, version: 1 }] }, englishOf(CONTENT_SERVICE_MESSAGES.singleton)],
    ];
    for (const [type, body, message] of cases) {
      const response = await bulk(type, body);
      expect({ status: response.status, text: JSON.stringify(response.body) }).toEqual({
        status: 400,
        text: expect.stringContaining(message),
      });
    }
    expect(await publicStatus(product!.path)).toBe(200);
    expect(await auditCount()).toBe(before);
  });
});

const duplicate = (type: string, id: number | string) =>
  post(endpointUrl(contentApi.duplicate, { params: { type: type as 'product', id: Number(id) } }), {});

describe('duplicating an item', () => {
  it('makes a draft "(copy)" of a product at "-copy", then "-copy-2", sharing its pictures, off the public site', async () => {
    const product = await db().selectFrom('product').select(['id', 'name', 'path']).orderBy('id').executeTakeFirstOrThrow();
    const original = await itemOf('product', product.id);
    const pictures = (await db().selectFrom('media').select('id').execute()).length;

    const first = await duplicate('product', product.id);
    expect(first.status).toBe(200);
    const copy = first.body as ContentItem;
    expect(copy.status).toBe('draft');
    expect(copy.id).not.toBe(product.id);
    expect(copy.values).toEqual({ ...original.values, name: `${product.name} (copy)`, path: `${product.path}-copy` });
    expect((await visitor.get(`/product/${product.path}-copy`)).status).toBe(404);
    expect((await visitor.get(`/product/${product.path}`)).status).toBe(200);

    const second = (await duplicate('product', product.id)).body as ContentItem;
    expect(second.values.path).toBe(`${product.path}-copy-2`);

    const history = (await get(endpointUrl(contentApi.history, { params: { type: 'product', id: copy.id } })))
      .body as ContentHistoryEntry[];
    expect(history.map(({ action, note }) => ({ action, note }))).toEqual([
      { action: 'created', note: DUPLICATE_MESSAGES.copiedFrom(product.name, product.id) },
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('subject_type', '=', 'product')
      .where('subject_id', '=', String(copy.id))
      .execute();
    expect(audit).toEqual([{ action: 'content.created', detail: expect.objectContaining({ copiedFrom: product.id }) }]);
    // The pictures are the library's same ones: each now shown by the copy too.
    const uses = await db()
      .selectFrom('media_use')
      .select('media_id')
      .where('owner_type', '=', 'product')
      .where('owner_id', '=', String(copy.id))
      .execute();
    expect(uses.length).toBeGreaterThan(0);
    expect(await db().selectFrom('media').select('id').execute()).toHaveLength(pictures);
  });

  it('refuses a kind whose copy would be public at once, and an unknown item, changing nothing', async () => {
    const faq = await db().selectFrom('faq').select('id').orderBy('id').executeTakeFirstOrThrow();
    const before = (await db().selectFrom('faq').select('id').execute()).length;
    const refused = await duplicate('faq', faq.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(englishOf(DUPLICATE_MESSAGES.noDrafts));
    expect((await db().selectFrom('faq').select('id').execute()).length).toBe(before);
    expect((await duplicate('product', 999_999)).status).toBe(404);
    expect((await duplicate('product', 'x')).status).toBe(400);
  });
});
