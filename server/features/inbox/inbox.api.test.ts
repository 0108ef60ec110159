import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import request from 'supertest';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type InquiryDetail, type InquiryPage, inboxApi } from '../../../shared/contracts/inbox';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { FOLLOW_UP_DAYS_MESSAGE, INBOX_MESSAGES, INBOX_PAGE_SIZE } from '../../../shared/staff/inbox';
import { insertInquiry, testClock, vn } from '../../../test/inbox-fixtures';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { ROLE_REFUSED } from '../../http/mount-contract';

// The inbox through its API, as the back office uses it, on a database of its own (the list sees every inquiry).
// The clock stands still at Wednesday 18 November 2026, 10:00 in Ho Chi Minh City unless a test moves it.

const NOW = vn('2026-11-18 10:00');
const clock = testClock(NOW);
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let owner: SignedIn;
let sales: SignedIn;
let otherSales: SignedIn;
let editor: SignedIn;
let products: { path: string; name: string }[];

beforeAll(async () => {
  site = await createIsolatedTestApp({ clock: clock.now });
  const db = site.database.db;
  owner = await signedInAs(db, 'owner', { name: 'Olivia Owner' });
  sales = await signedInAs(db, 'sales', { name: 'Lan Nguyen' });
  otherSales = await signedInAs(db, 'sales', { name: 'Minh Tran' });
  editor = await signedInAs(db, 'editor', { name: 'Ed Itor' });
  products = await db.selectFrom('product').select(['path', 'name']).orderBy('id').limit(3).execute();
});
afterAll(() => site.dispose());
beforeEach(() => clock.set(NOW));

const db = () => site.database.db;
const get = (url: string, who: SignedIn = sales) => request(site.app).get(url).set(who.headers);
const post = (url: string, body: unknown, who: SignedIn = sales) =>
  request(site.app)
    .post(url)
    .set(who.headers)
    .send(body as object);
const listUrl = (query: Record<string, unknown>) => endpointUrl(inboxApi.list, { query });
const list = async (query: Record<string, unknown>, who?: SignedIn): Promise<InquiryPage> => {
  const response = await get(listUrl(query), who);
  expect(response.status).toBe(200);
  return response.body as InquiryPage;
};
const detailOf = async (id: string): Promise<InquiryDetail> => {
  const response = await get(endpointUrl(inboxApi.get, { params: { id } }));
  expect(response.status).toBe(200);
  return response.body as InquiryDetail;
};
const at = (id: string, endpoint: { path: string; method: 'GET' | 'POST' }) =>
  endpointUrl(endpoint as typeof inboxApi.get, { params: { id } });
const auditOf = (id: string) =>
  db().selectFrom('audit_log').selectAll().where('subject_type', '=', 'inquiry').where('subject_id', '=', id).orderBy('id').execute();
const outboxOf = (id: string) => db().selectFrom('email_outbox').selectAll().where('inquiry_id', '=', id).orderBy('id').execute();
const row = (id: string) => db().selectFrom('inquiry').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('who may use the inbox', () => {
  it('admits owners and sales staff, refuses editors with 403 and strangers with 401', async () => {
    expect((await get(listUrl({}), owner)).status).toBe(200);
    expect((await get(listUrl({}), sales)).status).toBe(200);
    const refused = await get(listUrl({}), editor);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ROLE_REFUSED);
    expect((await request(site.app).get(listUrl({}))).status).toBe(401);
  });

  it('keeps the dashboard and the settings changes to owners', async () => {
    expect((await get(endpointUrl(inboxApi.dashboard), sales)).status).toBe(403);
    expect((await post(endpointUrl(inboxApi.saveSettings), { autoAssign: true, holidays: [] }, sales)).status).toBe(403);
    expect((await get(endpointUrl(inboxApi.settings), sales)).status).toBe(200);
  });
});

