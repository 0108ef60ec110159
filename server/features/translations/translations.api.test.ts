import { englishOf } from '../../../shared/i18n/english';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import {
  type TranslationImportResult,
  type TranslationItem,
  type TranslationQueue,
  translationsApi,
} from '../../../shared/contracts/translations';
import { replyToolsApi } from '../../../shared/contracts/reply-tools';
import { contentSite } from '../../../test/content-fixtures';
import { MACHINE_TRANSLATION_MESSAGES } from '../machine-translation/machine-translator.public';

// Translating an item as editors do: saved as a draft the site does not show, published at a translated address
// (the old one kept as a 301), outdated once the English changes, refused on a stale version; and a language
// exported to XLIFF and read back, all or nothing.

const { staff, db, get, post, visitor, auditActions } = contentSite();

const itemUrl = (kind: string, id: number) => endpointUrl(translationsApi.item, { params: { kind, id: String(id) } });
const saveUrl = (kind: string, id: number, locale: string) =>
  endpointUrl(translationsApi.save, { params: { kind, id: String(id), locale } });
/** A product the demo did not translate into Spanish. */
const aProduct = () => db().selectFrom('product').select(['id', 'path', 'name']).orderBy('id').offset(5).executeTakeFirstOrThrow();
const translationOf = async (kind: string, id: number, locale: string) =>
  ((await get(itemUrl(kind, id))).body as TranslationItem).translations.find((t) => t.locale === locale)!;
const pageOf = (path: string) => visitor.get(path);

describe('an item translated by an editor', () => {
  it('shows a draft to nobody, then publishes it at its translated address, audited', async () => {
    const product = await aProduct();
    const before = await translationOf('product', product.id, 'es');
    expect(before).toMatchObject({ state: 'missing', version: 0 });
    // Untranslated, the Spanish page shows the English name, marked as English, and is kept out of the index.
    const english = await pageOf(`/es/product/${product.path}`);
    expect(english.status).toBe(200);
    expect(english.text).toContain(`<h1 class="h3" lang="en">${product.name}</h1>`);
    expect(english.text).toContain('<meta name="robots" content="noindex"/>');

    // Markup beyond formatting is refused, as in the English editor, and nothing is saved.
    const scripted = await post(saveUrl('product', product.id, 'es'), {
      values: { name: 'Cesta', description: '<p>Tejida a mano.</p><script>alert(1)</script>' },
      version: 0,
      publish: false,
    });
    expect(scripted.status).toBe(400);
    expect(scripted.body.errors.description).toMatch(/^Remove the script/);
    expect((await translationOf('product', product.id, 'es')).version).toBe(0);

    const values = { name: 'Cesta de fibra de mar con asas', description: '<p>Tejida <em>a mano</em>.</p>' };
    const draft = await post(saveUrl('product', product.id, 'es'), { values, version: 0, publish: false });
    expect(draft.status).toBe(200);
    expect((await translationOf('product', product.id, 'es')).state).toBe('draft');
    expect((await pageOf(`/es/product/${product.path}`)).text).not.toContain('Cesta de fibra de mar');

    const published = await post(saveUrl('product', product.id, 'es'), { values, version: 1, publish: true });
    expect(published.status).toBe(200);
    const es = (published.body as TranslationItem).translations.find((t) => t.locale === 'es')!;
    // The address is made from the translated name.
    expect(es).toMatchObject({ state: 'published', path: 'cesta-de-fibra-de-mar-con-asas', version: 2, updatedBy: 'Hoa Editor' });
    expect(es.published.description).toBe('<p>Tejida <em>a mano</em>.</p>');

    const page = await pageOf('/es/product/cesta-de-fibra-de-mar-con-asas');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1 class="h3">Cesta de fibra de mar con asas</h1>');
    // Its details are not translated: shown in English, and marked so.
    expect(page.text).toMatch(/class="product-detail" lang="en"/);
    expect(page.text).toContain('hrefLang="es" href="http://catalogue.test/es/product/cesta-de-fibra-de-mar-con-asas"');
    // The English path in Spanish leads to the translated one.
    const moved = await pageOf(`/es/product/${product.path}`);
    expect([moved.status, moved.headers.location]).toEqual([301, '/es/product/cesta-de-fibra-de-mar-con-asas']);
    // Searched in Spanish, with a typo, it is found by its Spanish name.
    const found = await visitor.post('/api/product/search').send({ name: 'cesta fibre', locale: 'es' });
    expect(found.body.data.map((p: { name: string }) => p.name)).toContain('Cesta de fibra de mar con asas');
    expect(await auditActions('product', product.id)).toEqual(expect.arrayContaining(['translation.saved', 'translation.published']));
  });

  it('keeps the old translated address as a 301 when the path changes, and refuses a taken one', async () => {
    const product = await aProduct();
    const now = await translationOf('product', product.id, 'es');
    const taken = await db().selectFrom('product').select('path').where('id', '!=', product.id).executeTakeFirstOrThrow();
    const refused = await post(saveUrl('product', product.id, 'es'), {
      values: { ...now.published, path: taken.path },
      version: now.version,
      publish: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ path: 'Another item already has this address in this language: choose another.' });

    const renamed = await post(saveUrl('product', product.id, 'es'), {
      values: { ...now.published, path: 'cesta-con-asas' },
      version: now.version,
      publish: true,
    });
    expect(renamed.status).toBe(200);
    const old = await pageOf('/es/product/cesta-de-fibra-de-mar-con-asas');
    expect([old.status, old.headers.location]).toEqual([301, '/es/product/cesta-con-asas']);

    // Another editor's save on the version already replaced is refused, and changes nothing.
    const stale = await post(
      saveUrl('product', product.id, 'es'),
      { values: { name: 'Otra' }, version: now.version, publish: true },
      staff.otherEditor,
    );
    expect(stale.status).toBe(409);
    expect((await translationOf('product', product.id, 'es')).published.name).toBe('Cesta de fibra de mar con asas');
  });

  it('reads as outdated once the English text changes, with what changed', async () => {
    const product = await aProduct();
    await db()
      .updateTable('product')
      .set({ name: `${product.name} XL` })
      .where('id', '=', product.id)
      .execute();
    const es = await translationOf('product', product.id, 'es');
    expect(es).toMatchObject({ state: 'outdated', changedSource: ['name'], publishedFrom: { name: product.name } });
    const queue = (await get(endpointUrl(translationsApi.queue, { query: { locale: 'es' } }))).body as TranslationQueue;
    expect(queue.items).toContainEqual({ kind: 'product', id: product.id, title: `${product.name} XL`, state: 'outdated' });
    expect(queue.counts.es.outdated).toBeGreaterThanOrEqual(1);
    expect(queue.counts.de.missing).toBeLessThan(queue.counts.es.missing);
  });

  it('offers no machine translation when no provider is configured, and refuses it saying so', async () => {
    const product = await aProduct();
    expect(((await get(itemUrl('product', product.id))).body as TranslationItem).machineTranslation).toBe(false);
    const before = await translationOf('product', product.id, 'fr');
    const refused = await post(
      endpointUrl(translationsApi.machineDraft, { params: { kind: 'product', id: String(product.id), locale: 'fr' } }),
      {
        version: before.version,
      },
    );
    expect([refused.status, refused.body.error]).toEqual([409, englishOf(MACHINE_TRANSLATION_MESSAGES.notConfigured)]);
    expect(await translationOf('product', product.id, 'fr')).toEqual(before);
    const tools = await get(endpointUrl(replyToolsApi.tools), staff.sales);
    expect(tools.body.machineTranslation).toBe(false);
  });

  it('is for content editors only', async () => {
    const product = await aProduct();
    expect((await get(itemUrl('product', product.id), staff.sales)).status).toBe(403);
    expect((await visitor.get(itemUrl('product', product.id))).status).toBe(401);
  });
});

