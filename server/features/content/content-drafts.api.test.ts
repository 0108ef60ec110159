import { englishOf } from '../../../shared/i18n/english';
import type { ContentItem } from '../../../shared/content/content-types';
import { type ContentPage, contentApi } from '../../../shared/contracts/content';
import { CONTENT_NOW, type ContentParams, contentSite, contentUrl } from '../../../test/content-fixtures';
import { CONTENT_SERVICE_MESSAGES } from './content.service';

// Changes to a published item kept as a draft: saved, previewed, published now or at their time, discarded, and
// refused when another editor saved meanwhile; the site shows the published values until then.

const { clock, staff, db, get, post, visitor, itemOf, auditActions, publishDue } = contentSite();

describe('changes to a published item, kept as a draft until published', () => {
  const liveProduct = (offset: number) =>
    db().selectFrom('product').select(['id', 'path', 'name']).orderBy('id').offset(offset).executeTakeFirstOrThrow();
  const productPage = async (path: string) => (await visitor.get(`/api/product/getByPath/${path}`)).body as { name: string };

  it('keeps the published product on the site while its draft is saved, previewed and published', async () => {
    const product = await liveProduct(3);
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const saved = await post(contentUrl(contentApi.saveDraft, at), {
      values: { ...item.values, name: 'Draft Renamed Basket' },
      version: item.version,
    });
    expect(saved.status).toBe(200);
    const withDraft = saved.body as ContentItem;
    expect(withDraft).toMatchObject({ status: 'published', values: { name: product.name } });
    expect(withDraft.draft).toMatchObject({ values: { name: 'Draft Renamed Basket' }, changedFields: ['name'], updatedBy: 'Hoa Editor' });
    expect((await productPage(product.path)).name).toBe(product.name);
    const listed = (await get(contentUrl(contentApi.list, { type: 'product' }, { q: product.name }))).body as ContentPage;
    expect(listed.items.filter((row) => row.id === product.id)).toEqual([expect.objectContaining({ changesPending: true })]);

    // The preview shows the draft's name; the site does not.
    const link = await post(contentUrl(contentApi.preview, at), {});
    const preview = await visitor.get(new URL(link.body.url as string).pathname);
    expect(preview.text).toContain('Draft Renamed Basket');
    expect(preview.text).toContain('Preview of unpublished changes');

    // The draft's next save goes on from it.
    const again = await post(contentUrl(contentApi.saveDraft, at), {
      values: { ...withDraft.draft!.values, name: 'Draft Renamed Basket, Large' },
      version: item.version,
      draftVersion: withDraft.draft!.version,
    });
    expect((again.body as ContentItem).draft).toMatchObject({
      version: withDraft.draft!.version + 1,
      values: { name: 'Draft Renamed Basket, Large' },
    });

    const published = await post(contentUrl(contentApi.publish, at), {
      state: 'published',
      version: item.version,
      draftVersion: (again.body as ContentItem).draft!.version,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', draft: null, values: { name: 'Draft Renamed Basket, Large' } });
    expect((await productPage(product.path)).name).toBe('Draft Renamed Basket, Large');
    expect((await auditActions('product', product.id)).slice(-3)).toEqual([
      'content.draft-saved',
      'content.draft-saved',
      'content.published',
    ]);
  });

  it('refuses a draft saved on changes another editor saved meanwhile, naming them and when', async () => {
    const product = await liveProduct(4);
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const first = (
      await post(
        contentUrl(contentApi.saveDraft, at),
        { values: { ...item.values, name: 'Binh’s Draft Name' }, version: item.version },
        staff.otherEditor,
      )
    ).body as ContentItem;
    // Hoa opened the product before Binh saved: her draft would start again from the published values.
    const stale = await post(contentUrl(contentApi.saveDraft, at), {
      values: { ...item.values, name: 'Hoa’s Name' },
      version: item.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(englishOf(CONTENT_SERVICE_MESSAGES.stale('Binh Pham', '2026-11-24 03:00 UTC')));
    // Publishing from a form that did not show Binh's draft is refused as well.
    const published = await post(contentUrl(contentApi.update, at), {
      values: { ...item.values, name: 'Hoa’s Name' },
      version: item.version,
    });
    expect(published.status).toBe(409);
    expect((await itemOf('product', product.id)).draft?.values.name).toBe('Binh’s Draft Name');
    expect((await productPage(product.path)).name).toBe(product.name);

    // Saved from the form that shows the draft, the values go on the site and the draft is gone.
    const saved = await post(contentUrl(contentApi.update, at), {
      values: { ...first.draft!.values, name: 'Published From The Form' },
      version: item.version,
      draftVersion: first.draft!.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ draft: null, values: { name: 'Published From The Form' } });
    expect((await productPage(product.path)).name).toBe('Published From The Form');
  });

  it('publishes pending changes at their time, and discards them or only their time on request', async () => {
    const product = await liveProduct(5);
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const draft = (
      (await post(contentUrl(contentApi.saveDraft, at), { values: { ...item.values, name: 'Scheduled Name' }, version: item.version }))
        .body as ContentItem
    ).draft!;
    const publishAt = new Date(CONTENT_NOW.getTime() + 60 * 60 * 1000).toISOString();
    const scheduled = await post(contentUrl(contentApi.publish, at), {
      state: 'scheduled',
      publishAt,
      version: item.version,
      draftVersion: draft.version,
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ status: 'published', draft: { publishAt } });
    expect((await productPage(product.path)).name).toBe(product.name);

    // Cancelling the time keeps the changes.
    const kept = await post(contentUrl(contentApi.discardDraft, at), { draftVersion: draft.version + 1, scheduleOnly: true });
    expect(kept.body).toMatchObject({ draft: { publishAt: null, values: { name: 'Scheduled Name' } } });
    const again = await post(contentUrl(contentApi.publish, at), {
      state: 'scheduled',
      publishAt,
      version: item.version,
      draftVersion: (kept.body as ContentItem).draft!.version,
    });
    clock.set(new Date(CONTENT_NOW.getTime() + 61 * 60 * 1000));
    await publishDue();
    expect((await productPage(product.path)).name).toBe('Scheduled Name');
    expect((await itemOf('product', product.id)).draft).toBeNull();
    expect((again.body as ContentItem).draft?.publishAt).toBe(publishAt);

    // Discarded changes never reach the site.
    const now = await itemOf('product', product.id);
    const next = (
      (await post(contentUrl(contentApi.saveDraft, at), { values: { ...now.values, name: 'Never Published' }, version: now.version }))
        .body as ContentItem
    ).draft!;
    const discarded = await post(contentUrl(contentApi.discardDraft, at), { draftVersion: next.version });
    expect(discarded.body).toMatchObject({ draft: null, values: { name: 'Scheduled Name' } });
    expect((await post(contentUrl(contentApi.discardDraft, at), { draftVersion: next.version })).status).toBe(409);
    expect((await auditActions('product', product.id)).slice(-2)).toEqual(['content.draft-saved', 'content.draft-discarded']);
  });

  it('numbers the history’s versions upward, and shows what a version would bring back', async () => {
    const product = await liveProduct(6);
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    // Unpublished and published again: the published row counts its versions from 1 again, the history does not.
    const off = (await post(contentUrl(contentApi.publish, at), { state: 'draft', version: item.version })).body as ContentItem;
    const on = (await post(contentUrl(contentApi.publish, at), { state: 'published', version: off.version })).body as ContentItem;
    await post(contentUrl(contentApi.update, at), { values: { ...on.values, name: 'Renamed After Publishing' }, version: on.version });
    const history = (await get(contentUrl(contentApi.history, at))).body as { id: string; version: number; action: string }[];
    const [updated, published, unpublished] = history;
    expect([updated!.action, published!.action, unpublished!.action]).toEqual(['updated', 'published', 'unpublished']);
    expect([updated!.version, published!.version]).toEqual([unpublished!.version + 2, unpublished!.version + 1]);
    const numbers = history.map((entry) => entry.version);
    expect(new Set(numbers).size).toBe(numbers.length);
    const values = await get(contentUrl(contentApi.historyVersion, { ...at, historyId: history[1]!.id } as ContentParams));
    expect(values.status).toBe(200);
    expect(values.body.name).toBe(product.name);
    expect((await get(contentUrl(contentApi.historyVersion, { ...at, historyId: '999999' } as ContentParams))).status).toBe(404);
  });
});
