import pg from 'pg';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from './connect';
import { migrateToLatest } from './migrate';

// The content revision moves when a change commits, once per transaction, and editors working at the same time
// do not wait on its row for each other's whole transaction (migration 2026-11-26-001, decision 012). On a
// database of its own, so that no other test moves the revision meanwhile.

let database: { name: string; url: string };
const clients: pg.Client[] = [];
const connect = async () => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  clients.push(client);
  return client;
};
const revision = async (client: pg.Client) => Number((await client.query('select revision from content_revision')).rows[0].revision);

beforeAll(async () => {
  database = await createTestDatabase('content_revision');
  const handle = openPostgres(database.url, 1);
  await migrateToLatest(handle.db);
  await handle.close();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
  await dropTestDatabase(database.name);
});

it('moves once per committed transaction however many rows and tables it changed, and not for one rolled back', async () => {
  const client = await connect();
  const before = await revision(client);
  await client.query('begin');
  await client.query(`insert into faq (type, question, answer, sort_order) values (1, 'One?', '<p>1</p>', 1), (1, 'Two?', '<p>2</p>', 2)`);
  await client.query(`update faq set answer = '<p>Two.</p>' where question = 'Two?'`);
  await client.query(`insert into video (video_id, title, published_at) values ('abcdefghijk', 'Weaving', now())`);
  // Not yet: a page rendered now must not be stored under a revision its content is not part of.
  expect(await revision(client)).toBe(before);
  await client.query('commit');
  expect(await revision(client)).toBe(before + 1);

  await client.query('begin');
  await client.query(`delete from faq where question = 'One?'`);
  await client.query('rollback');
  expect(await revision(client)).toBe(before + 1);
});

it('lets a second editor commit while the first one’s transaction is still open', async () => {
  const [first, second] = [await connect(), await connect()];
  const before = await revision(first);
  await first.query('begin');
  await first.query(`insert into faq (type, question, answer, sort_order) values (2, 'Slow editor?', '<p>Yes.</p>', 9)`);
  // With the revision moved by each statement, this would wait for the first transaction's end: it errors instead.
  await second.query('begin');
  await second.query(`set local lock_timeout = '2s'`);
  await second.query(`insert into faq (type, question, answer, sort_order) values (3, 'Quick editor?', '<p>Yes.</p>', 9)`);
  await second.query('commit');
  expect(await revision(second)).toBe(before + 1);
  await first.query('commit');
  expect(await revision(second)).toBe(before + 2);
});
