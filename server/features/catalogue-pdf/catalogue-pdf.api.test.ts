import request from 'supertest';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { paths } from '../../../shared/paths';
import { watchContentRevision } from '../../db/content-revision';
import { readContentRevision } from '../../db/content-revision.repository';
import { createLogger } from '../../logger';
import { deliverDueMails, messageIdHostOf, smtpSender } from '../../mail/outbox-worker';
import { cutDownCatalogue, pdfResponse, pdfTextOf, type ShownCategory } from '../../../test/catalogue-pdf-fixtures';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createIsolatedTestApp, TEST_BASE_URL } from '../../../test/test-app';
import { freePort } from '../../../test/wait';
import { createCataloguePdfService } from './catalogue-pdf.service';

// The PDF catalogue and the line sheets as a buyer gets them, on a catalogue of its own cut down to two categories
// of three products (test/catalogue-pdf-fixtures.ts). The editions in other languages: catalogue-pdf-locales.api.test.ts.

let isolated: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let kept: { id: number; name: string; path: string }[];
let shown: ShownCategory[];

const textOf = pdfTextOf;
const pdfOf = (path: string, headers: Record<string, string> = {}) => pdfResponse(isolated.app, path, headers);

beforeAll(async () => {
  isolated = await createIsolatedTestApp();
  shown = await cutDownCatalogue(isolated.database.db);
  kept = shown.flatMap((category) => category.products);
}, 120_000);
afterAll(() => isolated.dispose());

