import { englishOf } from '../../../shared/i18n/english';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type TranslationItem, type TranslationQueue, translationsApi } from '../../../shared/contracts/translations';
import { CONTENT_NOW, contentSite } from '../../../test/content-fixtures';
import { SCHEDULING_MESSAGES } from '../content/scheduled-publishing.public';
import { createTranslationScheduling, TRANSLATION_SCHEDULING_MESSAGES } from './translation-scheduling';
import { createTranslationService } from './translation.service';

// A translation's draft scheduled as a source draft is: refused for a time gone by or on a version replaced meanwhile
// (nothing changed), cancelled, and published by the scheduled publishing of whichever web process asks first once
// the (injected) clock has passed its time: at its address, the old one kept as a 301, found by search, audited.

const { staff, db, get, post, visitor, clock, auditActions } = contentSite();

const HOUR = 60 * 60 * 1000;
const inAnHour = () => new Date(CONTENT_NOW.getTime() + HOUR).toISOString();
const params = (kind: string, id: number, locale: string) => ({ params: { kind, id: String(id), locale } });
const scheduleUrl = (kind: string, id: number, locale: string) => endpointUrl(translationsApi.schedule, params(kind, id, locale));
const unscheduleUrl = (kind: string, id: number, locale: string) => endpointUrl(translationsApi.unschedule, params(kind, id, locale));
const translationOf = async (kind: string, id: number, locale: string) =>
  ((await get(endpointUrl(translationsApi.item, { params: { kind, id: String(id) } }))).body as TranslationItem).translations.find(
    (t) => t.locale === locale,
  )!;
/** Products the demo did not translate into Spanish, one a test. */
const aProduct = (offset: number) =>
  db().selectFrom('product').select(['id', 'path', 'name']).orderBy('id').offset(offset).executeTakeFirstOrThrow();

/** The scheduling of another web process on the same database, with the tests' clock. */
const anotherProcess = () =>
  createTranslationScheduling({ db: db(), clock: clock.now }, createTranslationService({ db: db(), clock: clock.now }));
/** The audit log's actions on the item's translations (the demo's seed recorded its English), oldest first. */
const translationActions = async (id: number) => (await auditActions('product', id)).filter((action) => action.startsWith('translation.'));
const SCHEDULED_PUBLISHING = { principal: { staffId: null, tokenId: null, label: 'scheduled publishing' }, ip: null };

