import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import request from 'supertest';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import type { ContentItem } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MESSAGES, productCsvApi, type ProductImportAnswer } from '../../../shared/contracts/product-csv';
import { MESSAGES } from '../../../shared/validation/rules';
import { databaseFingerprint } from '../../../test/database-fingerprint';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp, TEST_BASE_URL } from '../../../test/test-app';
import { mediaApi } from '../../../shared/contracts/media';
import type { MediaItem } from '../../../shared/media';
import type { Picture } from '../../../shared/picture';
import { plainPicture, processWaitingPictures } from '../../../test/media-fixtures';
import { CONTENT_SERVICE_MESSAGES } from './content.service';

// Products exported and imported as CSV through the API, as the back office's Import screen uses it, on a database
// of its own: a file with errors lists each row's and writes nothing; the same file, fixed, is written whole.

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let editor: SignedIn;
let sales: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp();
  editor = await signedInAs(site.database.db, 'editor', { name: 'Hoa Editor' });
  sales = await signedInAs(site.database.db, 'sales');
});
afterAll(() => site.dispose());

const db = () => site.database.db;
const exportUrl = endpointUrl(productCsvApi.exportCsv, {});
const importUrl = endpointUrl(productCsvApi.importCsv, {});

async function exported(): Promise<{ text: string; rows: Record<string, string>[] }> {
  const response = await request(site.app).get(exportUrl).set(editor.headers);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
  const text = response.text;
  return { text, rows: parse(text, { bom: true, columns: true }) as Record<string, string>[] };
}

const importCsv = (csv: string, dryRun: boolean, who: SignedIn = editor, zipPictures?: Record<string, number | null>) =>
  request(site.app)
    .post(importUrl)
    .set(who.headers)
    .send({ csv, dryRun, ...(zipPictures ? { zipPictures } : {}) });
const csvOf = (rows: Record<string, string | number>[], columns: readonly string[] = Object.keys(rows[0]!)) =>
  stringify(rows, { header: true, columns: [...columns] });

const productCount = async () => {
  const live = await db()
    .selectFrom('product')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const drafts = await db()
    .selectFrom('content_draft')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('content_type', '=', 'product')
    .executeTakeFirstOrThrow();
  return live.n + drafts.n;
};

async function aProduct(): Promise<{ row: Record<string, string>; categoryName: string; picture: string }> {
  const { rows } = await exported();
  const row = rows.find((r) => r.status === 'published' && r.gallery)!;
  const category = await db().selectFrom('category').select('name').where('path', '=', row.category!).executeTakeFirstOrThrow();
  return { row, categoryName: category.name, picture: row.gallery!.split(' | ')[0]! };
}