describe('the list', () => {
  it('shows the newest first, 25 to a page, with the total', async () => {
    const made = [];
    for (let i = 0; i < 30; i++) {
      made.push(await insertInquiry(db(), { receivedAt: new Date(vn('2026-11-10 09:00').getTime() + i * 60_000), name: `Pagina ${i}` }));
    }
    const first = await list({ q: 'pagina' });
    expect(first.total).toBe(30);
    expect(first.totalCapped).toBe(false);
    expect(first.pageSize).toBe(INBOX_PAGE_SIZE);
    expect(first.items.map((i) => i.reference)).toEqual(
      made
        .slice(5)
        .reverse()
        .map((m) => m.reference),
    );
    const second = await list({ q: 'pagina', page: 2 });
    expect(second.items.map((i) => i.reference)).toEqual(
      made
        .slice(0, 5)
        .reverse()
        .map((m) => m.reference),
    );
    expect((await list({ q: 'pagina', page: 3 })).items).toEqual([]);
  });

  it('filters by kind, status, waiting, assignee, overdue, dates, product and country', async () => {
    const tag = 'Filterset';
    const product = products[0]!.path;
    const quotation = await insertInquiry(db(), {
      kind: 'quotation',
      receivedAt: vn('2026-11-12 09:00'),
      message: tag,
      phone: '+49 30 1234567',
      products: [{ path: product }],
      assigneeId: sales.staffId,
    });
    const order = await insertInquiry(db(), {
      kind: 'order',
      receivedAt: vn('2026-11-17 16:00'),
      message: tag,
      email: 'buyer@firma.fr',
      products: [{ path: products[1]!.path, pieces: 300 }],
    });
    const quoted = await insertInquiry(db(), {
      kind: 'quotation',
      receivedAt: vn('2026-11-16 08:30'),
      message: tag,
      status: 'quoted',
      firstReplyAt: vn('2026-11-16 11:00'),
      assigneeId: otherSales.staffId,
    });
    const spam = await insertInquiry(db(), { receivedAt: vn('2026-11-09 12:00'), message: tag, status: 'spam' });
    const refs = async (query: Record<string, unknown>) => (await list({ q: tag, ...query })).items.map((i) => i.reference).sort();

    expect(await refs({})).toEqual([quotation, order, quoted, spam].map((i) => i.reference).sort());
    expect(await refs({ kind: 'quotation' })).toEqual([quotation.reference, quoted.reference].sort());
    expect(await refs({ status: 'quoted' })).toEqual([quoted.reference]);
    expect(await refs({ status: 'waiting' })).toEqual([quotation.reference, order.reference].sort());
    expect(await refs({ assignee: String(sales.staffId) })).toEqual([quotation.reference]);
    expect(await refs({ assignee: 'none' })).toEqual([order.reference, spam.reference].sort());
    // Received Thursday 12th 09:00: due Saturday 14th 14:00 (24 working hours); the order is due on Friday 20th.
    expect(await refs({ overdue: 'true' })).toEqual([quotation.reference]);
    // Calendar days of Ho Chi Minh City, both ends included.
    expect(await refs({ from: '2026-11-16', to: '2026-11-17' })).toEqual([order.reference, quoted.reference].sort());
    expect(await refs({ to: '2026-11-12' })).toEqual([quotation.reference, spam.reference].sort());
    expect(await refs({ product })).toEqual([quotation.reference]);
    expect(await refs({ country: 'DE' })).toEqual([quotation.reference]);
    expect(await refs({ country: 'FR' })).toEqual([order.reference]);

    const listed = (await list({ q: tag, overdue: 'true' })).items[0]!;
    expect(listed.clock).toMatchObject({ overdue: true, stopped: false, dueAt: vn('2026-11-14 14:00').toISOString() });
    expect(listed.clock.workingMinutesLeft).toBeLessThan(0);
    expect(listed.assignee).toEqual({ id: sales.staffId, name: 'Lan Nguyen' });
    expect(listed.productCount).toBe(1);
  });

  it('finds by name, e-mail, company, message and reference, every word as the start of a word', async () => {
    const anna = await insertInquiry(db(), {
      receivedAt: vn('2026-11-11 10:00'),
      name: 'Annegret Zwiebelmann',
      email: 'einkauf@korbwaren-zwiebel.de',
      subject: 'Seegras Körbe',
      message: 'We need waterproof linings for 400 hampers.',
    });
    const refs = async (q: string) => (await list({ q })).items.map((i) => i.reference);
    expect(await refs('zwiebelmann')).toEqual([anna.reference]);
    expect(await refs('Annegret Zwieb')).toEqual([anna.reference]);
    expect(await refs('einkauf@korbwaren-zwiebel.de')).toEqual([anna.reference]);
    expect(await refs('korbwaren-zwiebel')).toEqual([anna.reference]);
    // A hyphenated domain is one word of the inquiry: found by its beginning, whatever comes after the hyphen.
    const klaus = await insertInquiry(db(), { receivedAt: vn('2026-11-11 10:30'), name: 'Klaus', email: 'info@flecht-haus.at' });
    expect(await refs('flecht-haus')).toEqual([klaus.reference]);
    expect(await refs('Flecht-Ha')).toEqual([klaus.reference]);
    expect(await refs('waterpr linin')).toEqual([anna.reference]);
    expect(await refs('körbe')).toEqual([anna.reference]);
    expect(await refs(anna.reference)).toEqual([anna.reference]);
    expect(await refs(anna.reference.toLowerCase().slice(0, 9))).toContain(anna.reference);
    // Every word must be found.
    expect(await refs('zwiebelmann rattan')).toEqual([]);
  });

  it('finds names without their accents, as staff type them, and a company by a part of its domain', async () => {
    const buyers = await Promise.all(
      [
        { name: 'Zsófia Kovács', email: 'zsofia@kosarak.hu' },
        { name: 'Lucía García', email: 'lucia@cesteria.es' },
        { name: 'Amélie Lefèvre', email: 'amelie@atelier-osier.fr' },
        { name: 'Trần Thị Hương', email: 'huong@maytre.vn' },
      ].map((buyer, i) => insertInquiry(db(), { receivedAt: vn(`2026-11-12 0${i + 1}:00`), ...buyer })),
    );
    const refs = async (q: string) => (await list({ q })).items.map((i) => i.reference);
    expect(await refs('Kovacs')).toEqual([buyers[0]!.reference]);
    expect(await refs('garcia lucia')).toEqual([buyers[1]!.reference]);
    expect(await refs('Lefevre')).toEqual([buyers[2]!.reference]);
    expect(await refs('osier')).toEqual([buyers[2]!.reference]);
    expect(await refs('tran huong')).toEqual([buyers[3]!.reference]);
    // Typed with its accents, it is found the same.
    expect(await refs('Trần')).toEqual([buyers[3]!.reference]);
  });

  it('answers any search text with a list, never an error', async () => {
    await insertInquiry(db(), { receivedAt: vn('2026-11-11 11:00'), name: "O'Brien", message: 'back\\slash & pipes | here' });
    const hostile = [
      "'):*&|!",
      "'",
      "''",
      '\\',
      "\\'",
      'a:*|b',
      '!(a)',
      '<->',
      'a <-> b',
      '&&&',
      ':*',
      '%_',
      '"',
      '()',
      '🙂',
      "' OR 1=1 --",
      'x'.repeat(200),
      "o'brien",
      'back\\slash',
    ];
    for (const q of hostile) {
      const response = await get(listUrl({ q }));
      expect({ q, status: response.status }).toEqual({ q, status: 200 });
      expect(Array.isArray(response.body.items)).toBe(true);
    }
    expect((await list({ q: "o'brien" })).items.map((i) => i.name)).toContain("O'Brien");
  });

  it('refuses malformed filters with 400 and says which', async () => {
    for (const [query, field] of [
      [{ page: '0' }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: '26-11-01' }, 'to'],
      [{ kind: 'invoice' }, 'kind'],
      [{ status: 'pending' }, 'status'],
      [{ assignee: 'nobody' }, 'assignee'],
      [{ country: 'de' }, 'country'],
      [{ q: 'x'.repeat(201) }, 'q'],
    ] as const) {
      const response = await get(listUrl(query));
      expect(response.status).toBe(400);
      expect(response.body.errors).toHaveProperty(field);
    }
  });

  it('shows an inquiry sent through the public form first, at once, with its due time, country and products', async () => {
    const product = products[2]!;
    const response = await request(site.app)
      .post(endpointUrl(inquiriesApi.sendContact))
      .set('X-Forwarded-For', '10.200.0.1')
      .send({
        name: 'Jonas Weber',
        // The form's phone pattern (three digits, three, four to six) with Germany's country code.
        phone_number: '+493 012 34567',
        email: 'jonas@weber-wohnen.de',
        subject: 'Hyacinth baskets',
        message: 'Price for 1,000 pieces?',
        product: { link: `http://catalogue.test/product/${product.path}`, name: product.name },
      });
    expect(response.status).toBe(201);
    const page = await list({});
    const first = page.items[0]!;
    expect(first.reference).toBe(response.body.reference);
    expect(first).toMatchObject({
      kind: 'quotation',
      status: 'new',
      country: 'DE',
      companyDomain: 'weber-wohnen.de',
      preview: 'Hyacinth baskets',
      productCount: 1,
    });
    expect(first.clock.dueAt).not.toBeNull();
    const stored = await row(first.id);
    expect(stored.reply_due_at).not.toBeNull();
    expect((await detailOf(first.id)).products).toEqual([{ path: product.path, name: product.name, pieces: null, colours: [] }]);
  });

  it('tells the newest inquiry and how many are new, for the list to reload', async () => {
    const newest = await db()
      .selectFrom('inquiry')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const count = await db()
      .selectFrom('inquiry')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    const response = await get(endpointUrl(inboxApi.poll));
    expect(response.body).toEqual({ newestId: newest.id, newCount: count.n });
  });
});