describe('a translation scheduled by an editor', () => {
  it('is published when its time comes, once however many processes ask, at its address and found by search', async () => {
    const product = await aProduct(5);
    const values = { name: 'Cesta programada de jacinto', description: '<p>Tejida a mano.</p>' };

    // A time gone by is refused with the source's words, and nothing is saved.
    const past = await post(scheduleUrl('product', product.id, 'es'), {
      values,
      version: 0,
      publishAt: new Date(CONTENT_NOW.getTime() - 1000).toISOString(),
    });
    expect([past.status, past.body.error, past.body.errors]).toEqual([
      400,
      englishOf(SCHEDULING_MESSAGES.publishAtPast),
      { publishAt: englishOf(SCHEDULING_MESSAGES.publishAtPast) },
    ]);
    expect(await translationOf('product', product.id, 'es')).toMatchObject({ state: 'missing', version: 0, draft: null });
    // Not a date and time: the contract's words.
    expect((await post(scheduleUrl('product', product.id, 'es'), { values, version: 0, publishAt: 'tomorrow' })).body.errors).toEqual({
      publishAt: 'Use a date and time.',
    });

    const publishAt = inAnHour();
    const scheduled = await post(scheduleUrl('product', product.id, 'es'), { values, version: 0, publishAt });
    expect(scheduled.status).toBe(200);
    const es = (scheduled.body as TranslationItem).translations.find((t) => t.locale === 'es')!;
    expect(es).toMatchObject({ state: 'scheduled', publishAt, draft: values, version: 1, updatedBy: 'Hoa Editor' });
    const queue = (await get(endpointUrl(translationsApi.queue, { query: { locale: 'es' } }))).body as TranslationQueue;
    expect(queue.items).toContainEqual({ kind: 'product', id: product.id, title: product.name, state: 'scheduled' });
    expect(queue.counts.es.scheduled).toBeGreaterThanOrEqual(1);

    // Another editor's schedule on the version already replaced is refused, and changes nothing.
    const stale = await post(
      scheduleUrl('product', product.id, 'es'),
      { values: { name: 'Otra' }, version: 0, publishAt: inAnHour() },
      staff.otherEditor,
    );
    expect(stale.status).toBe(409);
    expect(await translationOf('product', product.id, 'es')).toEqual(es);

    const processes = [anotherProcess(), anotherProcess()];
    expect(await processes[0]!.publishDue(SCHEDULED_PUBLISHING)).toBe(0);
    expect((await visitor.get('/es/product/cesta-programada-de-jacinto')).status).not.toBe(200);
    clock.set(new Date(CONTENT_NOW.getTime() + HOUR + 1000));
    const counts = await Promise.all(processes.map((process) => process.publishDue(SCHEDULED_PUBLISHING)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);

    expect(await translationOf('product', product.id, 'es')).toMatchObject({
      state: 'published',
      published: values,
      path: 'cesta-programada-de-jacinto',
      draft: null,
      publishAt: null,
      version: 2,
    });
    const page = await visitor.get('/es/product/cesta-programada-de-jacinto');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1 class="h3">Cesta programada de jacinto</h1>');
    const found = await visitor.post('/api/product/search').send({ name: 'cesta programada', locale: 'es' });
    expect(found.body.data.map((p: { name: string }) => p.name)).toContain('Cesta programada de jacinto');
    expect(await translationActions(product.id)).toEqual(['translation.scheduled', 'translation.published']);
    const entry = await db()
      .selectFrom('audit_log')
      .select(['actor_staff_id', 'actor_label', 'detail'])
      .where('action', '=', 'translation.published')
      .where('subject_id', '=', String(product.id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_staff_id: null, actor_label: 'scheduled publishing', detail: { locale: 'es', scheduled: true } });
  });

  it('moves a published translation to its scheduled address, the old one kept as a 301', async () => {
    const product = await aProduct(6);
    const first = await post(endpointUrl(translationsApi.save, params('product', product.id, 'es')), {
      values: { name: 'Cesta de mimbre' },
      version: 0,
      publish: true,
    });
    expect(first.status).toBe(200);
    const scheduled = await post(scheduleUrl('product', product.id, 'es'), {
      values: { name: 'Cesta de mimbre grande' },
      version: 1,
      publishAt: inAnHour(),
    });
    // Published, with a draft to be published at a time: still published, as the source's state says.
    expect((scheduled.body as TranslationItem).translations.find((t) => t.locale === 'es')).toMatchObject({
      state: 'published',
      publishAt: inAnHour(),
    });
    expect((await visitor.get('/es/product/cesta-de-mimbre')).status).toBe(200);

    clock.set(new Date(CONTENT_NOW.getTime() + 2 * HOUR));
    expect(await anotherProcess().publishDue(SCHEDULED_PUBLISHING)).toBe(1);
    const old = await visitor.get('/es/product/cesta-de-mimbre');
    expect([old.status, old.headers.location]).toEqual([301, '/es/product/cesta-de-mimbre-grande']);
    expect((await visitor.get('/es/product/cesta-de-mimbre-grande')).status).toBe(200);
  });

  it('is cancelled on the version the editor saw, the draft kept and never published', async () => {
    const product = await aProduct(8);
    const values = { name: 'Cesta cancelada' };
    await post(scheduleUrl('product', product.id, 'es'), { values, version: 0, publishAt: inAnHour() });

    const stale = await post(unscheduleUrl('product', product.id, 'es'), { version: 0 });
    expect(stale.status).toBe(409);
    expect((await translationOf('product', product.id, 'es')).state).toBe('scheduled');

    const cancelled = await post(unscheduleUrl('product', product.id, 'es'), { version: 1 });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as TranslationItem).translations.find((t) => t.locale === 'es')).toMatchObject({
      state: 'draft',
      publishAt: null,
      draft: values,
      version: 2,
    });
    const again = await post(unscheduleUrl('product', product.id, 'es'), { version: 2 });
    expect([again.status, again.body.error]).toEqual([409, englishOf(TRANSLATION_SCHEDULING_MESSAGES.nothingScheduled)]);

    clock.set(new Date(CONTENT_NOW.getTime() + 2 * HOUR));
    expect(await anotherProcess().publishDue(SCHEDULED_PUBLISHING)).toBe(0);
    expect((await translationOf('product', product.id, 'es')).state).toBe('draft');
    expect(await translationActions(product.id)).toEqual(['translation.scheduled', 'translation.unscheduled']);
  });

  it('drops the schedule of a translation whose item was deleted since, so that it is not due at every pass', async () => {
    const faq = await db().selectFrom('faq').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const scheduled = await post(scheduleUrl('faq', faq.id, 'es'), {
      values: { question: '¿Hacen muestras?' },
      version: 0,
      publishAt: inAnHour(),
    });
    expect(scheduled.status).toBe(200);
    await db().deleteFrom('faq').where('id', '=', faq.id).execute();
    clock.set(new Date(CONTENT_NOW.getTime() + 2 * HOUR));
    expect(await anotherProcess().publishDue(SCHEDULED_PUBLISHING)).toBe(0);
    const row = await db()
      .selectFrom('content_translation')
      .select(['publish_at', 'draft'])
      .where('kind', '=', 'faq')
      .where('item_id', '=', faq.id)
      .where('locale', '=', 'es')
      .executeTakeFirstOrThrow();
    // Not published: the draft stays as it was.
    expect(row).toEqual({ publish_at: null, draft: { question: '¿Hacen muestras?' } });
  });

  it('refuses a draft that could not be published, and an unknown item, saving nothing', async () => {
    const product = await aProduct(9);
    const taken = await db().selectFrom('product').select('path').where('id', '!=', product.id).executeTakeFirstOrThrow();
    const refused = await post(scheduleUrl('product', product.id, 'es'), {
      values: { name: 'Cesta', path: taken.path },
      version: 0,
      publishAt: inAnHour(),
    });
    expect([refused.status, refused.body.errors]).toEqual([
      400,
      { path: 'Another item already has this address in this language: choose another.' },
    ]);
    expect((await translationOf('product', product.id, 'es')).version).toBe(0);
    expect((await post(scheduleUrl('product', 999_999, 'es'), { values: { name: 'x' }, version: 0, publishAt: inAnHour() })).status).toBe(
      404,
    );
    expect((await post(unscheduleUrl('product', 999_999, 'es'), { version: 0 })).status).toBe(404);
  });
});
