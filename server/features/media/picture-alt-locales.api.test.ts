import type { ListResponse, ProductDetail, ProductSummary } from '../../../shared/catalogue';
import { catalogueApi } from '../../../shared/contracts/catalogue';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { searchApi } from '../../../shared/contracts/search';
import { type TranslationItem, translationsApi } from '../../../shared/contracts/translations';
import type { TranslationLocale } from '../../../shared/content/translatable';
import { contentSite } from '../../../test/content-fixtures';

// A library picture's alt text in another language: translated as the content is (a state per language, the
// translation screen, XLIFF), shown where published, the English one elsewhere.

const { db, get, post, visitor, auditActions } = contentSite();

const itemUrl = (id: number) => endpointUrl(translationsApi.item, { params: { kind: 'picture', id: String(id) } });
const translationOf = async (id: number, locale: TranslationLocale) =>
  ((await get(itemUrl(id))).body as TranslationItem).translations.find((each) => each.locale === locale)!;

async function publishAlt(id: number, locale: TranslationLocale, alt: string) {
  const { version } = await translationOf(id, locale);
  const saved = await post(endpointUrl(translationsApi.save, { params: { kind: 'picture', id: String(id), locale } }), {
    values: { alt },
    version,
    publish: true,
  });
  expect(saved.status).toBe(200);
}

/** A product whose first gallery picture is the library's, with its address in German. */
async function aGermanProduct() {
  const product = await db()
    .selectFrom('product as p')
    .innerJoin('content_translation as t', (join) => join.onRef('t.item_id', '=', 'p.id').on('t.kind', '=', 'product'))
    .select(['p.id', 'p.path', 't.path as german_path'])
    .where('t.locale', '=', 'de')
    .where('t.published_at', 'is not', null)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const english = (await visitor.get(endpointUrl(catalogueApi.productByPath, { params: { path: product.path }, query: {} })))
    .body as ProductDetail;
  return { ...product, germanPath: product.german_path ?? product.path, picture: english.gallery[0]! };
}

const productIn = async (path: string, locale: 'de' | 'es') =>
  (await visitor.get(endpointUrl(catalogueApi.productByPath, { params: { path }, query: { locale } }))).body as ProductDetail;

describe("a picture's alt text in another language", () => {
  it('shows a published German alt text on the German product page, the English one in English and Spanish', async () => {
    const product = await aGermanProduct();
    const mediaId = product.picture.mediaId!;
    const english = product.picture.alt;
    await publishAlt(mediaId, 'de', 'Korb aus Seegras, von Hand geflochten, auf einem Holztisch');

    expect((await productIn(product.germanPath, 'de')).gallery[0]!.alt).toBe('Korb aus Seegras, von Hand geflochten, auf einem Holztisch');
    const page = await visitor.get(`/de/product/${product.germanPath}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('alt="Korb aus Seegras, von Hand geflochten, auf einem Holztisch"');

    const englishPage = await visitor.get(`/product/${product.path}`);
    expect(englishPage.text).not.toContain('Korb aus Seegras');
    expect(englishPage.text).toContain(`alt="${english}"`);
    expect(await translationOf(mediaId, 'es')).toMatchObject({ state: 'missing' });
    expect(await auditActions('picture', mediaId)).toContain('translation.published');
  });

  it('marks the translation outdated when the English alt text changes, and refuses one too long', async () => {
    const product = await aGermanProduct();
    const mediaId = product.picture.mediaId!;
    const { version } = await translationOf(mediaId, 'ja');
    const refused = await post(endpointUrl(translationsApi.save, { params: { kind: 'picture', id: String(mediaId), locale: 'ja' } }), {
      values: { alt: 'か'.repeat(301) },
      version,
      publish: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.alt).toMatch(/300/);
    expect(await translationOf(mediaId, 'ja')).toMatchObject({ version });

    await publishAlt(mediaId, 'ja', '手編みのシーグラスのかご');
    await db().updateTable('media').set({ alt: 'A changed English description' }).where('id', '=', mediaId).execute();
    expect(await translationOf(mediaId, 'ja')).toMatchObject({ state: 'outdated', changedSource: ['alt'] });
  });

  it("shows a product card's picture with its German alt text in German lists and search results", async () => {
    const product = await aGermanProduct();
    const german = await db()
      .selectFrom('content_translation')
      .select('values')
      .where('kind', '=', 'product')
      .where('item_id', '=', product.id)
      .where('locale', '=', 'de')
      .executeTakeFirstOrThrow();
    const name = (german.values as { name: string }).name;
    const list = (await visitor.post(endpointUrl(catalogueApi.productList, {})).send({ page: 1, pageSize: 1000, locale: 'de' }))
      .body as ListResponse<ProductSummary>;
    const card = list.data.find((each) => each._id === product.id)!;
    await publishAlt(card.thumbnail!.mediaId!, 'de', 'Vorschaubild: handgeflochtener Korb');

    const listed = (await visitor.post(endpointUrl(catalogueApi.productList, {})).send({ page: 1, pageSize: 1000, locale: 'de' }))
      .body as ListResponse<ProductSummary>;
    expect(listed.data.find((each) => each._id === product.id)!.thumbnail!.alt).toBe('Vorschaubild: handgeflochtener Korb');
    const found = (await visitor.post(endpointUrl(searchApi.productSearch, {})).send({ name, locale: 'de' }))
      .body as ListResponse<ProductSummary>;
    expect(found.data.find((each) => each._id === product.id)!.thumbnail!.alt).toBe('Vorschaubild: handgeflochtener Korb');
  });

  it("shows the demo's German alt texts on the German about-us page", async () => {
    const german = await visitor.get('/de/about-us');
    expect(german.text).toContain('alt="Aus Rattan geflochtenes Herz"');
    expect((await visitor.get('/about-us')).text).toContain('alt="Heart woven from rattan"');
    expect((await visitor.get('/es/about-us')).text).toContain('alt="Heart woven from rattan"');
  });

  it('goes to XLIFF and back: a translator’s alt text is read back as a draft of that picture', async () => {
    const product = await aGermanProduct();
    const mediaId = product.picture.mediaId!;
    const english = (await db().selectFrom('media').select('alt').where('id', '=', mediaId).executeTakeFirstOrThrow()).alt;
    const xliff = (await get(endpointUrl(translationsApi.exportXliff, { query: { locale: 'fr' } }))).text;
    const unit = new RegExp(
      `(<unit id="${mediaId}\\.alt">\\s*<segment>\\s*<source>)([^<]*)(</source>\\s*(?:<target>[^<]*</target>|<target/>)?)`,
    );
    const found = unit.exec(xliff);
    expect(found?.[2]).toBe(english.replace(/&/g, '&amp;'));
    const translated = xliff.replace(unit, '$1$2</source><target>Panier tressé à la main en jonc de mer</target>');

    const answer = await post(endpointUrl(translationsApi.importXliff, { query: { locale: 'fr' } }), Buffer.from(translated)).set(
      'Content-Type',
      'application/xliff+xml',
    );
    expect(answer.body).toEqual({ saved: 1, refused: [] });
    expect(await translationOf(mediaId, 'fr')).toMatchObject({ state: 'draft', draft: { alt: 'Panier tressé à la main en jonc de mer' } });
  });
});