describe('an inquiry', () => {
  it('shows every field labelled, the products by their catalogue names, the buyer’s time and other inquiries', async () => {
    const [a, b] = products;
    const email = 'hanna@moebel-haus.de';
    const earlier = await insertInquiry(db(), { receivedAt: vn('2026-10-01 09:00'), email, name: 'Hanna Schulz' });
    const colleague = await insertInquiry(db(), { receivedAt: vn('2026-10-05 09:00'), email: 'peter@moebel-haus.de' });
    const stranger = await insertInquiry(db(), { receivedAt: vn('2026-10-06 09:00'), email: 'someone@gmail.com' });
    const order = await insertInquiry(db(), {
      kind: 'order',
      receivedAt: vn('2026-11-17 09:00'),
      name: 'Hanna Schulz',
      email,
      phone: '+49 30 1234567',
      message: 'Please pack in cartons of 10.',
      products: [
        { path: a!.path, name: a!.name, pieces: 200 },
        { path: b!.path, name: b!.name, pieces: 500 },
      ],
    });
    const detail = await detailOf(order.id);
    expect(detail.fields).toEqual([
      { label: 'Name', value: 'Hanna Schulz' },
      { label: 'Phone', value: '+49 30 1234567' },
      { label: 'E-mail', value: email },
      { label: 'Products', value: `${a!.name}: Natural × 200\n${b!.name}: Natural × 500` },
      { label: 'Message', value: 'Please pack in cartons of 10.' },
    ]);
    expect(detail.products).toEqual(
      expect.arrayContaining([
        { path: a!.path, name: a!.name, pieces: 200, colours: [{ colour: 'Natural', quantity: 200 }] },
        { path: b!.path, name: b!.name, pieces: 500, colours: [{ colour: 'Natural', quantity: 500 }] },
      ]),
    );
    // 10:00 in Ho Chi Minh City is 04:00 in Berlin in November.
    expect(detail.buyerLocalTime).toBe('Wed 04:00, Europe/Berlin');
    expect(detail.countryName).toBe('Germany');
    expect(detail.history.map((h) => h.reference)).toEqual([colleague.reference, earlier.reference]);
    expect(detail.history.map((h) => h.reference)).not.toContain(stranger.reference);
    expect(detail.acknowledged).toBe(false);
    expect(detail.clock).toMatchObject({ stopped: false, overdue: false });
    expect(detail.asOf).toBe(NOW.toISOString());
  });

  it('keeps its status when it is opened', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    await detailOf(id);
    expect((await row(id)).status).toBe('new');
    expect((await row(id)).version).toBe(1);
  });

  it('answers 404 for an inquiry that does not exist and 400 for an id that is no number', async () => {
    expect((await get(at('999999999', inboxApi.get))).status).toBe(404);
    expect((await get(at('abc', inboxApi.get))).status).toBe(400);
    expect((await post(at('999999999', inboxApi.setStatus), { status: 'open', version: 1 })).status).toBe(404);
  });
});