describe('who may export and import products', () => {
  it('refuses sales (403) and strangers (401), and writes nothing', async () => {
    const before = await databaseFingerprint(db());
    expect((await request(site.app).get(exportUrl).set(sales.headers)).status).toBe(403);
    expect((await request(site.app).get(exportUrl)).status).toBe(401);
    expect((await importCsv('name\nBasket\n', false, sales)).status).toBe(403);
    const anonymous = request(site.app).post(importUrl).set('Origin', TEST_BASE_URL);
    expect((await anonymous.send({ csv: 'name\nBasket\n', dryRun: false })).status).toBe(401);
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
    .values({ content_type: 'product', item_id: id, item_values: JSON.stringify(values), updated_by: editor.staffId })
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
    expect(real.body.error).toBe(PRODUCT_CSV_MESSAGES.refused(4));
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
        category: PRODUCT_CSV_MESSAGES.unknownReference('category', 'Teapots'),
        gallery: PRODUCT_CSV_MESSAGES.unknownPicture('/media/nowhere.webp'),
        pieces_per_carton: CONTENT_MESSAGES.number(1, 10000, 0),
      });
      // The first row's path is not one (its own error says so): this one is free.
      expect(answer.rows[2]!.errors).toEqual({});
      expect(answer.rows[3]!.errors).toEqual({ id: PRODUCT_CSV_MESSAGES.unknownId });
      expect(answer.rows[4]!.errors).toEqual({ status: PRODUCT_CSV_MESSAGES.status, path: PRODUCT_CSV_MESSAGES.pathInFile(3) });
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
    expect((await request(site.app).get('/api/product/getByPath/seagrass-laundry-hamper')).status).toBe(200);
    const changed = await db()
      .selectFrom('product')
      .select(['name', 'pieces_per_carton'])
      .where('id', '=', Number(existing.id))
      .executeTakeFirstOrThrow();
    expect(changed).toEqual({ name: `${existing.name} (large)`, pieces_per_carton: 999 });

    const actions = await db()
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'detail'])
      .where('actor_staff_id', '=', editor.staffId)
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
      [2, {}, { name: PRODUCT_CSV_MESSAGES.formula('='), colours: PRODUCT_CSV_MESSAGES.formula('@') }],
      [3, {}, undefined],
      // The path is refused anyway: only the detail is warned of.
      [4, { path: CONTENT_MESSAGES.path }, { detail: PRODUCT_CSV_MESSAGES.formula('-') }],
    ]);
    expect(PRODUCT_CSV_MESSAGES.formula('=')).toMatch(/^Starts with "=": Excel will treat it as a formula/);

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
    const item = (
      await request(site.app)
        .get(endpointUrl(contentApi.get, { params: { type: 'product', id: row.id! } }))
        .set(editor.headers)
    ).body as ContentItem;
    const saved = await request(site.app)
      .post(endpointUrl(contentApi.update, { params: { type: 'product', id: row.id! } }))
      .set(editor.headers)
      .send({ values: { ...item.values, seo_title: 'Changed meanwhile' }, version: item.version });
    expect(saved.status).toBe(200);
    const response = await importCsv(csvOf([{ ...row, packing_note: 'Nested by fives' }]), true);
    expect(response.body.rows[0].errors).toEqual({ version: PRODUCT_CSV_MESSAGES.changedSince(item.version + 1) });
  });

  it('refuses a path another product has', async () => {
    const { rows } = await exported();
    const [first, second] = rows.filter((r) => r.status === 'published');
    const response = await importCsv(csvOf([{ id: first!.id!, path: second!.path! }]), true);
    expect(response.body.rows[0].errors).toEqual({ path: CONTENT_SERVICE_MESSAGES.pathTaken });
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
      ['name,colour\nBasket,red\n', PRODUCT_CSV_MESSAGES.unknownColumn('colour')],
      ['name,path\n', PRODUCT_CSV_MESSAGES.empty],
      ['path\nbasket\n', PRODUCT_CSV_MESSAGES.noNameOrId],
    ];
    for (const [csv, message] of cases) {
      const response = await importCsv(csv, true);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ csv: message });
    }
    expect((await importCsv('x'.repeat(4_000_001), true)).body.errors).toEqual({ csv: PRODUCT_CSV_MESSAGES.tooLong });
  });

  it('says in plain words which row and column of a malformed file to mend, counting rows as a spreadsheet does', async () => {
    const cases: [string, string][] = [
      ['name,path\n"Basket,basket\n', PRODUCT_CSV_MESSAGES.unreadable(2, 'name', 'quoteNotClosed')],
      // A cell over two lines and a blank line are rows 2 and 3 of the spreadsheet: the stray quotation mark is on row 4.
      ['Name,Path\n"Oval\ntray",tray\n\nBasket,bas"ket\n', PRODUCT_CSV_MESSAGES.unreadable(4, 'Path', 'quoteInsideCell')],
      ['name,path\n"Basket" large,basket\n', PRODUCT_CSV_MESSAGES.unreadable(2, 'name', 'textAfterQuote')],
      ['name,"pa"th\nBasket,basket\n', PRODUCT_CSV_MESSAGES.unreadable(1, null, 'textAfterQuote')],
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
    expect(PRODUCT_CSV_MESSAGES.unreadable(2, 'name', 'quoteNotClosed')).toBe(
      'Row 2, column "name": a quotation mark (") opens this cell and is never closed, so everything after it would be one cell. Add the closing quotation mark, or save the file again from your spreadsheet as CSV.',
    );
  });
});

