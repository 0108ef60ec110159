import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import {
  type TranslationItem,
  type TranslationRevision,
  type TranslationRevisionEntry,
  translationsApi,
} from '../../../shared/contracts/translations';
import { CONTENT_NOW, contentSite } from '../../../test/content-fixtures';
import { createTranslationScheduling } from './translation-scheduling';
import { createTranslationService } from './translation.service';

// A translation's history: a version for each publication (the editor's and the schedule's), each with its values
// and the English it was made from, and one restored into the draft on the version the editor saw, audited,
// never published by itself (a schedule the draft had is cancelled).

const { staff, db, get, post, visitor, clock, auditActions } = contentSite();

const HOUR = 60 * 60 * 1000;
const at = (kind: string, id: number, locale: string) => ({ kind, id: String(id), locale });
const historyOf = async (id: number, locale = 'es') =>
  (await get(endpointUrl(translationsApi.history, { params: at('product', id, locale) }))).body as TranslationRevisionEntry[];
const translationOf = async (id: number, locale = 'es') =>
  (
    (await get(endpointUrl(translationsApi.item, { params: { kind: 'product', id: String(id) } }))).body as TranslationItem
  ).translations.find((t) => t.locale === locale)!;
const save = (id: number, body: object, as = staff.editor) =>
  post(endpointUrl(translationsApi.save, { params: at('product', id, 'es') }), body, as);
const restore = (id: number, body: object, locale = 'es') =>
  post(endpointUrl(translationsApi.restore, { params: at('product', id, locale) }), body);
const SCHEDULED_PUBLISHING = { principal: { staffId: null, tokenId: null, label: 'scheduled publishing' }, ip: null };
const publishDue = () =>
  createTranslationScheduling({ db: db(), clock: clock.now }, createTranslationService({ db: db(), clock: clock.now })).publishDue(
    SCHEDULED_PUBLISHING,
  );

describe("a translation's history", () => {
  it('keeps a version for each publication, and restores one into the draft without publishing it', async () => {
    const product = await db().selectFrom('product').select(['id', 'path', 'name']).orderBy('id').offset(5).executeTakeFirstOrThrow();
    expect(await historyOf(product.id)).toEqual([]);

    expect((await save(product.id, { values: { name: 'Cesta primera' }, version: 0, publish: true })).status).toBe(200);
    // A draft saved is no publication.
    expect((await save(product.id, { values: { name: 'Cesta borrador' }, version: 1, publish: false })).status).toBe(200);
    expect((await save(product.id, { values: { name: 'Cesta segunda' }, version: 2, publish: true }, staff.otherEditor)).status).toBe(200);
    const scheduled = await post(endpointUrl(translationsApi.schedule, { params: at('product', product.id, 'es') }), {
      values: { name: 'Cesta tercera' },
      version: 3,
      publishAt: new Date(CONTENT_NOW.getTime() + HOUR).toISOString(),
    });
    expect(scheduled.status).toBe(200);
    clock.set(new Date(CONTENT_NOW.getTime() + 2 * HOUR));
    expect(await publishDue()).toBe(1);

    const history = await historyOf(product.id);
    expect(history).toEqual([
      { id: expect.any(String), version: 3, path: 'cesta-tercera', by: null, at: new Date(CONTENT_NOW.getTime() + 2 * HOUR).toISOString() },
      { id: expect.any(String), version: 2, path: 'cesta-segunda', by: 'Binh Pham', at: CONTENT_NOW.toISOString() },
      { id: expect.any(String), version: 1, path: 'cesta-primera', by: 'Hoa Editor', at: CONTENT_NOW.toISOString() },
    ]);
    const first = history[2]!;
    const version = await get(
      endpointUrl(translationsApi.historyVersion, { params: { ...at('product', product.id, 'es'), revisionId: first.id } }),
    );
    expect(version.status).toBe(200);
    expect(version.body).toEqual({
      values: { name: 'Cesta primera', path: 'cesta-primera' },
      source: expect.objectContaining({ name: product.name, path: product.path }),
    } satisfies TranslationRevision);
    // Another locale's history has no such version.
    expect(
      (await get(endpointUrl(translationsApi.historyVersion, { params: { ...at('product', product.id, 'de'), revisionId: first.id } })))
        .status,
    ).toBe(404);

    const now = await translationOf(product.id);
    // On a version replaced meanwhile, refused, and nothing changes.
    const stale = await restore(product.id, { revisionId: first.id, version: now.version - 1 });
    expect(stale.status).toBe(409);
    expect(await translationOf(product.id)).toEqual(now);
    expect((await restore(product.id, { revisionId: '999999', version: now.version })).status).toBe(404);
    expect((await restore(product.id, { revisionId: first.id, version: 0 }, 'de')).status).toBe(404);

    const restored = await restore(product.id, { revisionId: first.id, version: now.version });
    expect(restored.status).toBe(200);
    expect((restored.body as TranslationItem).translations.find((t) => t.locale === 'es')).toMatchObject({
      state: 'published',
      published: { name: 'Cesta tercera' },
      draft: { name: 'Cesta primera', path: 'cesta-primera' },
      version: now.version + 1,
    });
    // The site still shows what was published, and the history has no new publication.
    expect((await visitor.get('/es/product/cesta-tercera')).text).toContain('<h1 class="h3">Cesta tercera</h1>');
    expect(await historyOf(product.id)).toHaveLength(3);
    const actions = (await auditActions('product', product.id)).filter((action) => action.startsWith('translation.'));
    expect(actions.at(-1)).toBe('translation.restored');
    const audited = await db()
      .selectFrom('audit_log')
      .select(['actor_staff_id', 'detail'])
      .where('action', '=', 'translation.restored')
      .where('subject_id', '=', String(product.id))
      .executeTakeFirstOrThrow();
    expect(audited).toMatchObject({
      actor_staff_id: staff.editor.staffId,
      detail: { locale: 'es', fromVersion: 1, changed: ['name', 'path'] },
    });
  });

  it("starts with the demo's own translation, as a publication of nobody's", async () => {
    const translated = await db()
      .selectFrom('content_translation')
      .select(['item_id', 'path'])
      .where('kind', '=', 'product')
      .where('locale', '=', 'de')
      .where('published_at', 'is not', null)
      .orderBy('item_id')
      .executeTakeFirstOrThrow();
    expect(await historyOf(translated.item_id, 'de')).toEqual([
      { id: expect.any(String), version: 1, path: translated.path, by: null, at: expect.any(String) },
    ]);
  });

  it('cancels the schedule of the draft it restores into, so nothing is published unseen', async () => {
    const product = await db().selectFrom('product').select(['id']).orderBy('id').offset(6).executeTakeFirstOrThrow();
    expect((await save(product.id, { values: { name: 'Cesta vieja' }, version: 0, publish: true })).status).toBe(200);
    await post(endpointUrl(translationsApi.schedule, { params: at('product', product.id, 'es') }), {
      values: { name: 'Cesta nueva' },
      version: 1,
      publishAt: new Date(CONTENT_NOW.getTime() + HOUR).toISOString(),
    });
    const [only] = await historyOf(product.id);
    const restored = await restore(product.id, { revisionId: only!.id, version: 2 });
    expect(restored.status).toBe(200);
    expect((restored.body as TranslationItem).translations.find((t) => t.locale === 'es')).toMatchObject({
      state: 'published',
      draft: { name: 'Cesta vieja' },
      publishAt: null,
    });
    clock.set(new Date(CONTENT_NOW.getTime() + 2 * HOUR));
    expect(await publishDue()).toBe(0);
    expect(await historyOf(product.id)).toHaveLength(1);
  });
});