describe('changing an inquiry', () => {
  it('records a status change with who and when, in its history and the audit log', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    const response = await post(at(id, inboxApi.setStatus), { status: 'open', version: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'open', version: 2 });
    expect(response.body.events).toEqual([
      expect.objectContaining({ kind: 'status', from: 'new', to: 'open', actor: 'Lan Nguyen', at: NOW.toISOString() }),
    ]);
    const audit = await auditOf(id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'inquiry.status-changed', actor_staff_id: sales.staffId, detail: { from: 'new', to: 'open' } }),
    ]);
  });

  it('refuses a change made on a stale version with 409 and changes nothing', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    expect((await post(at(id, inboxApi.setStatus), { status: 'open', version: 1 }, otherSales)).status).toBe(200);
    const eventsBefore = (await detailOf(id)).events.length;
    for (const [endpoint, body] of [
      [inboxApi.setStatus, { status: 'lost', version: 1 }],
      [inboxApi.assign, { assigneeId: sales.staffId, version: 1 }],
      [inboxApi.reply, { subject: 'Re', body: 'Hello', version: 1 }],
      [inboxApi.recordReply, { how: 'Phoned', version: 1 }],
    ] as const) {
      const stale = await post(at(id, endpoint), body);
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(INBOX_MESSAGES.staleEdit);
    }
    const after = await row(id);
    expect(after).toMatchObject({ status: 'open', version: 2, assignee_id: null, first_reply_at: null });
    expect((await detailOf(id)).events).toHaveLength(eventsBefore);
    expect(await outboxOf(id)).toEqual([]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['inquiry.status-changed']);
  });

  it('writes nothing of a change when its audit entry cannot be written', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    await sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`.execute(db());
    await sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`.execute(db());
    try {
      expect((await post(at(id, inboxApi.setStatus), { status: 'open', version: 1 })).status).toBe(500);
    } finally {
      await sql`drop trigger refuse_audit on audit_log`.execute(db());
      await sql`drop function refuse_audit()`.execute(db());
    }
    expect(await row(id)).toMatchObject({ status: 'new', version: 1 });
    expect((await detailOf(id)).events).toEqual([]);
  });

  it('assigns to active sales staff or owners only, and records the names', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    const toEditor = await post(at(id, inboxApi.assign), { assigneeId: editor.staffId, version: 1 }, owner);
    expect(toEditor.status).toBe(400);
    expect(toEditor.body.errors).toEqual({ assigneeId: INBOX_MESSAGES.notSalesStaff });
    const gone = await signedInAs(db(), 'sales', { name: 'Gone Away' });
    await db().updateTable('staff').set({ active: false }).where('id', '=', gone.staffId).execute();
    expect((await post(at(id, inboxApi.assign), { assigneeId: gone.staffId, version: 1 }, owner)).status).toBe(400);
    expect((await post(at(id, inboxApi.assign), { assigneeId: 987654, version: 1 }, owner)).status).toBe(400);
    // Past the database's integers: refused as input, never a database error.
    expect((await post(at(id, inboxApi.assign), { assigneeId: 2 ** 31, version: 1 }, owner)).status).toBe(400);
    expect((await post(at(id, inboxApi.assign), { assigneeId: sales.staffId, version: 2 ** 31 }, owner)).status).toBe(400);

    const assigned = await post(at(id, inboxApi.assign), { assigneeId: sales.staffId, version: 1 }, owner);
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee).toEqual({ id: sales.staffId, name: 'Lan Nguyen' });
    const moved = await post(at(id, inboxApi.assign), { assigneeId: otherSales.staffId, version: 2 }, owner);
    expect(moved.body.events.map((e: { from: string; to: string }) => [e.from, e.to])).toEqual([
      [null, 'Lan Nguyen'],
      ['Lan Nguyen', 'Minh Tran'],
    ]);
    // Each one given the inquiry by someone else is told, with a link to it.
    const told = (await outboxOf(id)).filter((mail) => mail.purpose === 'inquiry-assigned');
    expect(told.map((mail) => mail.to_address)).toEqual([sales.email, otherSales.email]);
    expect(told[0]!.body_text).toContain(`/admin/inquiries/${id}`);
    const unassigned = await post(at(id, inboxApi.assign), { assigneeId: null, version: 3 }, owner);
    expect(unassigned.body.assignee).toBeNull();
    expect((await auditOf(id)).map((a) => [a.action, a.detail.to])).toEqual([
      ['inquiry.assigned', sales.staffId],
      ['inquiry.assigned', otherSales.staffId],
      ['inquiry.assigned', null],
    ]);
  });

  it('keeps internal notes in the history and never mails them', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00'), acknowledgement: 'pending' });
    const before = await outboxOf(id);
    const response = await post(at(id, inboxApi.addNote), { body: 'Buyer is price-sensitive: offer FOB.' });
    expect(response.status).toBe(200);
    expect(response.body.events).toEqual([
      expect.objectContaining({ kind: 'note', body: 'Buyer is price-sensitive: offer FOB.', delivery: null }),
    ]);
    // A note changes no field: nobody's version goes stale because of it.
    expect(response.body.version).toBe(1);
    expect(await outboxOf(id)).toEqual(before);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['inquiry.note-added']);
    expect((await post(at(id, inboxApi.addNote), { body: '   ' })).status).toBe(400);
  });
});

