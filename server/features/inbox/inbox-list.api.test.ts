import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi } from '../../../shared/contracts/inbox';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { INBOX_PAGE_SIZE } from '../../../shared/staff/inbox';
import { inboxTestSite, insertInquiry, vn } from '../../../test/inbox-fixtures';
import { ROLE_REFUSED } from '../../http/mount-contract';

// The inbox's list through its API, as the back office uses it: who may see it, its pages, filters and search, the
// poll for new inquiries, and its CSV export. On a database of its own (the list sees every inquiry); the clock
// stands still at Wednesday 18 November 2026, 10:00 in Ho Chi Minh City unless a test moves it.

const NOW = vn('2026-11-18 10:00');
const inbox = inboxTestSite(NOW);
const { db, get, post, visitor, list, listUrl, detailOf, row } = inbox;

describe('who may use the inbox', () => {
  it('admits owners and sales staff, refuses editors with 403 and strangers with 401', async () => {
    expect((await get(listUrl({}), inbox.owner)).status).toBe(200);
    expect((await get(listUrl({}), inbox.sales)).status).toBe(200);
    const refused = await get(listUrl({}), inbox.editor);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ROLE_REFUSED);
    expect((await visitor.get(listUrl({}))).status).toBe(401);
  });

  it('keeps the dashboard and the settings changes to owners', async () => {
    expect((await get(endpointUrl(inboxApi.dashboard), inbox.sales)).status).toBe(403);
    expect((await post(endpointUrl(inboxApi.saveSettings), { autoAssign: true, holidays: [] }, inbox.sales)).status).toBe(403);
    expect((await get(endpointUrl(inboxApi.settings), inbox.sales)).status).toBe(200);
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
    const product = inbox.products[0]!.path;
    const quotation = await insertInquiry(db(), {
      kind: 'quotation',
      receivedAt: vn('2026-11-12 09:00'),
      message: tag,
      phone: '+49 30 1234567',
      products: [{ path: product }],
      assigneeId: inbox.sales.staffId,
    });
    const order = await insertInquiry(db(), {
      kind: 'order',
      receivedAt: vn('2026-11-17 16:00'),
      message: tag,
      email: 'buyer@firma.fr',
      products: [{ path: inbox.products[1]!.path, pieces: 300 }],
    });
    const quoted = await insertInquiry(db(), {
      kind: 'quotation',
      receivedAt: vn('2026-11-16 08:30'),
      message: tag,
      status: 'quoted',
      firstReplyAt: vn('2026-11-16 11:00'),
      assigneeId: inbox.otherSales.staffId,
    });
    const spam = await insertInquiry(db(), { receivedAt: vn('2026-11-09 12:00'), message: tag, status: 'spam' });
    const refs = async (query: Record<string, unknown>) => (await list({ q: tag, ...query })).items.map((i) => i.reference).sort();

    expect(await refs({})).toEqual([quotation, order, quoted, spam].map((i) => i.reference).sort());
    expect(await refs({ kind: 'quotation' })).toEqual([quotation.reference, quoted.reference].sort());
    expect(await refs({ status: 'quoted' })).toEqual([quoted.reference]);
    expect(await refs({ status: 'waiting' })).toEqual([quotation.reference, order.reference].sort());
    expect(await refs({ assignee: String(inbox.sales.staffId) })).toEqual([quotation.reference]);
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
    expect(listed.assignee).toEqual({ id: inbox.sales.staffId, name: 'Lan Nguyen' });
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

  it('shows an inquiry sent through the public form first, at once, with its due time, country, language and products', async () => {
    const product = inbox.products[2]!;
    const response = await visitor
      .post(endpointUrl(inquiriesApi.sendContact), {
        name: 'Jonas Weber',
        // The form's phone pattern (three digits, three, four to six) with Germany's country code.
        phone_number: '+493 012 34567',
        email: 'jonas@weber-wohnen.de',
        subject: 'Hyacinth baskets',
        message: 'Price for 1,000 pieces?',
        product: { link: `http://catalogue.test/de/product/${product.path}`, name: product.name },
      })
      // Sent from the German product page: the site's fetch client asks for its language.
      .set('Accept-Language', 'de')
      .set('X-Forwarded-For', '10.200.0.1');
    expect(response.status).toBe(201);
    const page = await list({});
    const first = page.items[0]!;
    expect(first.reference).toBe(response.body.reference);
    expect(first).toMatchObject({
      kind: 'quotation',
      status: 'new',
      country: 'DE',
      companyDomain: 'weber-wohnen.de',
      locale: 'de',
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
