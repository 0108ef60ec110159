import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { quotesApi, type QuoteWorkspace } from '../../../shared/contracts/quotes';
import { QUOTE_MESSAGES } from '../../../shared/quotes';
import { insertInquiry, testClock, vn } from '../../../test/inbox-fixtures';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { asBytes, readPdf } from '../../../test/pdf-pages';
import { createTestApp } from '../../../test/test-app';

// The quote builder through its API, as the back office uses it, on the run's seeded catalogue. The clock stands
// at Tuesday 24 November 2026, 10:00 in Ho Chi Minh City: "today" is 2026-11-24 for the validity checks.

const clock = testClock(vn('2026-11-24 10:00'));
const { app, database } = createTestApp({ clock: clock.now });
const db = database.db;
let sales: SignedIn;
let owner: SignedIn;
/** Two catalogue products with packing data, and their offered colours. */
let basket: { path: string; name: string; colours: string[] }[];

beforeAll(async () => {
  sales = await signedInAs(db, 'sales', { name: 'Lan Nguyen' });
  owner = await signedInAs(db, 'owner', { name: 'Olivia Owner' });
  basket = await db
    .selectFrom('product')
    .select(['path', 'name', 'colours'])
    .where('pieces_per_carton', 'is not', null)
    .where('carton_length_cm', 'is not', null)
    .orderBy('id')
    .limit(2)
    .execute();
});
afterAll(() => database.close());

const workspaceUrl = (id: string) => endpointUrl(quotesApi.workspace, { params: { id } });
const open = async (id: string, who: SignedIn = sales): Promise<QuoteWorkspace> => {
  const response = await request(app).get(workspaceUrl(id)).set(who.headers);
  expect(response.status).toBe(200);
  return response.body as QuoteWorkspace;
};
const save = (id: string, body: unknown, who: SignedIn = sales) =>
  request(app)
    .post(workspaceUrl(id))
    .set(who.headers)
    .send(body as object);

const terms = {
  incoterm: 'fob-hai-phong',
  port: '',
  paymentTerms: 'tt-30',
  samplesDays: { from: 5, to: 10 },
  productionDays: { from: 35, to: 65 },
  validUntil: '2026-12-24',
  notes: 'Prices for the colours asked; other colours on request.',
};
const line = (path: string, colour: string, quantity: number, unitPriceCents: number | null, belowMinimumReason = '') => ({
  path,
  colour,
  quantity,
  unitPriceCents,
  belowMinimumReason,
});

/** An order basket of the two products: the first in two colours, the second in one. */
async function orderInquiry(email = `buyer-${Math.random().toString(36).slice(2)}@example.de`) {
  const { id, reference } = await insertInquiry(db, {
    kind: 'order',
    receivedAt: vn('2026-11-23 15:00'),
    email,
    products: [{ path: basket[0]!.path, pieces: 300 }, { path: basket[1]!.path }],
  });
  // The fixture's basket has one colour per product: give the first a second colour, as a buyer's basket would.
  const payload = {
    name: 'Greta Müller',
    email,
    phone_number: '+49 30 1234567',
    message: '',
    items: [
      {
        path: basket[0]!.path,
        name: basket[0]!.name,
        variants: [
          { colour: 'Natural', quantity: 200 },
          { colour: 'Black', quantity: 100 },
        ],
      },
      { path: basket[1]!.path, name: basket[1]!.name, variants: [{ colour: 'White', quantity: 150 }] },
    ],
  };
  await db
    .updateTable('inquiry')
    .set({ payload: JSON.stringify(payload) })
    .where('id', '=', id)
    .execute();
  return { id, reference, email };
}

const storedVersions = (inquiryId: string) =>
  db
    .selectFrom('quote_version as v')
    .innerJoin('quote as q', 'q.id', 'v.quote_id')
    .select(['v.number', 'v.status', 'v.total_cents'])
    .where('q.inquiry_id', '=', inquiryId)
    .execute();
const auditOf = (inquiryId: string) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'actor_staff_id', 'detail'])
    .where('subject_type', '=', 'inquiry')
    .where('subject_id', '=', inquiryId)
    .where('action', 'like', 'quote.%')
    .orderBy('id')
    .execute();