describe('replying', () => {
  it('queues the reply to the buyer from the sales person, threaded under the acknowledgement, and stops the clock', async () => {
    const { id } = await insertInquiry(db(), {
      receivedAt: vn('2026-11-17 09:00'),
      email: 'mia@casa-bella.it',
      subject: 'Seagrass rugs',
      message: 'Do you make 2 x 3 m rugs?\nWe need 50.',
      acknowledgement: 'pending',
    });
    const [acknowledgement] = await outboxOf(id);
    clock.set(vn('2026-11-18 11:15'));
    const response = await post(at(id, inboxApi.reply), {
      subject: 'Re: Seagrass rugs',
      body: 'Dear Mia,\nyes, we make them: <b>2 x 3 m</b> in natural.',
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'open', version: 2 });
    expect(response.body.clock).toMatchObject({ stopped: true, overdue: false, firstReplyAt: vn('2026-11-18 11:15').toISOString() });

    const mails = await outboxOf(id);
    expect(mails).toHaveLength(2);
    const reply = mails[1]!;
    expect(reply).toMatchObject({
      purpose: 'inquiry-reply',
      to_address: 'mia@casa-bella.it',
      subject: 'Re: Seagrass rugs',
      from_name: 'Lan Nguyen via HanoWeave',
      reply_to: sales.email,
      thread_outbox_id: acknowledgement!.id,
      status: 'pending',
    });
    expect(reply.body_text).toContain('Dear Mia,\nyes, we make them: <b>2 x 3 m</b> in natural.');
    expect(reply.body_text).toContain('Lan Nguyen\nHanoi Natural Weaving Joint Stock Company');
    expect(reply.body_text).toContain('On Tue, 17 Nov 2026, 09:00 GMT+7 you wrote:\n> Do you make 2 x 3 m rugs?\n> We need 50.');
    expect(reply.body_html).toContain('&lt;b&gt;2 x 3 m&lt;/b&gt;');
    expect(reply.body_html).not.toContain('<b>2 x 3 m</b>');

    expect(response.body.events).toEqual([
      expect.objectContaining({ kind: 'reply', to: 'Re: Seagrass rugs', delivery: 'pending', actor: 'Lan Nguyen' }),
      expect.objectContaining({ kind: 'status', from: 'new', to: 'open' }),
    ]);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'inquiry.replied', detail: expect.objectContaining({ outboxId: reply.id, firstReply: true }) }),
    ]);

    // A second reply is mailed too, but the first reply's time stands.
    clock.set(vn('2026-11-18 15:00'));
    const again = await post(at(id, inboxApi.reply), { subject: 'Prices', body: 'Our prices are attached.', version: 2 });
    expect(again.status).toBe(200);
    expect(again.body.clock.firstReplyAt).toBe(vn('2026-11-18 11:15').toISOString());
    expect(await outboxOf(id)).toHaveLength(3);
  });

  it('is threaded under nothing when the acknowledgement was not sent (the daily limit)', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00'), acknowledgement: 'skipped' });
    const response = await post(at(id, inboxApi.reply), { subject: 'Hello', body: 'Thanks', version: 1 });
    expect(response.status).toBe(200);
    expect(response.body.acknowledged).toBe(false);
    expect((await outboxOf(id)).find((m) => m.purpose === 'inquiry-reply')!.thread_outbox_id).toBeNull();
  });

  it('refuses to reply to an inquiry without an e-mail address, and changes nothing', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00'), email: null, phone: '+84 912345678' });
    const response = await post(at(id, inboxApi.reply), { subject: 'Hello', body: 'Thanks', version: 1 });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(INBOX_MESSAGES.noBuyerAddress);
    expect(await row(id)).toMatchObject({ version: 1, first_reply_at: null, status: 'new' });
    expect(await outboxOf(id)).toEqual([]);
  });

  it('records a reply given by phone: the clock stops and nothing is mailed', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    const response = await post(at(id, inboxApi.recordReply), { how: 'Called the buyer, sent prices on WhatsApp', version: 1 });
    expect(response.status).toBe(200);
    expect(response.body.clock).toMatchObject({ stopped: true, firstReplyAt: NOW.toISOString() });
    expect(response.body.events[0]).toMatchObject({ kind: 'reply', body: 'Called the buyer, sent prices on WhatsApp', delivery: null });
    expect(await outboxOf(id)).toEqual([]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['inquiry.reply-recorded']);
  });

  it('stops the clock of spam and closed inquiries', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-10 09:00') });
    expect((await detailOf(id)).clock).toMatchObject({ overdue: true, stopped: false });
    const response = await post(at(id, inboxApi.setStatus), { status: 'spam', version: 1 });
    expect(response.body.clock).toMatchObject({ overdue: false, stopped: true, workingMinutesLeft: null });
    expect((await list({ overdue: 'true' })).items.map((i) => i.id)).not.toContain(id);
  });
});

