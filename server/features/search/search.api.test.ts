import request from 'supertest';
import { searchApi } from '../../../shared/contracts/search';
import type { DatabaseHandle } from '../../db/connect';
import { createTestApp } from '../../../test/test-app';

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

const api = (path: string) => `/api${path}`;

describe('product search', () => {
  const search = (body: object) => request(app).post(api(searchApi.productSearch.path)).send(body);

  it('finds products by name whatever the case and accents, best match first', async () => {
    const response = await search({ name: 'SÉAGRASS Bàsket' });
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(0);
    const first = response.body.data[0].name.toLowerCase();
    expect(first).toContain('seagrass');
    expect(first).toContain('basket');
  });

  it('still finds a product when a letter is dropped from a word', async () => {
    const exact = await search({ name: 'hyacinth' });
    const typo = await search({ name: 'hyacnth' });
    expect(exact.body.total).toBeGreaterThan(0);
    expect(typo.body.data.map((p: { path: string }) => p.path)).toEqual(
      expect.arrayContaining(exact.body.data.slice(0, 3).map((p: { path: string }) => p.path)),
    );
  });

  it('gives an empty list for an empty or one-letter query, and for words that match nothing', async () => {
    expect((await search({ name: '' })).body).toEqual({ data: [], total: 0, capped: false });
    expect((await search({ name: 'a' })).body).toEqual({ data: [], total: 0, capped: false });
    expect((await search({ name: 'zzqqxx' })).body).toEqual({ data: [], total: 0, capped: false });
  });

  it('rejects a name that is not text or too long, naming the field', async () => {
    const wrongType = await search({ name: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.name).toBe('name must be text');
    expect((await search({ name: 'x'.repeat(101) })).status).toBe(400);
  });
});