describe('a new quote starts from the inquiry', () => {
  it('prefills a line per basket colour with its pieces, the spec’s terms and a validity 30 days ahead', async () => {
    const { id, reference } = await orderInquiry();
    const workspace = await open(id);
    expect(workspace.inquiry).toMatchObject({ id, reference, name: 'Test Buyer', kind: 'order' });
    expect(workspace.quoteVersion).toBeNull();
    expect(workspace.draftSaved).toBe(false);
    expect(workspace.versions).toEqual([]);
    expect(workspace.firstOrder).toBe(true);
    expect(workspace.today).toBe('2026-11-24');
    expect(workspace.draft).toMatchObject({
      number: 1,
      status: 'draft',
      incoterm: 'fob-hai-phong',
      paymentTerms: 'tt-30',
      samplesDays: { from: 5, to: 10 },
      productionDays: { from: 35, to: 65 },
      validUntil: '2026-12-24',
      totalCents: 0,
      priced: false,
    });
    expect(workspace.draft.lines.map((l) => [l.path, l.colour, l.quantity, l.unitPriceCents])).toEqual([
      [basket[0]!.path, 'Natural', 200, null],
      [basket[0]!.path, 'Black', 100, null],
      [basket[1]!.path, 'White', 150, null],
    ]);
    expect(workspace.draft.lines[0]!.name).toBe(basket[0]!.name);
    expect(workspace.draft.lines[0]!.carton?.piecesPerCarton).toBeGreaterThan(0);
    expect(workspace.products.map((p) => p.path)).toEqual([basket[0]!.path, basket[1]!.path]);
    // Opening the builder writes nothing.
    expect(await storedVersions(id)).toEqual([]);
  });

  it('starts a quotation request’s product at its first offered colour and the minimum order, and names products gone from the catalogue', async () => {
    const { id } = await insertInquiry(db, {
      kind: 'quotation',
      receivedAt: vn('2026-11-23 16:00'),
      products: [{ path: basket[1]!.path, name: basket[1]!.name }],
    });
    await db.insertInto('inquiry_product').values({ inquiry_id: id, product_path: 'a-retired-basket', pieces: null }).execute();
    const workspace = await open(id);
    expect(workspace.draft.lines.map((l) => [l.path, l.colour, l.quantity])).toEqual([[basket[1]!.path, basket[1]!.colours[0] ?? '', 100]]);
    expect(workspace.missingProducts).toEqual(['a-retired-basket']);
  });

  it('answers 404 for an inquiry that does not exist', async () => {
    expect((await request(app).get(workspaceUrl('999999999')).set(sales.headers)).status).toBe(404);
    expect((await save('999999999', { version: null, ...terms, lines: [] })).status).toBe(404);
  });
});

