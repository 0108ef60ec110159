import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { quotesApi, type QuoteWorkspace } from '../../../shared/contracts/quotes';
import { insertInquiry, vn } from '../../../test/inbox-fixtures';
import { quoteBuilderSite } from '../../../test/quote-fixtures';

// The quote builder through its API, as the back office uses it, on the run's seeded catalogue: what a new quote
// starts from, and the products it finds to add. The clock stands at Tuesday 24 November 2026, 10:00 in Ho Chi
// Minh City: "today" is 2026-11-24 for the validity checks. Saving is in quote-drafts.api.test.ts, the PDF in
// quote-version-pdf.api.test.ts.

const { db, given, get, workspaceUrl, open, save, terms, orderInquiry, storedVersions } = quoteBuilderSite();

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
      [given.basket[0]!.path, 'Natural', 200, null],
      [given.basket[0]!.path, 'Black', 100, null],
      [given.basket[1]!.path, 'White', 150, null],
    ]);
    expect(workspace.draft.lines[0]!.name).toBe(given.basket[0]!.name);
    expect(workspace.draft.lines[0]!.carton?.piecesPerCarton).toBeGreaterThan(0);
    expect(workspace.products.map((p) => p.path)).toEqual([given.basket[0]!.path, given.basket[1]!.path]);
    // Opening the builder writes nothing.
    expect(await storedVersions(id)).toEqual([]);
  });

  it('starts a quotation request’s product at its first offered colour and the minimum order, and names products gone from the catalogue', async () => {
    const { id } = await insertInquiry(db, {
      kind: 'quotation',
      receivedAt: vn('2026-11-23 16:00'),
      products: [{ path: given.basket[1]!.path, name: given.basket[1]!.name }],
    });
    await db.insertInto('inquiry_product').values({ inquiry_id: id, product_path: 'a-retired-basket', pieces: null }).execute();
    const workspace = await open(id);
    expect(workspace.draft.lines.map((l) => [l.path, l.colour, l.quantity])).toEqual([
      [given.basket[1]!.path, given.basket[1]!.colours[0] ?? '', 100],
    ]);
    expect(workspace.missingProducts).toEqual(['a-retired-basket']);
  });

  it('answers 404 for an inquiry that does not exist', async () => {
    expect((await get(workspaceUrl('999999999'))).status).toBe(404);
    expect((await save('999999999', { version: null, ...terms, lines: [] })).status).toBe(404);
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
    const word = given.basket[0]!.name.slice(2, -2);
    const response = await get(endpointUrl(quotesApi.products, { query: { q: word.toLowerCase() } }));
    expect(response.status).toBe(200);
    const found = response.body.items as { path: string; name: string; colours: string[] }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.name.toLowerCase().includes(word.toLowerCase()) || p.path.includes(word.toLowerCase()))).toBe(true);
    expect(found.map((p) => p.path)).toContain(given.basket[0]!.path);
    const product = found.find((p) => p.path === given.basket[0]!.path) as unknown as QuoteWorkspace['products'][number];
    expect(product.colours).toEqual(given.basket[0]!.colours);
    expect(product.carton?.piecesPerCarton).toBeGreaterThan(0);
  });

  it('treats % and _ as the characters they are', async () => {
    const response = await get(endpointUrl(quotesApi.products, { query: { q: '%' } }));
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([]);
  });
});
