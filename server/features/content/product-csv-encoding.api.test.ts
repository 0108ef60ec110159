import { PRODUCT_CSV_MESSAGES, type ProductImportAnswer } from '../../../shared/contracts/product-csv';
import { englishOf } from '../../../shared/i18n/english';
import { englishOfRefusal } from '../../../shared/i18n/refusal-text';
import { csvOf, IMPORT_URL, productCsvSite } from '../../../test/product-csv-fixtures';

// The letters of a product file as they reach the server. The Import screen reads the file's bytes in the encoding
// the spreadsheet saved them in (Excel's plain "CSV" is Windows-1252: client/admin/content/csv-file-text.ts) and
// sends their text; a client that sends the bytes of such a file as UTF-8 has its accented letters turned into "�"
// on the way, which would be stored so ("caf�"). Such a cell is named, and nothing is written.

const { db, post, importCsv, productCount, aProduct } = productCsvSite();

/** The import's request body as a client sends the bytes of a file saved in Windows-1252: one byte a letter. */
const windows1252Body = (body: { csv: string; dryRun: boolean }) => Buffer.from(JSON.stringify(body), 'latin1');

// The bytes as they are: the HTTP client would otherwise write a Buffer as JSON of its own (its types say a
// serializer gives a string; a Buffer is sent as it is all the same).
const postBytes = (bytes: Buffer) =>
  post(IMPORT_URL)
    .set('Content-Type', 'application/json')
    .serialize((body: Buffer) => body as unknown as string)
    .send(bytes);

async function aRow(name: string, path: string) {
  const { row, categoryName, picture } = await aProduct();
  return {
    name,
    path,
    category: categoryName,
    material: row.material!,
    description: '<p>A round basket.</p>',
    detail: '<p>Seagrass.</p>',
    gallery: picture,
    packing_note: 'Crème linen lining',
  };
}

/** The new product drafts at `path`: their name and packing note as stored. */
async function storedNames(path: string) {
  const drafts = await db().selectFrom('content_draft').select('item_values').where('content_type', '=', 'product').execute();
  return drafts
    .map((draft) => draft.item_values as { name?: string; path?: string; packing_note?: string })
    .filter((values) => values.path === path)
    .map((values) => [values.name, values.packing_note]);
}

describe('a product file whose letters could not be read', () => {
  it('names each cell holding "�" in the check and refuses the import, writing nothing', async () => {
    const csv = csvOf([await aRow('Café basket', 'cafe-basket-1252')]);
    const before = await productCount();

    const checked = await postBytes(windows1252Body({ csv, dryRun: true }));
    expect(checked.status).toBe(200);
    const answer = checked.body as ProductImportAnswer;
    expect(answer.valid).toBe(false);
    expect(answer.rows[0]!.errors).toEqual({
      name: englishOf(PRODUCT_CSV_MESSAGES.unreadableLetters),
      packing_note: englishOf(PRODUCT_CSV_MESSAGES.unreadableLetters),
    });

    const imported = await postBytes(windows1252Body({ csv, dryRun: false }));
    expect(imported.status).toBe(400);
    expect((imported.body as ProductImportAnswer).error).toBe(englishOfRefusal(PRODUCT_CSV_MESSAGES.refused(1)));
    expect(await productCount()).toBe(before);
  });

  it('imports the letters of a UTF-8 file as typed, with or without a byte order mark', async () => {
    for (const [bom, path] of [
      ['', 'cafe-basket-utf8'],
      ['\uFEFF', 'cafe-basket-utf8-bom'],
    ] as const) {
      const csv = `${bom}${csvOf([await aRow('Café basket', path)])}`;
      const checked = (await importCsv(csv, true)).body as ProductImportAnswer;
      expect(checked.rows[0]!.errors).toEqual({});
      expect(checked.rows[0]!.name).toBe('Café basket');
      expect((await importCsv(csv, false)).status).toBe(200);
      expect(await storedNames(path)).toEqual([['Café basket', 'Crème linen lining']]);
    }
  });
});
