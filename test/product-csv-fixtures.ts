import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { endpointUrl } from '../shared/contracts/endpoint-url';
import { productCsvApi } from '../shared/contracts/product-csv';
import { httpClient } from './http';
import { type SignedIn, signedInAs } from './staff-sessions';
import { createIsolatedTestApp, OWN_DATABASE_SETUP_MS } from './test-app';

// Products exported and imported as CSV through the API, as the back office's Import screen uses it, on a database
// of its own.

export const EXPORT_URL = endpointUrl(productCsvApi.exportCsv, {});
export const IMPORT_URL = endpointUrl(productCsvApi.importCsv, {});

/** A CSV file of `rows`, with a header of `columns` (the first row's, unless told). */
export const csvOf = (rows: Record<string, string | number>[], columns: readonly string[] = Object.keys(rows[0]!)) =>
  stringify(rows, { header: true, columns: [...columns] });

/**
 * An application on a database of its own (made in a `beforeAll`, dropped in an `afterAll`), with an editor (Hoa)
 * and a sales person signed in. `get` and `post` ask as the editor unless told whom; `visitor` as a buyer's browser.
 */
export function productCsvSite() {
  let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
  const staff = {} as { editor: SignedIn; sales: SignedIn };
  beforeAll(async () => {
    site = await createIsolatedTestApp();
    staff.editor = await signedInAs(site.database.db, 'editor', { name: 'Hoa Editor' });
    staff.sales = await signedInAs(site.database.db, 'sales');
  }, OWN_DATABASE_SETUP_MS);
  afterAll(() => site.dispose());

  const db = () => site.database.db;
  const { get, post } = httpClient(
    () => site.app,
    () => staff.editor,
  );
  const visitor = httpClient(() => site.app);

  /** The export as the editor downloads it: its text, and its rows by column. */
  async function exported(): Promise<{ text: string; rows: Record<string, string>[] }> {
    const response = await get(EXPORT_URL);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    const text = response.text;
    return { text, rows: parse(text, { bom: true, columns: true }) as Record<string, string>[] };
  }

  /** `csv` imported (or only checked, with `dryRun`), with the pictures of a zip already uploaded when given. */
  const importCsv = (csv: string, dryRun: boolean, who: SignedIn = staff.editor, zipPictures?: Record<string, number | null>) =>
    post(IMPORT_URL, { csv, dryRun, ...(zipPictures ? { zipPictures } : {}) }, who);

  /** How many products there are, published and drafts. */
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

  /** A published product with pictures, as the export has it: its row, its category's name and its first picture. */
  async function aProduct(): Promise<{ row: Record<string, string>; categoryName: string; picture: string }> {
    const { rows } = await exported();
    const row = rows.find((r) => r.status === 'published' && r.gallery)!;
    const category = await db().selectFrom('category').select('name').where('path', '=', row.category!).executeTakeFirstOrThrow();
    return { row, categoryName: category.name, picture: row.gallery!.split(' | ')[0]! };
  }

  return { staff, db, get, post, visitor, exported, importCsv, productCount, aProduct };
}