describe('saving a draft', () => {
  it('keeps money in whole cents, totals the lines, keeps each product’s name and carton, and audits the save in the same transaction', async () => {
    const { id, reference } = await orderInquiry();
    const response = await save(id, {
      version: null,
      ...terms,
      lines: [
        line(basket[0]!.path, 'Natural', 200, 1235),
        line(basket[0]!.path, 'Black', 100, 1235),
        line(basket[1]!.path, 'White', 150, 899),
      ],
    });
    expect(response.status).toBe(200);
    const workspace = response.body as QuoteWorkspace;
    expect(workspace.draftSaved).toBe(true);
    expect(workspace.quoteVersion).toBe(2);
    expect(workspace.draft.lines.map((l) => l.amountCents)).toEqual([247_000, 123_500, 134_850]);
    // 2,470.00 + 1,235.00 + 1,348.50: exactly 5,053.50, no float drift.
    expect(workspace.draft.totalCents).toBe(505_350);
    expect(workspace.draft.priced).toBe(true);
    expect(workspace.draft.updatedBy).toBe('Lan Nguyen');
    expect(workspace.draft.lines[2]!.name).toBe(basket[1]!.name);
    expect(workspace.draft.lines[2]!.carton).toEqual(workspace.products[1]!.carton);
    expect(workspace.versions).toEqual([expect.objectContaining({ number: 1, status: 'draft', totalCents: 505_350, lineCount: 3 })]);
    expect(await storedVersions(id)).toEqual([{ number: 1, status: 'draft', total_cents: '505350' }]);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'quote.draft-saved', actor_staff_id: sales.staffId });
    expect(entry!.detail).toMatchObject({ reference, version: 1, lines: 3, totalCents: 505_350, priced: true, belowMinimum: [] });

    // A second save edits the same draft (no new version) and replaces its lines.
    const again = await save(id, {
      version: 2,
      ...terms,
      incoterm: 'cif',
      port: 'Hamburg',
      lines: [line(basket[1]!.path, 'White', 150, null)],
    });
    expect(again.status).toBe(200);
    const saved = again.body as QuoteWorkspace;
    expect(saved.draft).toMatchObject({ number: 1, incoterm: 'cif', port: 'Hamburg', totalCents: 0, priced: false });
    expect(saved.draft.lines).toHaveLength(1);
    expect(await storedVersions(id)).toEqual([{ number: 1, status: 'draft', total_cents: '0' }]);
    expect((await open(id)).draft.port).toBe('Hamburg');
  });

  it('refuses a save made on an older version with 409, and writes nothing', async () => {
    const { id } = await orderInquiry();
    expect((await save(id, { version: null, ...terms, lines: [line(basket[0]!.path, 'Natural', 200, 1000)] })).status).toBe(200);
    // A colleague who opened the builder before that save still has "no quote yet".
    const late = await save(id, { version: null, ...terms, lines: [line(basket[0]!.path, 'Natural', 500, 900)] }, owner);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(QUOTE_MESSAGES.staleEdit);
    const stale = await save(id, { version: 1, ...terms, lines: [] }, owner);
    expect(stale.status).toBe(409);
    const workspace = await open(id);
    expect(workspace.draft.lines.map((l) => [l.quantity, l.unitPriceCents])).toEqual([[200, 1000]]);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('quotes fewer pieces than the minimum per colour only with a reason, which the audit log keeps', async () => {
    const { id } = await orderInquiry();
    const without = await save(id, { version: null, ...terms, lines: [line(basket[0]!.path, 'Natural', 60, 1500)] });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ 'lines.0.belowMinimumReason': QUOTE_MESSAGES.belowMinimum });
    expect(await storedVersions(id)).toEqual([]);

    const reason = 'Trial order for a new shop: 60 pieces agreed with Mr Hùng.';
    const withReason = await save(id, { version: null, ...terms, lines: [line(basket[0]!.path, 'Natural', 60, 1500, reason)] });
    expect(withReason.status).toBe(200);
    expect((withReason.body as QuoteWorkspace).draft.lines[0]!.belowMinimumReason).toBe(reason);
    const [entry] = await auditOf(id);
    expect(entry!.detail).toMatchObject({ belowMinimum: [{ path: basket[0]!.path, colour: 'Natural', quantity: 60, reason }] });
  });

  it('drops a reason given for a line at or above the minimum', async () => {
    const { id } = await orderInquiry();
    const response = await save(id, { version: null, ...terms, lines: [line(basket[0]!.path, 'Natural', 100, 1500, 'not needed')] });
    expect(response.status).toBe(200);
    expect((response.body as QuoteWorkspace).draft.lines[0]!.belowMinimumReason).toBeNull();
  });

  it.each([
    ['a negative quantity', { lines: [line('P0', 'Natural', -5, 100)] }, 'lines.0.quantity', QUOTE_MESSAGES.quantity],
    ['a fraction of a piece', { lines: [line('P0', 'Natural', 100.5, 100)] }, 'lines.0.quantity', QUOTE_MESSAGES.quantity],
    ['a quantity of 11 digits', { lines: [line('P0', 'Natural', 12_345_678_901, 100)] }, 'lines.0.quantity', QUOTE_MESSAGES.tooManyDigits],
    [
      'a quantity as text',
      { lines: [line('P0', 'Natural', '100' as unknown as number, 100)] },
      'lines.0.quantity',
      QUOTE_MESSAGES.quantity,
    ],
    ['a negative price', { lines: [line('P0', 'Natural', 100, -1)] }, 'lines.0.unitPriceCents', QUOTE_MESSAGES.price],
    ['a fraction of a cent', { lines: [line('P0', 'Natural', 100, 12.5)] }, 'lines.0.unitPriceCents', QUOTE_MESSAGES.price],
    [
      'a price of 11 digits',
      { lines: [line('P0', 'Natural', 100, 10_000_000_000)] },
      'lines.0.unitPriceCents',
      QUOTE_MESSAGES.tooManyDigits,
    ],
    [
      'a colour repeated in other letters',
      { lines: [line('P0', 'Natural', 100, 100), line('P0', ' natural ', 200, 100)] },
      'lines.1.colour',
      QUOTE_MESSAGES.duplicateColour,
    ],
    ['CIF without a port', { incoterm: 'cif', port: '  ' }, 'port', QUOTE_MESSAGES.port],
    ['production from 65 to 35 days', { productionDays: { from: 65, to: 35 } }, 'productionDays.to', QUOTE_MESSAGES.leadDaysOrder],
    ['samples in 1.5 days', { samplesDays: { from: 1.5, to: 10 } }, 'samplesDays.from', QUOTE_MESSAGES.leadDays],
    ['an unknown Incoterm', { incoterm: 'DDP' }, 'incoterm', 'Choose one of the options.'],
    ['a validity day that has passed', { validUntil: '2026-11-23' }, 'validUntil', QUOTE_MESSAGES.validUntilPast],
    ['a validity day that does not exist', { validUntil: '2026-02-30' }, 'validUntil', 'Use a date as YYYY-MM-DD.'],
    [
      'a product not in the catalogue',
      { lines: [line('no-such-basket', 'Natural', 100, 100)] },
      'lines.0.path',
      QUOTE_MESSAGES.unknownProduct,
    ],
  ])('refuses %s with the field’s message, and stores nothing', async (_name, change, field, message) => {
    const { id } = await orderInquiry();
    const body = { version: null, ...terms, lines: [line(basket[0]!.path, 'Natural', 100, 100)], ...change };
    body.lines = body.lines.map((l) => (l.path === 'P0' ? { ...l, path: basket[0]!.path } : l));
    const response = await save(id, body);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field] ?? response.body.error).toBe(message);
    expect(await storedVersions(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('accepts a draft without prices or validity day, and says it is not priced', async () => {
    const { id } = await orderInquiry();
    const response = await save(id, { version: null, ...terms, validUntil: null, lines: [line(basket[0]!.path, 'Natural', 100, null)] });
    expect(response.status).toBe(200);
    expect((response.body as QuoteWorkspace).draft).toMatchObject({ validUntil: null, priced: false, totalCents: 0 });
  });

  it('refuses to quote an inquiry that was merged into another', async () => {
    const into = await orderInquiry();
    const merged = await orderInquiry();
    await db.updateTable('inquiry').set({ merged_into_id: into.id, status: 'closed' }).where('id', '=', merged.id).execute();
    const response = await save(merged.id, { version: null, ...terms, lines: [] });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(QUOTE_MESSAGES.mergedInquiry);
  });
});

