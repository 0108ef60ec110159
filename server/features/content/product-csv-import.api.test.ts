import { englishOfRefusal } from '../../../shared/i18n/refusal-text';
import { englishOf } from '../../../shared/i18n/english';
import { sql } from 'kysely';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import type { ContentItem } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { PRODUCT_CSV_MESSAGES, type ProductImportAnswer } from '../../../shared/contracts/product-csv';
import { MESSAGES } from '../../../shared/validation/rules';
import { databaseFingerprint } from '../../../test/database-fingerprint';
import { csvOf, productCsvSite } from '../../../test/product-csv-fixtures';
import { CONTENT_SERVICE_MESSAGES } from './content.service';

// A product CSV imported: a file with errors lists each row's and writes nothing; the same file, fixed, is written
// whole, in one transaction; a file that is not a product CSV, or is malformed, is refused in plain words.

const { staff, db, get, post, visitor, exported, importCsv, productCount, aProduct } = productCsvSite();

describe('an import', () => {
  const columns = [
    'id',
    'status',
    'name',
    'path',
    'category',
    'material',
    'description',
    'detail',
    'gallery',
    'colours',
    'pieces_per_carton',
  ];

  async function files() {
    const { row: existing, categoryName, picture } = await aProduct();
    const base = {
      id: '',
      status: '',
      category: categoryName,
      material: existing.material!,
      description: '<p>A lidded basket.</p>',
      detail: '<p>Water hyacinth on a rattan frame.</p>',
      gallery: picture,
      colours: 'natural; grey',
      pieces_per_carton: '12',
    };
    const good = [
      { ...base, name: 'Lidded hyacinth basket', path: 'lidded-hyacinth-basket' },
      { ...base, status: 'published', name: 'Seagrass laundry hamper', path: 'seagrass-laundry-hamper' },
      { ...existing, id: existing.id!, status: '', name: `${existing.name} (large)`, pieces_per_carton: '999' },
    ];
    const bad = [
      { ...good[0]!, name: ' ', path: 'Lidded Basket' },
      { ...good[1]!, category: 'Teapots', gallery: '/media/nowhere.webp', pieces_per_carton: '2.5' },
      { ...good[2]!, path: 'lidded-hyacinth-basket' },
      { ...good[2]!, id: '999999', path: 'another-basket' },
      { ...base, name: 'Hamper again', path: 'seagrass-laundry-hamper', status: 'soon' },
    ];
    return { existing, good, bad, picture };
  }

  it("with errors: the dry run and the import list every row's errors by column, and nothing is written", async () => {
    const { bad } = await files();
    const csv = csvOf(bad, columns);
    const before = await databaseFingerprint(db());
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    const real = await importCsv(csv, false);
    expect(real.status).toBe(400);
    expect(real.body.error).toBe(englishOfRefusal(PRODUCT_CSV_MESSAGES.refused(4)));
    expect(await databaseFingerprint(db())).toBe(before);

    for (const answer of [dry.body, real.body] as ProductImportAnswer[]) {
      expect(answer.valid).toBe(false);
      expect(answer.rows.map((row) => [row.line, row.action])).toEqual([
        [2, 'create'],
        [3, 'create'],
        [4, 'update'],
        [5, 'update'],
        [6, 'create'],
      ]);
      expect(answer.rows[0]!.errors).toEqual({ name: MESSAGES.required, path: CONTENT_MESSAGES.path });
      expect(answer.rows[1]!.errors).toEqual({
        category: englishOf(PRODUCT_CSV_MESSAGES.unknownReference('category', 'Teapots')),
        gallery: englishOf(PRODUCT_CSV_MESSAGES.unknownPicture('/media/nowhere.webp')),
        pieces_per_carton: CONTENT_MESSAGES.number(1, 10000, 0),
      });
      // The first row's path is not one (its own error says so): this one is free.
      expect(answer.rows[2]!.errors).toEqual({});
      expect(answer.rows[3]!.errors).toEqual({ id: englishOf(PRODUCT_CSV_MESSAGES.unknownId) });
      expect(answer.rows[4]!.errors).toEqual({
        status: englishOf(PRODUCT_CSV_MESSAGES.status),
        path: englishOf(PRODUCT_CSV_MESSAGES.pathInFile(3)),
      });
    }
  });

  it('fixed: writes every row in one transaction, new products as drafts unless published, with history and audit entries', async () => {
    const { existing, good, picture } = await files();
    const csv = csvOf(good, columns);
    const dry = await importCsv(csv, true);
    expect(dry.body).toMatchObject({ valid: true });
    expect((dry.body as ProductImportAnswer).rows.map((row) => [row.name, row.action, row.errors])).toEqual([
      ['Lidded hyacinth basket', 'create', {}],
      ['Seagrass laundry hamper', 'create', {}],
      [`${existing.name} (large)`, 'update', {}],
    ]);
    const count = await productCount();
    const response = await importCsv(csv, false);
    expect(response.status).toBe(200);
    expect(response.body.imported).toEqual({ created: 2, updated: 1, unchanged: 0 });
    expect(await productCount()).toBe(count + 2);

    const draft = await db()
      .selectFrom('content_draft')
      .select(['item_id', 'item_values'])
      .where('content_type', '=', 'product')
      .where(sql`item_values ->> 'path'`, '=', 'lidded-hyacinth-basket')
      .executeTakeFirstOrThrow();
    expect(draft.item_values).toMatchObject({ name: 'Lidded hyacinth basket', colours: ['natural', 'grey'], pieces_per_carton: 12 });
    const hamper = await db()
      .selectFrom('product')
      .select(['id', 'gallery'])
      .where('path', '=', 'seagrass-laundry-hamper')
      .executeTakeFirstOrThrow();
    // The picture named by its address is the catalogue's picture, with its sizes and alt text.
    expect(hamper.gallery[0]).toMatchObject({ src: picture, variants: expect.any(Array) });
    expect(hamper.gallery[0]!.variants.length).toBeGreaterThan(0);
    expect((await visitor.get('/api/product/getByPath/seagrass-laundry-hamper')).status).toBe(200);
    const changed = await db()
      .selectFrom('product')
      .select(['name', 'pieces_per_carton'])
      .where('id', '=', Number(existing.id))
      .executeTakeFirstOrThrow();
    expect(changed).toEqual({ name: `${existing.name} (large)`, pieces_per_carton: 999 });

    const actions = await db()
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'detail'])
      .where('actor_staff_id', '=', staff.editor.staffId)
      .where('action', 'in', ['content.created', 'content.published', 'content.updated', 'content.imported'])
      .orderBy('id')
      .execute();
    expect(actions.slice(-5).map((a) => a.action)).toEqual([
      'content.created',
      'content.created',
      'content.published',
      'content.updated',
      'content.imported',
    ]);
    expect(actions.at(-1)!.detail).toEqual({ created: 2, updated: 1, unchanged: 0 });
    const history = await db()
      .selectFrom('content_history')
      .select(['action', 'changed_fields'])
      .where('content_type', '=', 'product')
      .where('item_id', '=', Number(existing.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ action: 'updated', changed_fields: ['name', 'pieces_per_carton'] });
  });

  it('warns of text cells Excel would run as formulas, imports them as typed, and exports them marked as text', async () => {
    const { good } = await files();
    const rows = [
      { ...good[0]!, name: '=HYPERLINK("http://evil.example","Basket")', path: 'warned-hyperlink-basket', colours: '@grey; natural' },
      // Marked as text (as the export writes it), a plain number, and a number column: nothing to warn of.
      { ...good[0]!, name: "'+ Large hamper", path: 'warned-marked-hamper', colours: '-5', pieces_per_carton: '12' },
      { ...good[0]!, name: 'Tray', path: 'Formula Tray', detail: '-<p>Bamboo.</p>' },
    ];
    const csv = csvOf(rows, columns);
    const dry = (await importCsv(csv, true)).body as ProductImportAnswer;
    expect(dry.rows.map((row) => [row.line, row.errors, row.warnings])).toEqual([
      [2, {}, { name: englishOf(PRODUCT_CSV_MESSAGES.formula('=')), colours: englishOf(PRODUCT_CSV_MESSAGES.formula('@')) }],
      [3, {}, undefined],
      // The path is refused anyway: only the detail is warned of.
      [4, { path: CONTENT_MESSAGES.path }, { detail: englishOf(PRODUCT_CSV_MESSAGES.formula('-')) }],
    ]);
    expect(englishOf(PRODUCT_CSV_MESSAGES.formula('='))).toMatch(/^Starts with "=": Excel will treat it as a formula/);

    // A warning does not stop the import: the first two rows go in as typed.
    const imported = await importCsv(csvOf(rows.slice(0, 2), columns), false);
    expect(imported.status).toBe(200);
    expect(imported.body.imported).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const { text, rows: exportedRows } = await exported();
    const stored = exportedRows.filter((row) => row.path!.startsWith('warned-'));
    expect(stored.map((row) => [row.name, row.colours])).toEqual([
      [`'=HYPERLINK("http://evil.example","Basket")`, "'@grey; natural"],
      ["'+ Large hamper", "'-5"],
    ]);
    // The export imports back unchanged, with nothing to warn of: its formula-like cells are marked as text.
    const again = (await importCsv(text, true)).body as ProductImportAnswer;
    const back = again.rows.filter((row) => stored.some((s) => s.id === String(row.id)));
    expect(back.map((row) => [row.name, row.action, row.warnings])).toEqual([
      ['=HYPERLINK("http://evil.example","Basket")', 'unchanged', undefined],
      ['+ Large hamper', 'unchanged', undefined],
    ]);
  });

  it('refuses a row whose product was changed in the back office since the export, naming its version', async () => {
    const { rows } = await exported();
    const row = rows.find((r) => r.status === 'published')!;
    const item = (await get(endpointUrl(contentApi.get, { params: { type: 'product', id: row.id! } }))).body as ContentItem;
    const saved = await post(endpointUrl(contentApi.update, { params: { type: 'product', id: row.id! } }), {
      values: { ...item.values, seo_title: 'Changed meanwhile' },
      version: item.version,
    });
    expect(saved.status).toBe(200);
    const response = await importCsv(csvOf([{ ...row, packing_note: 'Nested by fives' }]), true);
    expect(response.body.rows[0].errors).toEqual({ version: englishOf(PRODUCT_CSV_MESSAGES.changedSince(item.version + 1)) });
  });

  it('refuses a path another product has', async () => {
    const { rows } = await exported();
    const [first, second] = rows.filter((r) => r.status === 'published');
    const response = await importCsv(csvOf([{ id: first!.id!, path: second!.path! }]), true);
    expect(response.body.rows[0].errors).toEqual({ path: englishOf(CONTENT_SERVICE_MESSAGES.pathTaken) });
  });

  it('that fails half way writes nothing', async () => {
    const { good } = await files();
    const rows = [
      { ...good[0]!, name: 'First of two', path: 'first-of-two' },
      { ...good[0]!, name: 'Breaks the database', path: 'breaks-the-database' },
    ];
    // The database refuses the second product's row: what a lost connection or a full disk would do mid-way.
    await sql`create function refuse_breaking_draft() returns trigger language plpgsql as $$
      begin
        if new.item_values ->> 'path' = 'breaks-the-database' then raise exception 'disk full'; end if;
        return new;
      end $$`.execute(db());
    await sql`create trigger refuse_breaking_draft before insert on content_draft
      for each row execute function refuse_breaking_draft()`.execute(db());
    try {
      const before = await databaseFingerprint(db());
      const csv = csvOf(rows, columns);
      expect((await importCsv(csv, true)).body.valid).toBe(true);
      const response = await importCsv(csv, false);
      expect(response.status).toBe(500);
      expect(await databaseFingerprint(db())).toBe(before);
    } finally {
      await sql`drop trigger refuse_breaking_draft on content_draft`.execute(db());
      await sql`drop function refuse_breaking_draft()`.execute(db());
    }
  });

  it('refuses a file that is not a product CSV as a whole, with a message for the file', async () => {
    const cases: [string, string][] = [
      ['name,colour\nBasket,red\n', englishOf(PRODUCT_CSV_MESSAGES.unknownColumn('colour'))],
      ['name,path\n', englishOf(PRODUCT_CSV_MESSAGES.empty)],
      ['path\nbasket\n', englishOf(PRODUCT_CSV_MESSAGES.noNameOrId)],
    ];
    for (const [csv, message] of cases) {
      const response = await importCsv(csv, true);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ csv: message });
    }
    expect((await importCsv('x'.repeat(4_000_001), true)).body.errors).toEqual({ csv: englishOf(PRODUCT_CSV_MESSAGES.tooLong) });
  });

  it('says in plain words which row and column of a malformed file to mend, counting rows as a spreadsheet does', async () => {
    const cases: [string, string][] = [
      ['name,path\n"Basket,basket\n', englishOfRefusal(PRODUCT_CSV_MESSAGES.unreadable(2, 'name', 'quoteNotClosed'))],
      // A cell over two lines and a blank line are rows 2 and 3 of the spreadsheet: the stray quotation mark is on row 4.
      ['Name,Path\n"Oval\ntray",tray\n\nBasket,bas"ket\n', englishOfRefusal(PRODUCT_CSV_MESSAGES.unreadable(4, 'Path', 'quoteInsideCell'))],
      ['name,path\n"Basket" large,basket\n', englishOfRefusal(PRODUCT_CSV_MESSAGES.unreadable(2, 'name', 'textAfterQuote'))],
      ['name,"pa"th\nBasket,basket\n', englishOfRefusal(PRODUCT_CSV_MESSAGES.unreadable(1, null, 'textAfterQuote'))],
    ];
    for (const [csv, message] of cases) {
      const before = await databaseFingerprint(db());
      for (const dryRun of [true, false]) {
        const response = await importCsv(csv, dryRun);
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ csv: message });
      }
      expect(await databaseFingerprint(db())).toBe(before);
    }
    expect(englishOfRefusal(PRODUCT_CSV_MESSAGES.unreadable(2, 'name', 'quoteNotClosed'))).toBe(
      'Row 2, column "name": a quotation mark (") opens this cell and is never closed, so everything after it would be one cell. Add the closing quotation mark, or save the file again from your spreadsheet as CSV.',
    );
  });
});
