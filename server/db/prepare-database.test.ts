import { pino } from 'pino';
import request from 'supertest';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { loadConfig } from '../config';
import { DATABASE_EMPTY, prepareDatabase } from './prepare-database';

// The web process never seeds: on a database nobody has seeded yet it still starts and says which command fills
// it. Its pages have no site configuration to show: they answer the site's own error page (logged as a missing
// configuration row), and the process goes on serving.
describe('a server process on a database the seed command has not filled', () => {
  let name: string;
  let url: string;
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push((JSON.parse(line) as { msg: string }).msg) });

  beforeAll(async () => {
    ({ name, url } = await createTestDatabase('catalogue_empty'));
    const database = await prepareDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }), logger);
    await database.close();
  });
  afterAll(() => dropTestDatabase(name));

  it('migrates it, leaves it empty and says to run the seed command', () => {
    expect(warnings).toEqual([DATABASE_EMPTY]);
    expect(DATABASE_EMPTY).toContain('npm run db:seed');
  });

  it("answers its pages with the site's error page, and its API without a catalogue", async () => {
    const { app, database } = createTestApp({ databaseUrl: url });
    try {
      const home = await request(app).get('/');
      expect(home.status).toBe(500);
      expect(home.text).toContain('the site is not available right now');
      expect((await request(app).get('/healthz')).status).toBe(200);
      const products = await request(app).post('/api/product/list').send({ page: 1, pageSize: 8 });
      expect(products.status).toBe(200);
      expect(products.body).toMatchObject({ data: [], total: 0 });
    } finally {
      await database.close();
    }
  });
});
