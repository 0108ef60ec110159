import request from 'supertest';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import { CONTENT_TYPE_KEYS, type ContentItem } from '../../../shared/content/content-types';
import { type ContentPage, contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { MESSAGES } from '../../../shared/validation/rules';
import { insertInquiry, testClock } from '../../../test/inbox-fixtures';
import { asBytes, readPdf } from '../../../test/pdf-pages';
import { EMPTY_QUOTE_DRAFT } from '../../../test/quote-fixtures';
import { quotesApi } from '../../../shared/contracts/quotes';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { httpClient } from '../../../test/http';
import { PREVIEW_GONE } from './content-preview.public';
import { CONTENT_SERVICE_MESSAGES, createContentService } from './content.service';
import { RICH_TEXT_MESSAGES } from '../../../shared/rich-text';
import { ORDERING_MESSAGES } from '../../../shared/ordering';

// The content editors through their API, as the back office uses them, on a database of their own; what they
// change is checked where a buyer sees it: the public API and pages.

const NOW = new Date('2026-11-24T03:00:00Z');
const clock = testClock(NOW);
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let editor: SignedIn;
let otherEditor: SignedIn;
let owner: SignedIn;
let sales: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp({ clock: clock.now });
  const db = site.database.db;
  editor = await signedInAs(db, 'editor', { name: 'Hoa Editor' });
  otherEditor = await signedInAs(db, 'editor', { name: 'Binh Pham' });
  owner = await signedInAs(db, 'owner', { name: 'Olivia Owner' });
  sales = await signedInAs(db, 'sales', { name: 'Lan Nguyen' });
});
afterAll(() => site.dispose());
beforeEach(() => clock.set(NOW));

const db = () => site.database.db;
const readContentRevision = async () =>
  BigInt((await db().selectFrom('content_revision').select('revision').executeTakeFirstOrThrow()).revision);
type Params = { type: string; id?: string };
const url = (endpoint: (typeof contentApi)[keyof typeof contentApi], params: Params, query?: Record<string, unknown>) =>
  endpointUrl(endpoint as typeof contentApi.get, { params: params as { type: 'faq'; id: string }, ...(query ? { query } : {}) } as never);
const { get, post } = httpClient(
  () => site.app,
  () => editor,
);
const itemOf = async (type: string, id: number): Promise<ContentItem> => {
  const response = await get(url(contentApi.get, { type, id: String(id) }));
  expect(response.status).toBe(200);
  return response.body as ContentItem;
};
const publicFaqs = async () => (await request(site.app).get('/api/faq')).body as { _id: number; question: string; answer: string }[];
const auditActions = (type: string, id: number) =>
  db()
    .selectFrom('audit_log')
    .select('action')
    .where('subject_type', '=', type)
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.action));

const newFaq = { type: 2, question: 'Can you weave our own pattern?', answer: '<p>Yes: send a drawing or a sample.</p>' };

describe('who may edit content', () => {
  it('lets editors and owners in, and refuses sales and strangers', async () => {
    const list = url(contentApi.list, { type: 'faq' });
    expect((await get(list, editor)).status).toBe(200);
    expect((await get(list, owner)).status).toBe(200);
    expect((await get(list, sales)).status).toBe(403);
    expect((await request(site.app).get(list)).status).toBe(401);
    expect((await post(url(contentApi.create, { type: 'faq' }), { values: newFaq }, sales)).status).toBe(403);
  });

  it('refuses a change sent from another site', async () => {
    const response = await request(site.app)
      .post(url(contentApi.create, { type: 'faq' }))
      .set({ ...editor.headers, Origin: 'https://evil.example' })
      .send({ values: newFaq });
    expect(response.status).toBe(403);
  });
});

describe('every kind of content', () => {
  it('saves each kind’s first item as it is, without a new version', async () => {
    for (const type of CONTENT_TYPE_KEYS) {
      const first = (await get(url(contentApi.list, { type }))).body as ContentPage;
      const id = type === 'company' ? 1 : first.items[0]!.id;
      const item = await itemOf(type, id);
      const saved = await post(url(contentApi.update, { type, id: String(id) }), { values: item.values, version: item.version });
      expect({ type, status: saved.status, errors: saved.body.errors }).toEqual({ type, status: 200, errors: undefined });
      expect({ type, version: (saved.body as ContentItem).version }).toEqual({ type, version: item.version });
    }
  });

  it('answers "not found" for an id no item of its kind has, as large as an address may hold', async () => {
    for (const type of CONTENT_TYPE_KEYS) {
      for (const id of ['32768', '999999999']) {
        const at = { type, id };
        const asked = [
          await get(url(contentApi.get, at)),
          await get(url(contentApi.history, at)),
          await post(url(contentApi.update, at), { values: {}, version: 1 }),
          await post(url(contentApi.preview, at), {}),
        ];
        expect({ type, id, statuses: asked.map((response) => response.status) }).toEqual({ type, id, statuses: [404, 404, 404, 404] });
      }
    }
  });
});