describe('an import with new pictures from a zip file', () => {
  const columns = ['name', 'path', 'category', 'material', 'description', 'detail', 'gallery'];

  async function newProductRows() {
    const { row, categoryName, picture } = await aProduct();
    const base = { category: categoryName, material: row.material!, description: '<p>Woven by hand.</p>', detail: '<p>Rattan.</p>' };
    return [
      { ...base, name: 'Zip rattan chair', path: 'zip-rattan-chair', gallery: `chair-front.jpg | ${picture} | Chair-Side.PNG` },
      { ...base, name: 'Zip rattan stool', path: 'zip-rattan-stool', gallery: 'chair-front.jpg' },
    ];
  }

  /** A picture uploaded to the library and described, as the Import screen does with a file of the zip; made ready unless told. */
  async function uploaded(name: string, colour: string, { ready = true } = {}): Promise<MediaItem> {
    const response = await request(site.app)
      .post(endpointUrl(mediaApi.upload, { query: { name } }))
      .set(editor.headers)
      .set('Content-Type', 'application/octet-stream')
      .send(await plainPicture(700, 500, 'jpeg', colour));
    expect(response.status).toBe(201);
    const item = response.body as MediaItem;
    if (ready) await processWaitingPictures(db());
    const described = await request(site.app)
      .post(endpointUrl(mediaApi.update, { params: { id: String(item.id) } }))
      .set(editor.headers)
      .send({ alt: 'Rattan chair, front', focus: { x: 0.5, y: 0.5 }, version: item.version });
    expect(described.status).toBe(200);
    return described.body as MediaItem;
  }

  it('checks the file names against the zip in the dry run, and lists the pictures to upload with their alt text', async () => {
    const csv = csvOf(await newProductRows(), columns);
    const dry = await importCsv(csv, true, editor, { 'chair-front.jpg': null, 'chair-side.png': null, 'unused.jpg': null });
    expect(dry.status).toBe(200);
    const answer = dry.body as ProductImportAnswer;
    expect(answer.rows.map((row) => row.errors)).toEqual([{}, {}]);
    expect(answer.valid).toBe(true);
    // Only the pictures the rows name, each once, described by the first product that shows it; names in any case.
    expect(answer.zipPictures).toEqual([
      { file: 'chair-front.jpg', alt: 'Zip rattan chair' },
      { file: 'chair-side.png', alt: 'Zip rattan chair' },
    ]);

    const without = (await importCsv(csv, true)).body as ProductImportAnswer;
    expect(without.rows[0]!.errors).toEqual({ gallery: PRODUCT_CSV_MESSAGES.noZip('chair-front.jpg') });
    const missing = (await importCsv(csv, true, editor, { 'chair-front.jpg': null })).body as ProductImportAnswer;
    expect(missing.rows.map((row) => row.errors)).toEqual([{ gallery: PRODUCT_CSV_MESSAGES.notInZip('Chair-Side.PNG') }, {}]);
  });

  it("takes a picture's full address on this site as its path, and refuses another site's pictures", async () => {
    const [chair] = await newProductRows();
    const { picture } = await aProduct();
    const full = csvOf([{ ...chair!, gallery: `${TEST_BASE_URL}${picture}` }], columns);
    expect(((await importCsv(full, true)).body as ProductImportAnswer).rows[0]!.errors).toEqual({});
    const foreign = csvOf([{ ...chair!, gallery: 'https://photos.example.com/chair.jpg' }], columns);
    expect(((await importCsv(foreign, true)).body as ProductImportAnswer).rows[0]!.errors).toEqual({
      gallery: PRODUCT_CSV_MESSAGES.foreignPicture('https://photos.example.com/chair.jpg'),
    });
  });

  it('imports with the uploaded pictures once they are ready, and refuses pictures not uploaded or not ready', async () => {
    const csv = csvOf(await newProductRows(), columns);
    const before = await databaseFingerprint(db());
    const notUploaded = await importCsv(csv, false, editor, { 'chair-front.jpg': null, 'chair-side.png': null });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.rows[0].errors).toEqual({ gallery: PRODUCT_CSV_MESSAGES.notUploaded('chair-front.jpg') });
    expect(await databaseFingerprint(db())).toBe(before);

    const front = await uploaded('chair-front.jpg', '#7a4b21');
    const side = await uploaded('chair-side.png', '#b08850', { ready: false });
    const early = await importCsv(csv, false, editor, { 'chair-front.jpg': front.id, 'chair-side.png': side.id });
    expect(early.status).toBe(400);
    expect(early.body.rows[0].errors).toEqual({ gallery: PRODUCT_CSV_MESSAGES.notReady('chair-side.png') });

    // It was described already: only its sizes were missing.
    expect(side.alt).toBe('Rattan chair, front');
    await processWaitingPictures(db());
    const done = await importCsv(csv, false, editor, { 'chair-front.jpg': front.id, 'chair-side.png': side.id });
    expect(done.status).toBe(200);
    expect(done.body.imported).toEqual({ created: 2, updated: 0, unchanged: 0 });

    const { rows } = await exported();
    const chair = rows.find((row) => row.path === 'zip-rattan-chair')!;
    const gallery = chair.gallery!.split(' | ');
    expect(gallery).toHaveLength(3);
    expect(gallery[0]).toMatch(/^\/media\/[0-9a-f]{32}\//);
    // The library counts both products as showing the front picture: it cannot be deleted from under them.
    const stored = await db().selectFrom('content_draft').select('item_values').where('content_type', '=', 'product').execute();
    const galleries = stored.map((row) => (row.item_values as { gallery: Picture[] }).gallery);
    expect(galleries.filter((g) => g.some((picture) => picture.mediaId === front.id))).toHaveLength(2);
    const frontNow = (
      await request(site.app)
        .get(endpointUrl(mediaApi.get, { params: { id: String(front.id) } }))
        .set(editor.headers)
    ).body as MediaItem;
    expect(frontNow.uses).toBe(2);
  });
});

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
    const page = await request(site.app).get(`/api/product/getByPath/${row.path}`);
    expect(page.body.spec).toMatchObject({ size: 'Set of 3: 30/35/40 cm', hsCode: '4602.12.10', netKg: 8.25, moqPieces: 250 });
  });
});