describe('merging a duplicate', () => {
  it('folds the duplicate into the other inquiry, closed, with an event on both', async () => {
    const email = 'twice@example.org';
    const first = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00'), email });
    const second = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:05'), email });
    const response = await post(at(second.id, inboxApi.merge), { intoId: first.id, version: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'closed', mergedInto: { id: first.id, reference: first.reference } });
    expect(response.body.clock.stopped).toBe(true);
    expect(response.body.events.map((e: { kind: string }) => e.kind)).toEqual(['merge', 'status']);
    expect((await detailOf(first.id)).events).toEqual([expect.objectContaining({ kind: 'merge', from: second.reference })]);
    expect((await auditOf(second.id)).map((a) => a.action)).toEqual(['inquiry.merged']);
    // Its buyer is answered in the inquiry it was merged into, not in the duplicate.
    for (const [endpoint, body] of [
      [inboxApi.reply, { subject: 'Re: your order', body: 'Thank you', version: 2 }],
      [inboxApi.recordReply, { how: 'By phone', version: 2 }],
    ] as const) {
      const refused = await post(at(second.id, endpoint), body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(INBOX_MESSAGES.replyInMergedTarget);
    }
    expect((await detailOf(second.id)).events.map((e) => e.kind)).toEqual(['merge', 'status']);
  });

  it('refuses a merge into itself, into nothing, into a merged inquiry, and a merge of a merged one', async () => {
    const a = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    const b = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:01') });
    const c = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:02') });
    for (const intoId of [a.id, `00${a.id}`]) {
      const self = await post(at(a.id, inboxApi.merge), { intoId, version: 1 });
      expect(self.status).toBe(400);
      expect(self.body.errors).toEqual({ intoId: INBOX_MESSAGES.mergeIntoSelf });
    }
    const nothing = await post(at(a.id, inboxApi.merge), { intoId: '99999999', version: 1 });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toEqual({ intoId: INBOX_MESSAGES.unknownMergeTarget });
    expect((await post(at(b.id, inboxApi.merge), { intoId: a.id, version: 1 })).status).toBe(200);
    const intoMerged = await post(at(c.id, inboxApi.merge), { intoId: b.id, version: 1 });
    expect(intoMerged.status).toBe(400);
    expect(intoMerged.body.errors).toEqual({ intoId: INBOX_MESSAGES.mergeTargetMerged });
    const again = await post(at(b.id, inboxApi.merge), { intoId: c.id, version: 2 });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(INBOX_MESSAGES.alreadyMerged);
    expect(await row(c.id)).toMatchObject({ version: 1, merged_into_id: null, status: 'new' });
  });
});

describe('the CSV export', () => {
  it('is the filtered list in UTF-8 with a byte order mark, with formula-like cells neutralised', async () => {
    const tag = 'Exportable';
    await insertInquiry(db(), { receivedAt: vn('2026-11-13 09:00'), name: '=HYPERLINK("http://evil.example","click")', message: tag });
    await insertInquiry(db(), { receivedAt: vn('2026-11-13 10:00'), name: 'Nguyễn Thị Hương', message: tag, phone: '+84 912345678' });
    await insertInquiry(db(), { kind: 'catalogue', receivedAt: vn('2026-11-13 11:00'), name: null, email: 'exportable@example.com' });
    const response = await get(endpointUrl(inboxApi.exportCsv, { query: { q: tag, kind: 'contact' } }));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?inquiries-2026-11-18\.csv"?$/);
    const bytes = Buffer.from(response.text, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(response.text, { bom: true }) as string[][];
    const column = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(2);
    // Newest first, as the list.
    expect(rows[0]![column('Name')]).toBe('Nguyễn Thị Hương');
    expect(rows[0]![column('Phone')]).toBe("'+84 912345678");
    expect(rows[0]![column('Country')]).toBe('Vietnam');
    expect(rows[0]![column('Received')]).toBe('2026-11-13 10:00');
    expect(rows[1]![column('Name')]).toBe('\'=HYPERLINK("http://evil.example","click")');
  });
});

describe('inbox settings', () => {
  it('turns automatic assignment on and keeps the holidays, moving the due time of inquiries still waiting', async () => {
    // Monday 16th 09:00: 8.5 h on Monday, 9.5 on Tuesday, 6 on Wednesday: due Wednesday 14:00.
    const waiting = await insertInquiry(db(), { receivedAt: vn('2026-11-16 09:00') });
    const answered = await insertInquiry(db(), {
      receivedAt: vn('2026-11-16 09:00'),
      firstReplyAt: vn('2026-11-16 10:00'),
      status: 'open',
    });
    expect((await row(waiting.id)).reply_due_at).toEqual(vn('2026-11-18 14:00'));

    const saved = await post(
      endpointUrl(inboxApi.saveSettings),
      { autoAssign: true, holidays: [{ day: '2026-11-17', name: 'Company day out' }] },
      owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ autoAssign: true, holidays: [{ day: '2026-11-17', name: 'Company day out' }] });
    expect(saved.body.assignees).toEqual(
      expect.arrayContaining([
        { id: sales.staffId, name: 'Lan Nguyen' },
        { id: owner.staffId, name: 'Olivia Owner' },
      ]),
    );
    expect(saved.body.assignees).not.toContainEqual({ id: editor.staffId, name: 'Ed Itor' });
    expect((await row(waiting.id)).reply_due_at).toEqual(vn('2026-11-19 14:00'));
    expect((await row(answered.id)).reply_due_at).toEqual(vn('2026-11-18 14:00'));
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'inbox.settings-changed').execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_staff_id: owner.staffId,
        detail: expect.objectContaining({ autoAssign: { from: false, to: true }, holidaysAdded: ['2026-11-17'] }),
      }),
    ]);

    const restored = await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, holidays: [] }, owner);
    expect(restored.body).toMatchObject({ autoAssign: false, holidays: [] });
    expect((await row(waiting.id)).reply_due_at).toEqual(vn('2026-11-18 14:00'));
  });

  it('refuses a day listed twice and a day that does not exist, and changes nothing', async () => {
    const twice = await post(
      endpointUrl(inboxApi.saveSettings),
      {
        autoAssign: true,
        holidays: [
          { day: '2026-12-24', name: 'A' },
          { day: '2026-12-24', name: 'B' },
        ],
      },
      owner,
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toHaveProperty('holidays');
    const noDay = await post(endpointUrl(inboxApi.saveSettings), { autoAssign: true, holidays: [{ day: '2026-02-30', name: 'A' }] }, owner);
    expect(noDay.status).toBe(400);
    expect((await get(endpointUrl(inboxApi.settings))).body).toMatchObject({ autoAssign: false, holidays: [] });
  });

  it('keeps the working days before a quote is followed up: 3 at first, 0 for never, left as they are when not sent', async () => {
    expect((await get(endpointUrl(inboxApi.settings))).body.followUpDays).toBe(3);
    const saved = await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, followUpDays: 5, holidays: [] }, owner);
    expect(saved.status).toBe(200);
    expect(saved.body.followUpDays).toBe(5);
    const audit = await db()
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'inbox.settings-changed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ followUpDays: { from: 3, to: 5 } });
    for (const followUpDays of [31, -1, 2.5, '4']) {
      const refused = await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, followUpDays, holidays: [] }, owner);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.followUpDays).toBe(FOLLOW_UP_DAYS_MESSAGE);
    }
    expect((await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, holidays: [] }, owner)).body.followUpDays).toBe(5);
    expect(
      (await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, followUpDays: 0, holidays: [] }, owner)).body.followUpDays,
    ).toBe(0);
    await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, followUpDays: 3, holidays: [] }, owner);
  });
});
