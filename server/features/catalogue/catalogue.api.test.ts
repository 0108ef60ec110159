import request from 'supertest';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../../shared/catalogue';
import { packingApi } from '../../../shared/contracts/packing';
import { catalogueApi } from '../../../shared/contracts/catalogue';
import type { DatabaseHandle } from '../../db/connect';
import { readExamples, requestTo } from '../../../test/api-examples';
import { createTestApp } from '../../../test/test-app';

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

const api = (path: string) => `/api${path}`;

describe('catalogue API', () => {
  it('pages categories eight at a time with the total', async () => {
    const total = (
      await database.db
        .selectFrom('category')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const response = await request(app)
      .post(api(catalogueApi.categorySearch.path))
      .set('auth-token', 'anything')
      .send({ page: 1, pageSize: PAGE_SIZE });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(Number(total));
    expect(response.body.data).toHaveLength(Math.min(PAGE_SIZE, Number(total)));
    expect(response.body.data[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(Number),
        name: expect.any(String),
        path: expect.any(String),
        thumbnail: expect.objectContaining({ src: expect.stringMatching(/^\/media\//) }),
      }),
    );
  });

  it('finds a product by its path, and answers 404 for an unknown one', async () => {
    const row = await database.db.selectFrom('product').select(['path', 'name']).limit(1).executeTakeFirstOrThrow();
    const found = await request(app).get(api(`/product/getByPath/${row.path}`));
    expect(found.status).toBe(200);
    expect(found.body).toEqual(
      expect.objectContaining({ name: row.name, path: row.path, gallery: expect.any(Array), detail: expect.any(String) }),
    );
    const missing = await request(app).get(api('/product/getByPath/nothing-like-this'));
    expect(missing.status).toBe(404);
  });

  it('lists products of a material without the excluded one', async () => {
    const row = await database.db
      .selectFrom('product as p')
      .innerJoin('material as m', 'm.id', 'p.material_id')
      .select(['p.path', 'm.path as material'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const response = await request(app)
      .post(api(catalogueApi.productsByMaterial.path))
      .send({ page: 1, pageSize: 12, path: row.material, exclude: row.path });
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(0);
    expect(response.body.data.map((p: { path: string }) => p.path)).not.toContain(row.path);
    expect(response.body.data.every((p: { material: { path: string } }) => p.material.path === row.material)).toBe(true);
  });

  it.each([
    [{ page: 0, pageSize: 8 }, 'page'],
    [{ page: 1, pageSize: MAX_PAGE_SIZE + 1 }, 'pageSize'],
    [{ page: '1', pageSize: 8 }, 'page'],
    [{ page: 1 }, 'pageSize'],
  ])('rejects %j with 400 naming %s', async (body, field) => {
    const response = await request(app).post(api(catalogueApi.categorySearch.path)).send(body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain(field);
  });

  it('rejects an unknown sort with 400 and answers 404 for an unknown category', async () => {
    const badSort = await request(app)
      .post(api(catalogueApi.productsByCategory.path))
      .send({ page: 1, pageSize: 8, path: 'baskets', sort: 'price' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors.sort).toMatch(/sort must be one of/);
    const unknown = await request(app)
      .post(api(catalogueApi.productsByCategory.path))
      .send({ page: 1, pageSize: 8, path: 'no-such-category' });
    expect(unknown.status).toBe(404);
  });

  it('answers every documented endpoint with 200 for its example request', async () => {
    const product = await database.db.selectFrom('product').select('path').limit(1).executeTakeFirstOrThrow();
    for (const { name, endpoint, input } of readExamples(product.path)) {
      const response = await requestTo(app, endpoint, input);
      expect({ name, status: response.status, json: response.type }).toEqual({ name, status: 200, json: 'application/json' });
    }
    expect((await request(app).get(api('/page/secret'))).status).toBe(404);
  });
});

describe('listings', () => {
  const byCategory = (body: object) => request(app).post(api(catalogueApi.productsByCategory.path)).send(body);

  it('sort newest, A-Z and Z-A in the order a buyer expects', async () => {
    const category = await database.db.selectFrom('category').select('path').orderBy('sort_order').executeTakeFirstOrThrow();
    const names = async (sort: string) =>
      (await byCategory({ page: 1, pageSize: 1000, path: category.path, sort })).body.data.map((p: { name: string }) => p.name) as string[];
    const az = await names('az');
    expect(az).toEqual([...az].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await names('za')).toEqual([...az].reverse());
    const newest = (await byCategory({ page: 1, pageSize: 1000, path: category.path, sort: 'newest' })).body.data as { _id: number }[];
    const created = await database.db
      .selectFrom('product')
      .innerJoin('category', 'category.id', 'product.category_id')
      .select('product.id')
      .where('category.path', '=', category.path)
      .orderBy('product.created_at', 'desc')
      .orderBy('product.id', 'desc')
      .execute();
    expect(newest.map((p) => p._id)).toEqual(created.map((r) => r.id));
  });

  it('pages never overlap and together hold every product once', async () => {
    const all = await request(app).post(api(catalogueApi.productList.path)).send({ page: 1, pageSize: 1000 });
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.body.total / PAGE_SIZE); page++) {
      const response = await request(app).post(api(catalogueApi.productList.path)).send({ page, pageSize: PAGE_SIZE });
      expect(response.body.total).toBe(all.body.total);
      seen.push(...response.body.data.map((p: { _id: number }) => p._id));
    }
    expect(seen).toHaveLength(all.body.total);
    expect(new Set(seen).size).toBe(all.body.total);
  });
});

describe('the export packing the container estimate asks for', () => {
  const packing = (body: unknown) =>
    request(app)
      .post(api(packingApi.productPacking.path))
      .send(body as object);

  it("gives each product's carton as numbers, in the order asked, once each, leaving out paths that are no product", async () => {
    const rows = await database.db
      .selectFrom('product')
      .select([
        'path',
        'name',
        'colours',
        'carton_length_cm',
        'carton_width_cm',
        'carton_height_cm',
        'carton_gross_weight_kg',
        'pieces_per_carton',
        'packing_note',
      ])
      .where('pieces_per_carton', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    const [first, second] = rows as [(typeof rows)[number], (typeof rows)[number]];
    const response = await packing({ paths: [second.path, 'no-such-product', first.path, second.path] });
    expect(response.status).toBe(200);
    expect(response.body.data.map((p: { path: string }) => p.path)).toEqual([second.path, first.path]);
    expect(response.body.data[1]).toEqual({
      path: first.path,
      name: first.name,
      colours: first.colours,
      carton: {
        lengthCm: Number(first.carton_length_cm),
        widthCm: Number(first.carton_width_cm),
        heightCm: Number(first.carton_height_cm),
        grossKg: Number(first.carton_gross_weight_kg),
        piecesPerCarton: first.pieces_per_carton,
      },
      packingNote: first.packing_note,
    });
  });

  it('refuses an empty list, too many paths and a path that is not text, with the field named', async () => {
    expect((await packing({ paths: [] })).body.errors).toEqual({ paths: 'Name at least one product.' });
    const tooMany = await packing({ paths: Array.from({ length: 51 }, (_, i) => `product-${i}`) });
    expect({ status: tooMany.status, errors: tooMany.body.errors }).toEqual({
      status: 400,
      errors: { paths: 'At most 50 products at once.' },
    });
    const notText = await packing({ paths: [42] });
    expect(notText.status).toBe(400);
    expect(Object.values(notText.body.errors as object).join()).toContain('path must be text');
  });
});
