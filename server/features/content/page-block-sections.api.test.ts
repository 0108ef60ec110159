import request from 'supertest';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import type { ContentItem } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';

// A page block's section is one of the sections of its page, as the page's route reads them: the server refuses any
// other, so no block is saved where no page shows it. The blocks already stored stay valid.

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let editor: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp();
  editor = await signedInAs(site.database.db, 'editor', { name: 'Hoa Editor' });
});
afterAll(() => site.dispose());

const blockCount = async () =>
  Number(
    (
      await site.database.db
        .selectFrom('content_block')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ) +
  Number(
    (
      await site.database.db
        .selectFrom('content_draft')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const create = (values: Record<string, unknown>) =>
  request(site.app)
    .post(endpointUrl(contentApi.create, { params: { type: 'page-block' } }))
    .set(editor.headers)
    .send({ values });
const block = (page: string, section: string) => ({ page, section, title: 'Samples', body: '<p>Within 10 days.</p>', image: null });

describe('the section of a page block', () => {
  it.each([
    ['a section of another page', block('trading', 'steps')],
    ['a section no page has', block('about-us', 'sidebar')],
  ])('refuses %s in plain words, and stores nothing', async (_, values) => {
    const before = await blockCount();
    const response = await create(values);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ section: CONTENT_MESSAGES.choiceOf('Section', 'Page') });
    expect(CONTENT_MESSAGES.choiceOf('Section', 'Page')).toBe('Choose a section of the page chosen.');
    expect(await blockCount()).toBe(before);
  });

  it('accepts a section of the page chosen', async () => {
    const response = await create(block('trading', 'terms'));
    expect(response.status).toBe(200);
    expect((response.body as ContentItem).values).toMatchObject({ page: 'trading', section: 'terms' });
  });

  it('saves again, unchanged, a block of every page and section stored before', async () => {
    const stored = await site.database.db
      .selectFrom('content_block')
      .select(['page', 'section'])
      .select((eb) => eb.fn.min('id').as('id'))
      .groupBy(['page', 'section'])
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(9);
    for (const { id } of stored) {
      const params = { type: 'page-block' as const, id: String(id) };
      const item = (await request(site.app).get(endpointUrl(contentApi.get, { params })).set(editor.headers)).body as ContentItem;
      const saved = await request(site.app)
        .post(endpointUrl(contentApi.update, { params }))
        .set(editor.headers)
        .send({ values: item.values, version: item.version });
      expect({ id, status: saved.status, errors: saved.body.errors }).toEqual({ id, status: 200, errors: undefined });
    }
  });
});
