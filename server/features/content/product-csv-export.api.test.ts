import { sql } from 'kysely';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import { PRODUCT_CSV_COLUMNS, type ProductImportAnswer } from '../../../shared/contracts/product-csv';
import { databaseFingerprint } from '../../../test/database-fingerprint';
import { csvOf, EXPORT_URL, IMPORT_URL, productCsvSite } from '../../../test/product-csv-fixtures';
import { TEST_BASE_URL } from '../../../test/test-app';

// Who may export and import products as CSV, what the export holds (every product, in the editor's columns, safe to
// open in a spreadsheet), and that it imports back unchanged, its spec columns included.

const { staff, db, get, visitor, exported, importCsv, productCount, aProduct } = productCsvSite();

describe('who may export and import products', () => {
  it('refuses sales (403) and strangers (401), and writes nothing', async () => {
    const before = await databaseFingerprint(db());
    expect((await get(EXPORT_URL, staff.sales)).status).toBe(403);
    expect((await visitor.get(EXPORT_URL)).status).toBe(401);
    expect((await importCsv('name\nBasket\n', false, staff.sales)).status).toBe(403);
    const anonymous = visitor.post(IMPORT_URL, { csv: 'name\nBasket\n', dryRun: false }).set('Origin', TEST_BASE_URL);
    expect((await anonymous).status).toBe(401);
    expect(await databaseFingerprint(db())).toBe(before);
  });
});

describe('the export', () => {
  it('has every product, published and drafts, in the columns of the editor, with a byte order mark', async () => {
    // A draft, as the editor keeps one (the editor's own form cannot add pictures until the media library exists).
    const draftId = await newDraft({ ...(await productValues()), name: '=HYPERLINK("http://evil.example")', path: 'formula-named-basket' });
    const { text, rows } = await exported();
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(Object.keys(rows[0]!)).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(rows).toHaveLength(await productCount());
    const exportedDraft = rows.find((row) => row.id === String(draftId))!;
    expect(exportedDraft.status).toBe('draft');
    // A spreadsheet shows it as text instead of running it.
    expect(exportedDraft.name).toBe(`'=HYPERLINK("http://evil.example")`);
    const published = rows.find((row) => row.status === 'published')!;
    expect(published.gallery).toMatch(/^\/media\/\S+( \| \/media\/\S+)*$/);
    expect(published.featured).toMatch(/^(yes|no)$/);
  });

  it('imports back unchanged: every row of an untouched export is "unchanged", and importing it writes nothing but its record', async () => {
    const { text, rows } = await exported();
    const dry = await importCsv(text, true);
    expect(dry.status).toBe(200);
    const answer = dry.body as ProductImportAnswer;
    expect(answer.valid).toBe(true);
    expect(answer.rows).toHaveLength(rows.length);
    expect(answer.rows.filter((row) => row.action !== 'unchanged')).toEqual([]);
    const historyBefore = await db()
      .selectFrom('content_history')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const real = await importCsv(text, false);
    expect(real.status).toBe(200);
    expect(real.body.imported).toEqual({ created: 0, updated: 0, unchanged: rows.length });
    const historyAfter = await db()
      .selectFrom('content_history')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(historyAfter.n).toBe(historyBefore.n);
  });
});

async function newDraft(values: Record<string, unknown>): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('product', 'id')) as id`.execute(db());
  const id = Number(rows[0]!.id);
  await db()
    .insertInto('content_draft')
    .values({ content_type: 'product', item_id: id, item_values: JSON.stringify(values), updated_by: staff.editor.staffId })
    .execute();
  return id;
}

/** The values of a valid new product, as the editor keeps them. */
async function productValues() {
  const category = await db().selectFrom('category').select('id').orderBy('id').executeTakeFirstOrThrow();
  const material = await db().selectFrom('material').select('id').orderBy('id').executeTakeFirstOrThrow();
  const product = await db().selectFrom('product').select('gallery').orderBy('id').executeTakeFirstOrThrow();
  return {
    name: 'Draft basket',
    path: 'draft-basket',
    category_id: category.id,
    material_id: material.id,
    description: '<p>Round.</p>',
    detail: '<p>Handwoven.</p>',
    gallery: product.gallery.slice(0, 1),
    colours: [],
    featured: false,
  };
}

describe("a product's spec in the file", () => {
  const specColumns = ['id', 'version', 'size', 'carton_gross_weight_kg', 'carton_net_weight_kg', 'hs_code', 'moq_pieces'] as const;
  const specCells = (row: Record<string, string>) => Object.fromEntries(specColumns.map((column) => [column, row[column]!]));

  it("goes out and comes back in its own columns, refused with the form's words when wrong", async () => {
    const { row } = await aProduct();
    const bad = { ...specCells(row), hs_code: '4602', carton_gross_weight_kg: '10', carton_net_weight_kg: '12.5' };
    const before = await databaseFingerprint(db());
    const refused = await importCsv(csvOf([bad], specColumns), false);
    expect(refused.status).toBe(400);
    expect((refused.body as ProductImportAnswer).rows[0]!.errors).toEqual({
      hs_code: CONTENT_MESSAGES.hsCode,
      carton_net_weight_kg: CONTENT_MESSAGES.atMost('Net weight per carton', 'Gross weight per carton'),
    });
    expect(await databaseFingerprint(db())).toBe(before);

    const good = { ...bad, size: 'Set of 3: 30/35/40 cm', hs_code: '4602.12.10', carton_net_weight_kg: '8.25', moq_pieces: '250' };
    const imported = await importCsv(csvOf([good], specColumns), false);
    expect(imported.status).toBe(200);
    expect(imported.body.imported).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const again = (await exported()).rows.find((exportedRow) => exportedRow.id === row.id)!;
    expect(specCells(again)).toEqual({ ...good, version: String(Number(row.version) + 1), carton_gross_weight_kg: '10' });
    const page = await visitor.get(`/api/product/getByPath/${row.path}`);
    expect(page.body.spec).toMatchObject({ size: 'Set of 3: 30/35/40 cm', hsCode: '4602.12.10', netKg: 8.25, moqPieces: 250 });
  });
});
