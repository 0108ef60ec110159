import type { QuoteWorkspace } from '../../../shared/contracts/quotes';
import { QUOTE_MESSAGES } from '../../../shared/quotes';
import { quoteBuilderSite } from '../../../test/quote-fixtures';

// Saving a quote's draft through the builder's API, as the back office does, on the run's seeded catalogue: the
// money and the lines kept, the audit entry, the refusals. The clock stands at Tuesday 24 November 2026, 10:00 in
// Ho Chi Minh City: "today" is 2026-11-24 for the validity checks.

const { db, given, open, save, terms, line, orderInquiry, storedVersions, auditOf } = quoteBuilderSite();

describe('saving a draft', () => {
  it('keeps money in whole cents, totals the lines, keeps each product’s name and carton, and audits the save in the same transaction', async () => {
    const { id, reference } = await orderInquiry();
    const response = await save(id, {
      version: null,
      ...terms,
      lines: [
        line(given.basket[0]!.path, 'Natural', 200, 1235),
        line(given.basket[0]!.path, 'Black', 100, 1235),
        line(given.basket[1]!.path, 'White', 150, 899),
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
    expect(workspace.draft.lines[2]!.name).toBe(given.basket[1]!.name);
    expect(workspace.draft.lines[2]!.carton).toEqual(workspace.products[1]!.carton);
    expect(workspace.versions).toEqual([expect.objectContaining({ number: 1, status: 'draft', totalCents: 505_350, lineCount: 3 })]);
    expect(await storedVersions(id)).toEqual([{ number: 1, status: 'draft', total_cents: '505350' }]);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'quote.draft-saved', actor_staff_id: given.sales.staffId });
    expect(entry!.detail).toMatchObject({ reference, version: 1, lines: 3, totalCents: 505_350, priced: true, belowMinimum: [] });

    // A second save edits the same draft (no new version) and replaces its lines.
    const again = await save(id, {
      version: 2,
      ...terms,
      incoterm: 'cif',
      port: 'Hamburg',
      lines: [line(given.basket[1]!.path, 'White', 150, null)],
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
    expect((await save(id, { version: null, ...terms, lines: [line(given.basket[0]!.path, 'Natural', 200, 1000)] })).status).toBe(200);
    // A colleague who opened the builder before that save still has "no quote yet".
    const late = await save(id, { version: null, ...terms, lines: [line(given.basket[0]!.path, 'Natural', 500, 900)] }, given.owner);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(QUOTE_MESSAGES.staleEdit);
    const stale = await save(id, { version: 1, ...terms, lines: [] }, given.owner);
    expect(stale.status).toBe(409);
    const workspace = await open(id);
    expect(workspace.draft.lines.map((l) => [l.quantity, l.unitPriceCents])).toEqual([[200, 1000]]);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('quotes fewer pieces than the minimum per colour only with a reason, which the audit log keeps', async () => {
    const { id } = await orderInquiry();
    const without = await save(id, { version: null, ...terms, lines: [line(given.basket[0]!.path, 'Natural', 60, 1500)] });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ 'lines.0.belowMinimumReason': QUOTE_MESSAGES.belowMinimum });
    expect(await storedVersions(id)).toEqual([]);

    const reason = 'Trial order for a new shop: 60 pieces agreed with Mr Hùng.';
    const withReason = await save(id, { version: null, ...terms, lines: [line(given.basket[0]!.path, 'Natural', 60, 1500, reason)] });
    expect(withReason.status).toBe(200);
    expect((withReason.body as QuoteWorkspace).draft.lines[0]!.belowMinimumReason).toBe(reason);
    const [entry] = await auditOf(id);
    expect(entry!.detail).toMatchObject({ belowMinimum: [{ path: given.basket[0]!.path, colour: 'Natural', quantity: 60, reason }] });
  });

  it('drops a reason given for a line at or above the minimum', async () => {
    const { id } = await orderInquiry();
    const response = await save(id, { version: null, ...terms, lines: [line(given.basket[0]!.path, 'Natural', 100, 1500, 'not needed')] });
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
    const body = { version: null, ...terms, lines: [line(given.basket[0]!.path, 'Natural', 100, 100)], ...change };
    body.lines = body.lines.map((l) => (l.path === 'P0' ? { ...l, path: given.basket[0]!.path } : l));
    const response = await save(id, body);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field] ?? response.body.error).toBe(message);
    expect(await storedVersions(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('accepts a draft without prices or validity day, and says it is not priced', async () => {
    const { id } = await orderInquiry();
    const response = await save(id, {
      version: null,
      ...terms,
      validUntil: null,
      lines: [line(given.basket[0]!.path, 'Natural', 100, null)],
    });
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
