import { englishOf } from '../../../shared/i18n/english';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { PRODUCT_CSV_MESSAGES, type ProductImportAnswer } from '../../../shared/contracts/product-csv';
import { mediaApi } from '../../../shared/contracts/media';
import type { MediaItem } from '../../../shared/media';
import type { Picture } from '../../../shared/picture';
import { databaseFingerprint } from '../../../test/database-fingerprint';
import { plainPicture, processWaitingPictures } from '../../../test/media-fixtures';
import { csvOf, productCsvSite } from '../../../test/product-csv-fixtures';
import { TEST_BASE_URL } from '../../../test/test-app';

// A product CSV imported with new pictures from a zip beside it: the file names checked against the zip, the
// pictures uploaded to the library by the Import screen, and the products written once they are ready.

const { staff, db, get, post, exported, importCsv, aProduct } = productCsvSite();

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
    const response = await post(endpointUrl(mediaApi.upload, { query: { name } }), await plainPicture(700, 500, 'jpeg', colour)).set(
      'Content-Type',
      'application/octet-stream',
    );
    expect(response.status).toBe(201);
    const item = response.body as MediaItem;
    if (ready) await processWaitingPictures(db());
    const described = await post(endpointUrl(mediaApi.update, { params: { id: String(item.id) } }), {
      alt: 'Rattan chair, front',
      focus: { x: 0.5, y: 0.5 },
      version: item.version,
    });
    expect(described.status).toBe(200);
    return described.body as MediaItem;
  }

  it('checks the file names against the zip in the dry run, and lists the pictures to upload with their alt text', async () => {
    const csv = csvOf(await newProductRows(), columns);
    const dry = await importCsv(csv, true, staff.editor, { 'chair-front.jpg': null, 'chair-side.png': null, 'unused.jpg': null });
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
    expect(without.rows[0]!.errors).toEqual({ gallery: englishOf(PRODUCT_CSV_MESSAGES.noZip('chair-front.jpg')) });
    const missing = (await importCsv(csv, true, staff.editor, { 'chair-front.jpg': null })).body as ProductImportAnswer;
    expect(missing.rows.map((row) => row.errors)).toEqual([{ gallery: englishOf(PRODUCT_CSV_MESSAGES.notInZip('Chair-Side.PNG')) }, {}]);
  });

  it("takes a picture's full address on this site as its path, and refuses another site's pictures", async () => {
    const [chair] = await newProductRows();
    const { picture } = await aProduct();
    const full = csvOf([{ ...chair!, gallery: `${TEST_BASE_URL}${picture}` }], columns);
    expect(((await importCsv(full, true)).body as ProductImportAnswer).rows[0]!.errors).toEqual({});
    const foreign = csvOf([{ ...chair!, gallery: 'https://photos.example.com/chair.jpg' }], columns);
    expect(((await importCsv(foreign, true)).body as ProductImportAnswer).rows[0]!.errors).toEqual({
      gallery: englishOf(PRODUCT_CSV_MESSAGES.foreignPicture('https://photos.example.com/chair.jpg')),
    });
  });

  it('imports with the uploaded pictures once they are ready, and refuses pictures not uploaded or not ready', async () => {
    const csv = csvOf(await newProductRows(), columns);
    const before = await databaseFingerprint(db());
    const notUploaded = await importCsv(csv, false, staff.editor, { 'chair-front.jpg': null, 'chair-side.png': null });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.rows[0].errors).toEqual({ gallery: englishOf(PRODUCT_CSV_MESSAGES.notUploaded('chair-front.jpg')) });
    expect(await databaseFingerprint(db())).toBe(before);

    const front = await uploaded('chair-front.jpg', '#7a4b21');
    const side = await uploaded('chair-side.png', '#b08850', { ready: false });
    const early = await importCsv(csv, false, staff.editor, { 'chair-front.jpg': front.id, 'chair-side.png': side.id });
    expect(early.status).toBe(400);
    expect(early.body.rows[0].errors).toEqual({ gallery: englishOf(PRODUCT_CSV_MESSAGES.notReady('chair-side.png')) });

    // It was described already: only its sizes were missing.
    expect(side.alt).toBe('Rattan chair, front');
    await processWaitingPictures(db());
    const done = await importCsv(csv, false, staff.editor, { 'chair-front.jpg': front.id, 'chair-side.png': side.id });
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
    const frontNow = (await get(endpointUrl(mediaApi.get, { params: { id: String(front.id) } }))).body as MediaItem;
    expect(frontNow.uses).toBe(2);
  });
});