describe('the PDF catalogue', () => {
  it('is a PDF of every published category and product, with the company and its trading terms, and no price', async () => {
    const response = await pdfOf(paths.cataloguePdf());
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="product-catalogue.pdf"');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(response.headers.etag).toMatch(/^"\d+-[\w-]{22}"$/);
    expect(new Date(response.headers['last-modified']!).getTime()).not.toBeNaN();
    const text = await textOf(response.body as Buffer);
    const site = await isolated.database.db.selectFrom('site_config').select(['company_name', 'tax_number']).executeTakeFirstOrThrow();
    for (const words of [site.company_name, `Tax number ${site.tax_number}`, 'Minimum order 100 pieces per colour per item']) {
      expect(text).toContain(words);
    }
    for (const category of shown) {
      expect(text).toContain(category.name);
      for (const product of category.products) expect(text).toContain(product.name);
    }
    expect(text).toContain('Minimum order: 100 pieces per colour');
    // Prices are quoted per order: no currency and no amount anywhere.
    expect(text).not.toMatch(/USD|US\$|\$|€|unit price|price list/i);
  });

  it('leaves out a draft product, and a product once it is unpublished, in a new edition with a new ETag', async () => {
    const { db } = isolated.database;
    const before = await pdfOf(paths.cataloguePdf());
    // A new product saved as a draft, never published.
    await db
      .insertInto('content_draft')
      .values({ content_type: 'product', item_id: 999_001, item_values: JSON.stringify({ name: 'Unreleased Water Hyacinth Hamper' }) })
      .execute();
    const [gone] = shown[0]!.products;
    // Unpublished: the live row leaves the product table and its values become a draft.
    await db.deleteFrom('product').where('id', '=', gone!.id).execute();
    await db
      .insertInto('content_draft')
      .values({ content_type: 'product', item_id: gone!.id, item_values: JSON.stringify({ name: gone!.name }) })
      .execute();

    const after = await pdfOf(paths.cataloguePdf(), { 'If-None-Match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const text = await textOf(after.body as Buffer);
    expect(text).not.toContain('Unreleased Water Hyacinth Hamper');
    expect(text).not.toContain(gone!.name);
    for (const product of kept.filter((each) => each.id !== gone!.id)) expect(text).toContain(product.name);
    shown[0]!.products = shown[0]!.products.filter((each) => each.id !== gone!.id);
  });

  it('is drawn once per change of content, and served from then on, by every process alike', async () => {
    const { db } = isolated.database;
    const drawings: string[] = [];
    const service = () =>
      createCataloguePdfService(db, {
        revision: watchContentRevision(() => readContentRevision(db), 0),
        baseUrl: TEST_BASE_URL,
        pictureBytes: async () => null,
        drawn: (key) => drawings.push(key),
      });
    // Moved, so that the file the app made earlier is of an older revision.
    await db.updateTable('product').set({ packing_note: 'Nested in sets of three' }).where('id', '=', shown[1]!.products[0]!.id).execute();
    const [first, second] = [service(), service()];
    const made = await first.catalogue();
    expect(drawings).toEqual(['en/catalogue']);
    // Asked again, by this process and by another: the same file, drawn by nobody.
    expect((await first.catalogue()).etag).toBe(made.etag);
    expect((await second.catalogue()).etag).toBe(made.etag);
    expect(drawings).toEqual(['en/catalogue']);
    expect(await textOf((await second.catalogue()).bytes)).toContain('Packing: Nested in sets of three');

    await db.updateTable('site_config').set({ tax_number: '0109998887' }).execute();
    const next = await second.catalogue();
    expect(next.etag).not.toBe(made.etag);
    expect((await first.catalogue()).etag).toBe(next.etag);
    expect(drawings).toEqual(['en/catalogue', 'en/catalogue']);
    expect(await textOf(next.bytes)).toContain('Tax number 0109998887');
  });

  it('answers a browser that has the current edition with 304 Not Modified', async () => {
    const current = await pdfOf(paths.cataloguePdf());
    const again = await request(isolated.app).get(paths.cataloguePdf()).set('If-None-Match', current.headers.etag!);
    expect(again.status).toBe(304);
  });
});

describe('a category’s line sheet', () => {
  it('has that category’s products alone', async () => {
    const [mine, other] = shown;
    const response = await pdfOf(paths.lineSheetPdf(mine!.path));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="line-sheet-${mine!.path}.pdf"`);
    const text = await textOf(response.body as Buffer);
    expect(text).toContain(mine!.name);
    for (const product of mine!.products) expect(text).toContain(product.name);
    expect(text).not.toContain(other!.name);
    for (const product of other!.products) expect(text).not.toContain(product.name);
    expect(text).not.toMatch(/USD|\$|€/);
  });

  it.each(['/catalogue/no-such-category.pdf', '/catalogue/Baskets.pdf', '/catalogue/..%2Fcatalogue.pdf', '/catalogue/baskets'])(
    'answers %s with 404',
    async (path) => {
      const response = await request(isolated.app).get(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/pdf/);
    },
  );
});

describe('the catalogue request’s acknowledgement', () => {
  it('carries the catalogue as a PDF attachment and its address, delivered over SMTP', async () => {
    const port = await freePort();
    const sink = await startSmtpSink(port);
    const sender = smtpSender(`smtp://127.0.0.1:${port}`, 'Website <web@catalogue.test>');
    const logger = createLogger({ env: 'test', logLevel: 'silent' });
    try {
      const response = await request(isolated.app)
        .post(`/api${inquiriesApi.registerEmail.path}`)
        .set('X-Forwarded-For', '10.88.0.7')
        .send({ email: 'catalogue-buyer@buyer.example' });
      expect(response.status).toBe(201);
      await deliverDueMails(isolated.database.db, sender, logger, { messageIdHost: messageIdHostOf(TEST_BASE_URL) });
      const mail = sink.received.find((each) => each.to.includes('catalogue-buyer@buyer.example'))!;
      expect(mail.text).toContain(
        `Our product catalogue is attached to this e-mail as a PDF. Its latest edition is always here:\n${TEST_BASE_URL}/catalogue.pdf`,
      );
      expect(mail.attachments.map((file) => [file.fileName, file.contentType])).toEqual([['product-catalogue.pdf', 'application/pdf']]);
      const text = await textOf(mail.attachments[0]!.content);
      for (const category of shown) expect(text).toContain(category.name);
      // Delivered, the file is no longer kept with the mail.
      expect(await isolated.database.db.selectFrom('email_attachment').select('outbox_id').execute()).toEqual([]);
    } finally {
      sender.close();
      await sink.close();
    }
  });
});
