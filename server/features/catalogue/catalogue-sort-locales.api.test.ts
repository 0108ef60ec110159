import type { ListResponse, ProductSummary, TaxonomyProducts } from '../../../shared/catalogue';
import { catalogueApi } from '../../../shared/contracts/catalogue';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type TranslationItem, translationsApi } from '../../../shared/contracts/translations';
import { contentSite } from '../../../test/content-fixtures';

// A list of products ordered by name, in another language, follows the names the buyer reads there: the
// translated ones, and the English name of a product not translated.

const { db, get, post, visitor } = contentSite();

async function publishGermanName(id: number, name: string) {
  const at = { kind: 'product', id: String(id) };
  const item = (await get(endpointUrl(translationsApi.item, { params: at }))).body as TranslationItem;
  const german = item.translations.find((each) => each.locale === 'de')!;
  const saved = await post(endpointUrl(translationsApi.save, { params: { ...at, locale: 'de' } }), {
    values: { ...german.published, name },
    version: german.version,
    publish: true,
  });
  expect(saved.status).toBe(200);
}

const MAX_PAGE = 1000;
const namesOf = async (sort: 'az' | 'za', locale?: 'de') =>
  (
    (
      await visitor
        .post(endpointUrl(catalogueApi.productList, {}))
        .send({ page: 1, pageSize: MAX_PAGE, sort, ...(locale ? { locale } : {}) })
    ).body as ListResponse<ProductSummary>
  ).data.map((product) => product.name);

describe('products listed by name in German', () => {
  it('orders them A to Z and Z to A by their German names, English where untranslated, on every page alike', async () => {
    const [first, last] = await Promise.all(
      (['asc', 'desc'] as const).map((direction) =>
        db().selectFrom('product').select(['id', 'name']).orderBy('name', direction).orderBy('id', direction).executeTakeFirstOrThrow(),
      ),
    );
    // The English first becomes the German last, and the other way round.
    await publishGermanName(first!.id, 'Zypressenkorb aus Rattan');
    await publishGermanName(last!.id, 'Aalkorb aus Seegras');

    const english = await namesOf('az');
    expect(english[0]).toBe(first!.name);
    const german = await namesOf('az', 'de');
    // Names starting with a digit ("2er-Set …") come before any starting with a letter, as in English.
    const firstLettered = german.findIndex((name) => /^\p{L}/u.test(name));
    expect(german[firstLettered]).toBe('Aalkorb aus Seegras');
    expect(german.at(-1)).toBe('Zypressenkorb aus Rattan');
    expect(await namesOf('za', 'de')).toEqual([...german].reverse());
    expect(german).toHaveLength(english.length);

    // A page of a category's products in German follows the same order.
    const category = await db()
      .selectFrom('product as p')
      .innerJoin('category as c', 'c.id', 'p.category_id')
      .select(['c.path'])
      .where('p.id', '=', last!.id)
      .executeTakeFirstOrThrow();
    const germanPath = await db()
      .selectFrom('content_translation')
      .select('path')
      .where('kind', '=', 'category')
      .where('locale', '=', 'de')
      .where('item_id', '=', db().selectFrom('category').select('id').where('path', '=', category.path))
      .executeTakeFirst();
    const listed = (
      await visitor
        .post(endpointUrl(catalogueApi.productsByCategory, {}))
        .send({ page: 1, pageSize: MAX_PAGE, path: germanPath?.path ?? category.path, sort: 'az', locale: 'de' })
    ).body as TaxonomyProducts;
    const inCategory = listed.data.map((product) => product.name);
    expect(inCategory.filter((name) => /^\p{L}/u.test(name))[0]).toBe('Aalkorb aus Seegras');
  });
});
