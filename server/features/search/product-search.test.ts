import request from 'supertest';
import { searchApi } from '../../../shared/contracts/search';
import { PAGE_SIZE, pageCount } from '../../../shared/catalogue';
import { paths } from '../../../shared/paths';
import { SEARCH_MATCH_LIMIT } from '../../../shared/search';
import { createIsolatedTestApp } from '../../../test/test-app';

// Search reads words kept beside the products (migration 005): whatever writes a product, search sees it.
describe('product search as the catalogue changes', () => {
  let context: Awaited<ReturnType<typeof createIsolatedTestApp>>;
  let owner: { category_id: number; material_id: number };
  beforeAll(async () => {
    context = await createIsolatedTestApp();
    owner = await context.database.db.selectFrom('product').select(['category_id', 'material_id']).limit(1).executeTakeFirstOrThrow();
  });
  afterAll(() => context.dispose());

  const search = async (name: string, page = 1, pageSize = 20) => {
    const response = await request(context.app).post(`/api${searchApi.productSearch.path}`).send({ name, page, pageSize });
    expect(response.status).toBe(200);
    return response.body as { data: { name: string; path: string }[]; total: number; capped: boolean };
  };
  const addProduct = (name: string, description = '<p>Hand woven.</p>') =>
    context.database.db
      .insertInto('product')
      .values({ name, path: name.toLowerCase().replace(/\W+/g, '-'), description, detail: '<p>Detail</p>', ...owner })
      .returning(['id', 'path'])
      .executeTakeFirstOrThrow();

  /** `count` products in one statement, named by `nameOf(1…count)`. */
  const addProducts = (count: number, nameOf: (n: number) => string, description = '<p>Hand woven.</p>') =>
    context.database.db
      .insertInto('product')
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: nameOf(i + 1),
          path: nameOf(i + 1)
            .toLowerCase()
            .replace(/\W+/g, '-'),
          description,
          detail: '<p>Detail</p>',
          ...owner,
        })),
      )
      .execute();

  it('finds a new product by its words, a word new to the catalogue even misspelt, and forgets it when deleted', async () => {
    const added = await addProduct('Zitherwood Lantern with Handle');
    expect((await search('zitherwood lantern')).data.map((p) => p.path)).toEqual([added.path]);
    expect((await search('zitherwod')).data.map((p) => p.path)).toEqual([added.path]);

    await context.database.db.updateTable('product').set({ name: 'Quillon Lantern with Handle' }).where('id', '=', added.id).execute();
    expect((await search('quillon')).data.map((p) => p.name)).toEqual(['Quillon Lantern with Handle']);
    expect(await search('zitherwood')).toEqual({ data: [], total: 0, capped: false });

    await context.database.db.deleteFrom('product').where('id', '=', added.id).execute();
    expect(await search('quillon')).toEqual({ data: [], total: 0, capped: false });
  });

  it('matches the words of a description, not its markup', async () => {
    const added = await addProduct('Plain Tray', '<p class="lead">Woven&nbsp;from <strong>marramgrass</strong></p>');
    expect((await search('marramgrass')).data.map((p) => p.path)).toEqual([added.path]);
    expect((await search('nbsp')).total).toBe(0);
    expect((await search('lead')).data.map((p) => p.path)).not.toContain(added.path);
  });

  it('ranks a product with the words in its name above one with them in its description', async () => {
    const inName = await addProduct('Kelpweave Storage Basket');
    const inDescription = await addProduct('Round Storage Box', '<p>A kelpweave box.</p>');
    const { data } = await search('kelpweave');
    expect(data.map((p) => p.path)).toEqual([inName.path, inDescription.path]);
  });

  it(`counts up to ${SEARCH_MATCH_LIMIT} matches and says when there are more`, async () => {
    await addProducts(SEARCH_MATCH_LIMIT + 5, (n) => `Yarrowreed Basket ${n}`);
    const first = await search('yarrowreed');
    expect({ total: first.total, capped: first.capped, shown: first.data.length }).toEqual({
      total: SEARCH_MATCH_LIMIT,
      capped: true,
      shown: 20,
    });
    // The shortest names are the closest to the query.
    expect(first.data[0]!.name).toMatch(/^Yarrowreed Basket \d$/);

    const lastPage = pageCount(SEARCH_MATCH_LIMIT);
    const page = await request(context.app).get(paths.search('yarrowreed', lastPage));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`(${SEARCH_MATCH_LIMIT}+)`);
    expect((await request(context.app).get(paths.search('yarrowreed', lastPage + 1))).status).toBe(404);
    // The pages hold exactly the products counted, no more.
    expect((await search('yarrowreed', lastPage, PAGE_SIZE)).data).toHaveLength(SEARCH_MATCH_LIMIT - (lastPage - 1) * PAGE_SIZE);
    expect(await search('yarrowreed', lastPage + 1, PAGE_SIZE)).toEqual({ data: [], total: SEARCH_MATCH_LIMIT, capped: true });
  });

  it('heads the results with the words as typed, tags and all', async () => {
    const typed = '<b>seagrass</b> <script>basket</script>';
    const page = await request(context.app).get(paths.search(typed));
    expect(page.status).toBe(200);
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(page.text)?.[1] ?? '';
    expect(heading).toContain('Search results for “&lt;b&gt;seagrass&lt;/b&gt; &lt;script&gt;basket&lt;/script&gt;”');
  });

  it('mends a word toward the words products have now, not those of a renamed product', async () => {
    const added = await addProduct('Glimmerweave Tray');
    await context.database.db.updateTable('product').set({ name: 'Shimmerweave Tray' }).where('id', '=', added.id).execute();
    expect((await search('glimmerweave')).data.map((p) => p.name)).toEqual(['Shimmerweave Tray']);
  });

  it('ranks products with the words in their name even behind more than the limit of description matches', async () => {
    await addProducts(SEARCH_MATCH_LIMIT + 1, (n) => `Plain Bowl ${n}`, '<p>Rimmed with thornreed.</p>');
    const named = await addProduct('Thornreed Bowl');
    const { data, capped } = await search('thornreed');
    expect({ first: data[0]!.path, capped }).toEqual({ first: named.path, capped: true });
  });
});