describe('a language in XLIFF 2.0', () => {
  const exportOf = async (locale: string, only?: 'todo') =>
    (await get(endpointUrl(translationsApi.exportXliff, { query: { locale, ...(only ? { only } : {}) } }))).text;
  const importOf = (locale: string, xliff: string) =>
    post(endpointUrl(translationsApi.importXliff, { query: { locale } }), Buffer.from(xliff)).set('Content-Type', 'application/xliff+xml');
  const everyTranslation = () =>
    db().selectFrom('content_translation').selectAll().orderBy('kind').orderBy('item_id').orderBy('locale').execute();

  it('round-trips unchanged: the file read back as exported changes nothing', async () => {
    const xliff = await exportOf('de');
    expect(xliff).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">');
    expect(xliff).toContain('<target>Körbe</target>');
    const before = await everyTranslation();
    const answer = await importOf('de', xliff);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ saved: 0, refused: [] } satisfies TranslationImportResult);
    expect(await everyTranslation()).toEqual(before);
  });

  it('saves a translator’s changes as drafts, or none of them when a unit is refused, each refusal named', async () => {
    const category = await db().selectFrom('category').select(['id', 'name']).where('path', '=', 'baskets').executeTakeFirstOrThrow();
    const xliff = await exportOf('de');
    const changed = xliff.replace('<target>Körbe</target>', '<target>Körbe und Schalen</target>');
    const before = await everyTranslation();

    const broken = changed.replace(/(<unit id="\d+\.path">\s*<segment>\s*<source>[^<]*<\/source>\s*<target>)[^<]*/, '$1Nicht Erlaubt!');
    const refused = await importOf('de', broken);
    expect(refused.status).toBe(400);
    expect(refused.body.refused).toEqual([
      { unit: expect.stringMatching(/^(category|material|product)\/\d+\.path$/), message: expect.stringContaining('lower-case') },
    ]);
    expect(await everyTranslation()).toEqual(before);

    const saved = await importOf('de', changed);
    expect(saved.body).toEqual({ saved: 1, refused: [] });
    const de = await translationOf('category', category.id, 'de');
    expect(de).toMatchObject({
      state: 'published',
      published: { name: 'Körbe' },
      draft: expect.objectContaining({ name: 'Körbe und Schalen' }),
    });
    // Published text stays on the site until an editor publishes the draft.
    expect((await pageOf('/de/categories/korbe/page/1')).text).toContain('>Körbe</h1>');

    expect((await importOf('fr', changed)).body.error).toBe('The file is for "de", not fr: nothing was saved.');
    expect((await importOf('de', 'not xml')).body.error).toBe('This is not an XLIFF 2.0 file.');
  });
});
