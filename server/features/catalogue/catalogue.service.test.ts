import type { KyselyPlugin } from 'kysely';
import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { createCatalogueService } from './catalogue.service';

// Products and listing pages are kept until the content changes, so a page rendered anew (the page cache off,
// or a page it does not keep) runs no query the previous render ran. The run's seeded database is only read here.

let database: DatabaseHandle;
beforeAll(() => {
  database = openPostgres(process.env.TEST_DATABASE_URL!, 2);
});
afterAll(() => database.close());

/** The catalogue over a database that counts the statements it is sent, on a revision the test moves. */
function countedCatalogue(keptBytes: number) {
  let statements = 0;
  let revision = 1;
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const catalogue = createCatalogueService(database.db.withPlugin(counting), { current: async () => String(revision) }, { keptBytes });
  return { catalogue, statements: () => statements, moveRevision: () => (revision += 1) };
}

const someProduct = () => database.db.selectFrom('product').select('path').orderBy('id').executeTakeFirstOrThrow();

it('reads a product and its related products once until the content changes, then anew', async () => {
  const { path } = await someProduct();
  const material = await database.db
    .selectFrom('product')
    .innerJoin('material', 'material.id', 'product.material_id')
    .select('material.path')
    .where('product.path', '=', path)
    .executeTakeFirstOrThrow();
  const { catalogue, statements, moveRevision } = countedCatalogue(1024 * 1024);
  const productPage = () =>
    Promise.all([
      catalogue.productByPath(path),
      catalogue.productsByMaterial({ path: material.path, page: 1, pageSize: 12, exclude: path }),
    ]);

  const first = await productPage();
  const afterFirst = statements();
  expect(afterFirst).toBeGreaterThan(0);
  expect(await productPage()).toEqual(first);
  expect(statements()).toBe(afterFirst);

  moveRevision();
  expect(await productPage()).toEqual(first);
  expect(statements()).toBeGreaterThan(afterFirst);
});

it('remembers an address that is no product, and asks again once the content changes', async () => {
  const { catalogue, statements, moveRevision } = countedCatalogue(1024 * 1024);
  expect(await catalogue.productByPath('no-such-basket')).toBeNull();
  const afterFirst = statements();
  expect(await catalogue.productByPath('no-such-basket')).toBeNull();
  expect(statements()).toBe(afterFirst);
  moveRevision();
  await catalogue.productByPath('no-such-basket');
  expect(statements()).toBeGreaterThan(afterFirst);
});

it('keeps listing pages per page, size, sort and exclusion', async () => {
  const { catalogue, statements } = countedCatalogue(1024 * 1024);
  const newest = await catalogue.products(1, 8, 'newest');
  const before = statements();
  const aToZ = await catalogue.products(1, 8, 'az');
  expect(statements()).toBeGreaterThan(before);
  expect(aToZ.data.map((p) => p.path)).not.toEqual(newest.data.map((p) => p.path));
  const settled = statements();
  expect(await catalogue.products(1, 8, 'newest')).toEqual(newest);
  expect(await catalogue.products(1, 8, 'az')).toEqual(aToZ);
  expect(statements()).toBe(settled);
});

it('reads every time when given no memory for them', async () => {
  const { path } = await someProduct();
  const { catalogue, statements } = countedCatalogue(0);
  await catalogue.productByPath(path);
  const afterFirst = statements();
  await catalogue.productByPath(path);
  expect(statements()).toBe(afterFirst * 2);
});