describe('what an editor types that the public page would carry out', () => {
  it('refuses a badge background that is not a colour or a gradient, changing nothing', async () => {
    const first = ((await get(url(contentApi.list, { type: 'badge' }))).body as ContentPage).items[0]!;
    const before = await itemOf('badge', first.id);
    for (const color of ['red;position:fixed;inset:0;z-index:2147483647', 'url(https://evil.example/cover.png)']) {
      const saved = await post(url(contentApi.update, { type: 'badge', id: String(first.id) }), {
        values: { ...before.values, color },
        version: before.version,
      });
      expect(saved.status).toBe(400);
      expect(saved.body.errors).toEqual({ color: CONTENT_MESSAGES.colour });
    }
    expect(await itemOf('badge', first.id)).toEqual(before);
    const home = await request(site.app).get('/');
    expect(home.text).not.toContain('position:fixed');
  });

  it('refuses a slide link to another site written as an address of this one', async () => {
    const first = ((await get(url(contentApi.list, { type: 'slide' }))).body as ContentPage).items[0]!;
    const before = await itemOf('slide', first.id);
    for (const link of ['//evil.example', '/\\evil.example/products']) {
      const saved = await post(url(contentApi.update, { type: 'slide', id: String(first.id) }), {
        values: { ...before.values, redirect_to: link },
        version: before.version,
      });
      expect(saved.status).toBe(400);
      expect(saved.body.errors).toEqual({ redirect_to: CONTENT_MESSAGES.link });
    }
    expect(await itemOf('slide', first.id)).toEqual(before);
  });
});