describe('the PDF of a version', () => {
  it('shows a saved draft as the buyer would receive it, dated today, with the buyer and the lines', async () => {
    const { id, reference } = await orderInquiry();
    await db.updateTable('inquiry').set({ name: 'Nguyễn Thị Hương' }).where('id', '=', id).execute();
    expect((await save(id, { version: null, ...terms, lines: [line(basket[0]!.path, 'Natural', 200, 1235)] })).status).toBe(200);
    const response = await request(app)
      .get(endpointUrl(quotesApi.pdf, { params: { id, number: '1' } }))
      .set(sales.headers)
      .buffer(true)
      .parse(asBytes);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="quotation-${reference}-v1.pdf"`);
    const text = (await readPdf(response.body as Buffer)).pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
    expect(text).toContain('Nguyễn Thị Hương');
    expect(text).toContain('DRAFT · NOT SENT');
    expect(text).toContain(`${reference} · version 1`);
    expect(text).toContain('Date 2026-11-24');
    expect(text).toContain(basket[0]!.name);
    expect(text).toContain('USD 2,470.00');
  });

  it('heads the preview with the logo the site shows, names the person previewing as the buyer’s contact and gives the bank account', async () => {
    const { id } = await orderInquiry();
    expect((await save(id, { version: null, ...terms, lines: [line(basket[0]!.path, 'Natural', 200, 1235)] })).status).toBe(200);
    const preview = await request(app)
      .get(endpointUrl(quotesApi.pdf, { params: { id, number: '1' } }))
      .set(sales.headers)
      .buffer(true)
      .parse(asBytes);
    const read = await readPdf(preview.body as Buffer, fs.mkdtempSync(path.join(os.tmpdir(), 'quote-preview-')));
    const text = read.pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
    // The sales person who would send it: the buyer writes back to them.
    expect(text).toContain(`Your contact ${sales.name} ${sales.email}`);
    // The demo company's account, as its editor keeps it, under the payment terms.
    const site = await db
      .selectFrom('site_config')
      .select(['logo', 'bank_beneficiary', 'bank_account_number', 'bank_swift'])
      .executeTakeFirstOrThrow();
    expect(site.bank_account_number).not.toBe('');
    expect(text).toContain(
      `Payment T/T: 30 % deposit, balance before loading Bank details Beneficiary ${site.bank_beneficiary} ` +
        `Account number ${site.bank_account_number}`,
    );
    expect(text).toContain(`SWIFT code ${site.bank_swift}`);

    // The top left of the first page is the site's logo (drawn at 1.5 px a point, 170 pt wide, from 42 pt in).
    const box = { left: 63, top: 63, width: 255, height: 68 };
    const drawn = await sharp(read.pages[0]!.png!).extract(box).removeAlpha().raw().toBuffer();
    const largest = site.logo.variants.at(-1)!.src;
    const logo = await sharp(path.join('public', largest))
      .resize(box.width, box.height)
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const difference = drawn.reduce((sum, value, i) => sum + Math.abs(value - logo[i]!), 0) / drawn.length;
    expect(difference).toBeLessThan(8);
  });

  it('answers 404 for a version the quote does not have, and for an inquiry without a quote', async () => {
    const { id } = await orderInquiry();
    const pdf = (number: string) =>
      request(app)
        .get(endpointUrl(quotesApi.pdf, { params: { id, number } }))
        .set(sales.headers);
    expect((await pdf('1')).status).toBe(404);
    expect((await save(id, { version: null, ...terms, lines: [] })).status).toBe(200);
    expect((await pdf('2')).status).toBe(404);
    expect((await pdf('1')).status).toBe(200);
  });
});

describe('the buyer’s first order', () => {
  it('is not a first order once an inquiry from the same address was won', async () => {
    const first = await orderInquiry();
    expect((await open(first.id)).firstOrder).toBe(true);
    await insertInquiry(db, { kind: 'order', receivedAt: vn('2026-10-01 10:00'), email: first.email, status: 'won' });
    expect((await open(first.id)).firstOrder).toBe(false);
  });
});

describe('finding products to add', () => {
  it('finds catalogue products by their name as typed, with their colours and carton', async () => {
    const word = basket[0]!.name.slice(2, -2);
    const response = await request(app)
      .get(endpointUrl(quotesApi.products, { query: { q: word.toLowerCase() } }))
      .set(sales.headers);
    expect(response.status).toBe(200);
    const found = response.body.items as { path: string; name: string; colours: string[] }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.name.toLowerCase().includes(word.toLowerCase()) || p.path.includes(word.toLowerCase()))).toBe(true);
    expect(found.map((p) => p.path)).toContain(basket[0]!.path);
    const product = found.find((p) => p.path === basket[0]!.path) as unknown as QuoteWorkspace['products'][number];
    expect(product.colours).toEqual(basket[0]!.colours);
    expect(product.carton?.piecesPerCarton).toBeGreaterThan(0);
  });

  it('treats % and _ as the characters they are', async () => {
    const response = await request(app)
      .get(endpointUrl(quotesApi.products, { query: { q: '%' } }))
      .set(sales.headers);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([]);
  });
});