describe('an FAQ', () => {
  it('is created, shown on the public site at the end of its group, and recorded with who did it', async () => {
    const before = await readContentRevision();
    const response = await post(url(contentApi.create, { type: 'faq' }), { values: newFaq });
    expect(response.status).toBe(200);
    const item = response.body as ContentItem;
    expect(item.values).toMatchObject({ question: newFaq.question, type: 2 });
    expect(item.status).toBe('published');
    const shown = (await publicFaqs()).filter((faq) => faq.question === newFaq.question);
    expect(shown).toHaveLength(1);
    expect(await readContentRevision()).toBe(before + 1n);
    expect(await auditActions('faq', item.id)).toEqual(['content.created']);
    const history = await get(url(contentApi.history, { type: 'faq', id: String(item.id) }));
    expect(history.body).toEqual([expect.objectContaining({ action: 'created', by: 'Hoa Editor', version: 1 })]);
  });

  it('refuses empty and overlong fields with the same words as the form, and writes nothing', async () => {
    const before = (await publicFaqs()).length;
    const response = await post(url(contentApi.create, { type: 'faq' }), {
      values: { type: 9, question: ' ', answer: 'x'.repeat(5001) },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      type: CONTENT_MESSAGES.choice,
      question: MESSAGES.required,
      answer: MESSAGES.tooLong(5000),
    });
    expect((await publicFaqs()).length).toBe(before);
  });

  it('refuses an answer with a script or an event attribute, and cleans harmless markup', async () => {
    const refused = {
      '<p>Hi<script>alert(1)</script></p>': RICH_TEXT_MESSAGES.script,
      '<p onclick="steal()">Hi</p>': RICH_TEXT_MESSAGES.eventAttribute('onclick'),
      '<a href="javascript:alert(1)">x</a>': RICH_TEXT_MESSAGES.scriptAddress('javascript'),
    };
    for (const [answer, message] of Object.entries(refused)) {
      const response = await post(url(contentApi.create, { type: 'faq' }), { values: { ...newFaq, answer } });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ answer: message });
    }
    const cleaned = await post(url(contentApi.create, { type: 'faq' }), {
      values: { ...newFaq, question: 'Is the markup cleaned?', answer: '<p class="nope">Plain <b>bold</b></p><marquee>moving</marquee>' },
    });
    expect(cleaned.status).toBe(200);
    expect((cleaned.body as ContentItem).values.answer).toBe('<p>Plain <strong>bold</strong></p>moving');
  });

  it('refuses an edit made on an older version, naming who changed it, and keeps their change', async () => {
    const created = (await post(url(contentApi.create, { type: 'faq' }), { values: { ...newFaq, question: 'Do you ship samples?' } }))
      .body as ContentItem;
    const at = { type: 'faq', id: String(created.id) };
    const first = await post(
      url(contentApi.update, at),
      { values: { ...created.values, question: 'Do you ship samples by air?' }, version: 1 },
      otherEditor,
    );
    expect(first.status).toBe(200);
    const second = await post(url(contentApi.update, at), {
      values: { ...created.values, question: 'Do you ship samples free?' },
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/^Binh Pham saved this .*after you opened it/);
    expect((await itemOf('faq', created.id)).values.question).toBe('Do you ship samples by air?');
  });

  it('keeps every version, and restores an older one as a new version', async () => {
    const created = (await post(url(contentApi.create, { type: 'faq' }), { values: { ...newFaq, question: 'Version one?' } }))
      .body as ContentItem;
    const at = { type: 'faq', id: String(created.id) };
    await post(url(contentApi.update, at), { values: { ...created.values, question: 'Version two?' }, version: 1 });
    const history = (await get(url(contentApi.history, at))).body as { id: string; version: number; changedFields: string[] }[];
    expect(history.map((entry) => entry.version)).toEqual([2, 1]);
    expect(history[0]!.changedFields).toEqual(['question']);
    const restored = await post(url(contentApi.restore, at), { historyId: history[1]!.id, version: 2 });
    expect(restored.status).toBe(200);
    expect((restored.body as ContentItem).values.question).toBe('Version one?');
    expect((restored.body as ContentItem).version).toBe(3);
    expect(await auditActions('faq', created.id)).toEqual(['content.created', 'content.updated', 'content.restored']);
  });

  it('is ordered within its group, and a list that changed meanwhile is refused', async () => {
    const ordered = async () =>
      ((await get(url(contentApi.ordered, { type: 'faq' }, { scope: '1' }))).body as { id: number }[]).map((item) => item.id);
    const ids = await ordered();
    expect(ids.length).toBeGreaterThan(2);
    const reversed = [...ids].reverse();
    const response = await post(url(contentApi.reorder, { type: 'faq' }), { ids: reversed, scope: '1' });
    expect(response.status).toBe(200);
    expect(await ordered()).toEqual(reversed);
    const group = (await publicFaqs()).filter((faq) => ids.includes(faq._id)).map((faq) => faq._id);
    expect(group).toEqual(reversed);
    const stale = await post(url(contentApi.reorder, { type: 'faq' }), { ids: reversed.slice(1), scope: '1' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(ORDERING_MESSAGES.stale);
  });

  it('is found by the list search and deleted', async () => {
    const created = (await post(url(contentApi.create, { type: 'faq' }), { values: { ...newFaq, question: 'Zebra-striped weaving?' } }))
      .body as ContentItem;
    const page = (await get(url(contentApi.list, { type: 'faq' }, { q: 'zebra' }))).body as ContentPage;
    expect(page.items.map((item) => item.title)).toEqual(['Zebra-striped weaving?']);
    // As staff type: words in any order and letter case, without the accents the title has.
    await post(url(contentApi.create, { type: 'faq' }), { values: { ...newFaq, question: 'Do you weave the Hội An style lanterns?' } });
    for (const q of ['hoi an', 'LANTERNS hội', 'an   hoi style']) {
      const found = (await get(url(contentApi.list, { type: 'faq' }, { q }))).body as ContentPage;
      expect(found.items.map((item) => item.title)).toEqual(['Do you weave the Hội An style lanterns?']);
    }
    expect(((await get(url(contentApi.list, { type: 'faq' }, { q: 'hoi an xyz' }))).body as ContentPage).items).toEqual([]);
    const removed = await post(url(contentApi.remove, { type: 'faq', id: String(created.id) }), { version: 1 });
    expect(removed.status).toBe(200);
    expect((await publicFaqs()).some((faq) => faq.question === 'Zebra-striped weaving?')).toBe(false);
  });
});

describe('categories and products', () => {
  it('sends an old category address to the new one with a 301, however often the path changed', async () => {
    const category = await db().selectFrom('category').select(['id', 'path']).orderBy('id').executeTakeFirstOrThrow();
    const at = { type: 'category', id: String(category.id) };
    let item = await itemOf('category', category.id);
    for (const path of ['woven-baskets-2026', 'baskets-woven-by-hand']) {
      const response = await post(url(contentApi.update, at), { values: { ...item.values, path }, version: item.version });
      expect(response.status).toBe(200);
      item = response.body as ContentItem;
    }
    for (const old of [category.path, 'woven-baskets-2026']) {
      const response = await request(site.app).get(`/categories/${old}/page/2?sort=az`);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe('/categories/baskets-woven-by-hand/page/2?sort=az');
    }
    expect((await request(site.app).get('/categories/baskets-woven-by-hand/page/1')).status).toBe(200);
    // Taking the old path back makes it the category's address again, not a redirect.
    const back = await post(url(contentApi.update, at), { values: { ...item.values, path: category.path }, version: item.version });
    expect(back.status).toBe(200);
    expect((await request(site.app).get(`/categories/${category.path}/page/1`)).status).toBe(200);
    expect((await request(site.app).get('/categories/baskets-woven-by-hand/page/1')).headers.location).toBe(
      `/categories/${category.path}/page/1`,
    );
  });

  it('refuses a path another item has, a reserved one, and deleting a category its products use', async () => {
    const [first, second] = await db().selectFrom('category').select(['id', 'path']).orderBy('id').limit(2).execute();
    const item = await itemOf('category', second!.id);
    const taken = await post(url(contentApi.update, { type: 'category', id: String(second!.id) }), {
      values: { ...item.values, path: first!.path },
      version: item.version,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ path: CONTENT_SERVICE_MESSAGES.pathTaken });
    const reserved = await post(url(contentApi.update, { type: 'category', id: String(second!.id) }), {
      values: { ...item.values, path: 'page' },
      version: item.version,
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors).toEqual({ path: CONTENT_MESSAGES.reservedPath('page') });
    const used = await post(url(contentApi.remove, { type: 'category', id: String(second!.id) }), { version: item.version });
    expect(used.status).toBe(409);
    expect(used.body.error).toMatch(/products? uses? this category: move (it|them) to another category first\./);
    expect(await db().selectFrom('category').select('id').where('id', '=', second!.id).executeTakeFirst()).toBeDefined();
  });

  it('hides an unpublished product from its page, the API, listings and the sitemap until it is published again', async () => {
    const product = await db().selectFrom('product').select(['id', 'path', 'name']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const unpublished = await post(url(contentApi.publish, at), { state: 'draft', version: item.version });
    expect(unpublished.status).toBe(200);
    expect((unpublished.body as ContentItem).status).toBe('draft');
    expect((await request(site.app).get(`/product/${product.path}`)).status).toBe(404);
    expect((await request(site.app).get(`/api/product/${product.path}`)).status).toBe(404);
    expect((await request(site.app).get('/sitemap.xml')).text).not.toContain(`/product/${product.path}<`);
    const drafts = (await get(url(contentApi.list, { type: 'product' }, { status: 'draft' }))).body as ContentPage;
    expect(drafts.items.map((entry) => entry.title)).toContain(product.name);

    const published = await post(url(contentApi.publish, at), { state: 'published', version: (unpublished.body as ContentItem).version });
    expect(published.status).toBe(200);
    expect((await request(site.app).get(`/product/${product.path}`)).status).toBe(200);
    expect(await auditActions('product', product.id)).toEqual([
      'content.created',
      'content.published',
      'content.unpublished',
      'content.published',
    ]);
  });

  it('publishes a scheduled product when its time comes, once, however many processes ask', async () => {
    const product = await db().selectFrom('product').select(['id', 'path']).orderBy('id', 'desc').offset(1).executeTakeFirstOrThrow();
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const publishAt = new Date(NOW.getTime() + 60 * 60 * 1000).toISOString();
    const past = await post(url(contentApi.publish, at), {
      state: 'scheduled',
      publishAt: new Date(NOW.getTime() - 1000).toISOString(),
      version: item.version,
    });
    expect(past.status).toBe(400);
    const scheduled = await post(url(contentApi.publish, at), { state: 'scheduled', publishAt, version: item.version });
    expect(scheduled.status).toBe(200);
    expect((scheduled.body as ContentItem).status).toBe('scheduled');
    expect((await request(site.app).get(`/product/${product.path}`)).status).toBe(404);

    const processes = [1, 2].map(() =>
      createContentService(db(), { findPicture: async () => null, clock: clock.now, baseUrl: 'http://x' }),
    );
    const system = { principal: { staffId: null, tokenId: null, label: 'scheduled publishing' }, ip: null };
    expect(await processes[0]!.publishDue(system)).toBe(0);
    clock.set(new Date(NOW.getTime() + 61 * 60 * 1000));
    const counts = await Promise.all(processes.map((process) => process.publishDue(system)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await request(site.app).get(`/product/${product.path}`)).status).toBe(200);
  });

  it('deletes a product and sends its address on to another product', async () => {
    const [gone, target] = await db().selectFrom('product').select(['id', 'path']).orderBy('id').limit(2).execute();
    const item = await itemOf('product', gone!.id);
    const response = await post(url(contentApi.remove, { type: 'product', id: String(gone!.id) }), {
      version: item.version,
      redirectTo: target!.id,
    });
    expect(response.status).toBe(200);
    const old = await request(site.app).get(`/product/${gone!.path}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/product/${target!.path}`);
  });

  it('shows a draft to whoever has its preview link, never cached nor indexed, and nobody without it', async () => {
    const product = await db()
      .selectFrom('product')
      .select(['id', 'path', 'name'])
      .orderBy('id', 'desc')
      .offset(2)
      .executeTakeFirstOrThrow();
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const draft = (await post(url(contentApi.publish, at), { state: 'draft', version: item.version })).body as ContentItem;
    const renamed = await post(url(contentApi.update, at), {
      values: { ...draft.values, name: 'Preview Only Basket' },
      version: draft.version,
    });
    expect(renamed.body).toMatchObject({ status: 'draft', values: { name: 'Preview Only Basket' } });
    const link = await post(url(contentApi.preview, at), {});
    expect(link.status).toBe(200);
    const path = new URL(link.body.url as string).pathname;
    const page = await request(site.app).get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Preview Only Basket');
    // Not taken over by the app, which would ask the public API for a product it does not know.
    expect(page.text).not.toMatch(/<script\b[^>]*(\bsrc=|router-hydration-data|data-modules)|modulepreload/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect((await request(site.app).get(`/product/${product.path}`)).status).toBe(404);
    const unknown = await request(site.app).get(`/preview/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe(PREVIEW_GONE);
    expect((await post(url(contentApi.preview, at), {}, sales)).status).toBe(403);
    // A day later the link has ended.
    clock.set(new Date(NOW.getTime() + 25 * 60 * 60 * 1000));
    expect((await request(site.app).get(path)).status).toBe(404);
  });

  it('puts the featured products in the order editors give them, on the home page’s list', async () => {
    const featured = async () =>
      (
        (await request(site.app).post('/api/product/searchFeaturedProducts').send({ page: 1, pageSize: 100 })).body.data as {
          _id: number;
        }[]
      ).map((product) => product._id);
    const ordered = ((await get(url(contentApi.ordered, { type: 'product' }))).body as { id: number }[]).map((item) => item.id);
    expect(ordered.length).toBeGreaterThan(2);
    expect(new Set(ordered)).toEqual(new Set(await featured()));
    const wanted = [...ordered.slice(1), ordered[0]!];
    const response = await post(url(contentApi.reorder, { type: 'product' }), { ids: wanted });
    expect(response.status).toBe(200);
    expect(await featured()).toEqual(wanted);
    // A list shown before a product was featured or unfeatured is refused.
    const stale = await post(url(contentApi.reorder, { type: 'product' }), { ids: wanted.slice(1) });
    expect(stale.status).toBe(409);
    expect(await featured()).toEqual(wanted);
  });
});

describe('the company’s bank details, which quotations print under the payment terms', () => {
  const BANK_GROUP = 'Bank details for T/T payments';
  const bank = {
    bank_beneficiary: 'Hanoi Natural Weaving Joint Stock Company',
    bank_account_number: '0451 0003 86917',
    bank_name: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam (Vietcombank), Thang Long Branch',
    bank_address: '98 Hoang Quoc Viet Street, Cau Giay District, Hanoi, Vietnam',
    bank_swift: 'BFTVVNVX',
  };
  const noBank = Object.fromEntries(Object.keys(bank).map((name) => [name, '']));
  const saveCompany = async (values: Record<string, unknown>) => {
    const before = await itemOf('company', 1);
    return post(url(contentApi.update, { type: 'company', id: '1' }), { values: { ...before.values, ...values }, version: before.version });
  };
  /** The text of the PDF of a fresh quote's draft, as sales preview it. */
  async function quoteText(): Promise<string> {
    const product = await db().selectFrom('product').select('path').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { id } = await insertInquiry(db(), { kind: 'order', receivedAt: NOW, products: [{ path: product.path, pieces: 300 }] });
    const draft = await post(
      endpointUrl(quotesApi.saveDraft, { params: { id } }),
      {
        ...EMPTY_QUOTE_DRAFT,
        lines: [{ path: product.path, colour: 'Natural', quantity: 300, unitPriceCents: 1235, belowMinimumReason: '' }],
      },
      sales,
    );
    expect(draft.status).toBe(200);
    const pdf = await request(site.app)
      .get(endpointUrl(quotesApi.pdf, { params: { id, number: '1' } }))
      .set(sales.headers)
      .buffer(true)
      .parse(asBytes);
    return (await readPdf(pdf.body as Buffer)).pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
  }

  it('takes all of them or none, and refuses a SWIFT code or account number no bank would take, changing nothing', async () => {
    const before = await itemOf('company', 1);
    const partial = await saveCompany({ ...bank, bank_swift: '', bank_address: ' ' });
    expect(partial.status).toBe(400);
    expect(partial.body.errors).toEqual({
      bank_swift: CONTENT_MESSAGES.allOrNone(BANK_GROUP),
      bank_address: CONTENT_MESSAGES.allOrNone(BANK_GROUP),
    });
    const malformed = await saveCompany({ ...bank, bank_swift: 'bftv vn vx', bank_account_number: 'IBAN: 0451/0003' });
    expect(malformed.body.errors).toEqual({ bank_swift: CONTENT_MESSAGES.swift, bank_account_number: CONTENT_MESSAGES.accountNumber });
    expect(await itemOf('company', 1)).toEqual(before);
  });

  it('prints what the editor keeps on the next quotation, and no bank block at all once they are emptied', async () => {
    const branch = {
      ...bank,
      bank_name: 'Vietcombank, Ba Dinh Branch',
      bank_swift: 'BFTVVNVX002',
      bank_account_number: 'VN12 0451 0003 8691 7',
    };
    expect((await saveCompany(branch)).status).toBe(200);
    expect(await quoteText()).toContain(
      `Bank details Beneficiary ${bank.bank_beneficiary} Account number VN12 0451 0003 8691 7 Bank Vietcombank, Ba Dinh Branch`,
    );

    expect((await saveCompany(noBank)).status).toBe(200);
    const text = await quoteText();
    expect(text).toContain('Payment T/T: 30 % deposit, balance before loading Samples');
    for (const word of ['Bank', 'Beneficiary', 'SWIFT', 'Account number']) expect(text).not.toContain(word);
    expect((await saveCompany(bank)).status).toBe(200);
  });
});

describe('changes to a published item, kept as a draft until published', () => {
  const liveProduct = (offset: number) =>
    db().selectFrom('product').select(['id', 'path', 'name']).orderBy('id').offset(offset).executeTakeFirstOrThrow();
  const productPage = async (path: string) => (await request(site.app).get(`/api/product/getByPath/${path}`)).body as { name: string };

  it('keeps the published product on the site while its draft is saved, previewed and published', async () => {
    const product = await liveProduct(3);
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const saved = await post(url(contentApi.saveDraft, at), {
      values: { ...item.values, name: 'Draft Renamed Basket' },
      version: item.version,
    });
    expect(saved.status).toBe(200);
    const withDraft = saved.body as ContentItem;
    expect(withDraft).toMatchObject({ status: 'published', values: { name: product.name } });
    expect(withDraft.draft).toMatchObject({ values: { name: 'Draft Renamed Basket' }, changedFields: ['name'], updatedBy: 'Hoa Editor' });
    expect((await productPage(product.path)).name).toBe(product.name);
    const listed = (await get(url(contentApi.list, { type: 'product' }, { q: product.name }))).body as ContentPage;
    expect(listed.items.filter((row) => row.id === product.id)).toEqual([expect.objectContaining({ changesPending: true })]);

    // The preview shows the draft's name; the site does not.
    const link = await post(url(contentApi.preview, at), {});
    const preview = await request(site.app).get(new URL(link.body.url as string).pathname);
    expect(preview.text).toContain('Draft Renamed Basket');
    expect(preview.text).toContain('Preview of unpublished changes');

    // The draft's next save goes on from it.
    const again = await post(url(contentApi.saveDraft, at), {
      values: { ...withDraft.draft!.values, name: 'Draft Renamed Basket, Large' },
      version: item.version,
      draftVersion: withDraft.draft!.version,
    });
    expect((again.body as ContentItem).draft).toMatchObject({
      version: withDraft.draft!.version + 1,
      values: { name: 'Draft Renamed Basket, Large' },
    });

    const published = await post(url(contentApi.publish, at), {
      state: 'published',
      version: item.version,
      draftVersion: (again.body as ContentItem).draft!.version,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', draft: null, values: { name: 'Draft Renamed Basket, Large' } });
    expect((await productPage(product.path)).name).toBe('Draft Renamed Basket, Large');
    expect((await auditActions('product', product.id)).slice(-3)).toEqual([
      'content.draft-saved',
      'content.draft-saved',
      'content.published',
    ]);
  });

  it('refuses a draft saved on changes another editor saved meanwhile, naming them and when', async () => {
    const product = await liveProduct(4);
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const first = (
      await post(
        url(contentApi.saveDraft, at),
        { values: { ...item.values, name: 'Binh’s Draft Name' }, version: item.version },
        otherEditor,
      )
    ).body as ContentItem;
    // Hoa opened the product before Binh saved: her draft would start again from the published values.
    const stale = await post(url(contentApi.saveDraft, at), { values: { ...item.values, name: 'Hoa’s Name' }, version: item.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(CONTENT_SERVICE_MESSAGES.stale('Binh Pham', '2026-11-24 03:00 UTC'));
    // Publishing from a form that did not show Binh's draft is refused as well.
    const published = await post(url(contentApi.update, at), { values: { ...item.values, name: 'Hoa’s Name' }, version: item.version });
    expect(published.status).toBe(409);
    expect((await itemOf('product', product.id)).draft?.values.name).toBe('Binh’s Draft Name');
    expect((await productPage(product.path)).name).toBe(product.name);

    // Saved from the form that shows the draft, the values go on the site and the draft is gone.
    const saved = await post(url(contentApi.update, at), {
      values: { ...first.draft!.values, name: 'Published From The Form' },
      version: item.version,
      draftVersion: first.draft!.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ draft: null, values: { name: 'Published From The Form' } });
    expect((await productPage(product.path)).name).toBe('Published From The Form');
  });

  it('publishes pending changes at their time, and discards them or only their time on request', async () => {
    const product = await liveProduct(5);
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    const draft = (
      (await post(url(contentApi.saveDraft, at), { values: { ...item.values, name: 'Scheduled Name' }, version: item.version }))
        .body as ContentItem
    ).draft!;
    const publishAt = new Date(NOW.getTime() + 60 * 60 * 1000).toISOString();
    const scheduled = await post(url(contentApi.publish, at), {
      state: 'scheduled',
      publishAt,
      version: item.version,
      draftVersion: draft.version,
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ status: 'published', draft: { publishAt } });
    expect((await productPage(product.path)).name).toBe(product.name);

    // Cancelling the time keeps the changes.
    const kept = await post(url(contentApi.discardDraft, at), { draftVersion: draft.version + 1, scheduleOnly: true });
    expect(kept.body).toMatchObject({ draft: { publishAt: null, values: { name: 'Scheduled Name' } } });
    const again = await post(url(contentApi.publish, at), {
      state: 'scheduled',
      publishAt,
      version: item.version,
      draftVersion: (kept.body as ContentItem).draft!.version,
    });
    const service = createContentService(db(), { findPicture: async () => null, clock: clock.now, baseUrl: 'http://x' });
    const system = { principal: { staffId: null, tokenId: null, label: 'scheduled publishing' }, ip: null };
    clock.set(new Date(NOW.getTime() + 61 * 60 * 1000));
    await service.publishDue(system);
    expect((await productPage(product.path)).name).toBe('Scheduled Name');
    expect((await itemOf('product', product.id)).draft).toBeNull();
    expect((again.body as ContentItem).draft?.publishAt).toBe(publishAt);

    // Discarded changes never reach the site.
    const now = await itemOf('product', product.id);
    const next = (
      (await post(url(contentApi.saveDraft, at), { values: { ...now.values, name: 'Never Published' }, version: now.version }))
        .body as ContentItem
    ).draft!;
    const discarded = await post(url(contentApi.discardDraft, at), { draftVersion: next.version });
    expect(discarded.body).toMatchObject({ draft: null, values: { name: 'Scheduled Name' } });
    expect((await post(url(contentApi.discardDraft, at), { draftVersion: next.version })).status).toBe(409);
    expect((await auditActions('product', product.id)).slice(-2)).toEqual(['content.draft-saved', 'content.draft-discarded']);
  });

  it('numbers the history’s versions upward, and shows what a version would bring back', async () => {
    const product = await liveProduct(6);
    const at = { type: 'product', id: String(product.id) };
    const item = await itemOf('product', product.id);
    // Unpublished and published again: the published row counts its versions from 1 again, the history does not.
    const off = (await post(url(contentApi.publish, at), { state: 'draft', version: item.version })).body as ContentItem;
    const on = (await post(url(contentApi.publish, at), { state: 'published', version: off.version })).body as ContentItem;
    await post(url(contentApi.update, at), { values: { ...on.values, name: 'Renamed After Publishing' }, version: on.version });
    const history = (await get(url(contentApi.history, at))).body as { id: string; version: number; action: string }[];
    const [updated, published, unpublished] = history;
    expect([updated!.action, published!.action, unpublished!.action]).toEqual(['updated', 'published', 'unpublished']);
    expect([updated!.version, published!.version]).toEqual([unpublished!.version + 2, unpublished!.version + 1]);
    const numbers = history.map((entry) => entry.version);
    expect(new Set(numbers).size).toBe(numbers.length);
    const values = await get(url(contentApi.historyVersion, { ...at, historyId: history[1]!.id } as Params));
    expect(values.status).toBe(200);
    expect(values.body.name).toBe(product.name);
    expect((await get(url(contentApi.historyVersion, { ...at, historyId: '999999' } as Params))).status).toBe(404);
  });
});

describe('hero slides in their order', () => {
  const slidesShown = async () =>
    ((await request(site.app).post('/api/slide/search').send({ page: 1, pageSize: 5 })).body.data as { _id: number }[]).map(
      (slide) => slide._id,
    );
  const order = async () => (await get(url(contentApi.ordered, { type: 'slide' }))).body as { id: number; status: string }[];

  it('puts a slide unpublished and published again back in its place', async () => {
    const before = await slidesShown();
    const second = before[1]!;
    const item = await itemOf('slide', second);
    const off = (await post(url(contentApi.publish, { type: 'slide', id: String(second) }), { state: 'draft', version: item.version }))
      .body as ContentItem;
    expect(await slidesShown()).not.toContain(second);
    // The order screen keeps it, as a draft, where it was.
    expect((await order()).map((entry) => entry.id).indexOf(second)).toBe(1);
    await post(url(contentApi.publish, { type: 'slide', id: String(second) }), { state: 'published', version: off.version });
    expect(await slidesShown()).toEqual(before);
  });

  it('lets a new slide be placed before it is published, and publishes it there', async () => {
    const live = await slidesShown();
    const created = await post(url(contentApi.create, { type: 'slide' }), {
      values: {
        background: (await itemOf('slide', live[0]!)).values.background,
        description: '<p>New season collection</p>',
        redirect_to: '/products',
        content_link: 'See the collection',
      },
    });
    expect(created.status).toBe(200);
    const id = (created.body as ContentItem).id;
    const listed = await order();
    expect(listed.at(-1)).toMatchObject({ id, status: 'draft' });
    const wanted = [listed.at(-1)!.id, ...listed.slice(0, -1).map((entry) => entry.id)];
    expect((await post(url(contentApi.reorder, { type: 'slide' }), { ids: wanted })).status).toBe(200);
    expect((await order()).map((entry) => entry.id)).toEqual(wanted);
    expect(await slidesShown()).toEqual(live);
    await post(url(contentApi.publish, { type: 'slide', id: String(id) }), {
      state: 'published',
      version: (await itemOf('slide', id)).version,
    });
    expect(await slidesShown()).toEqual([id, ...live.slice(0, 4)]);
  });
});
