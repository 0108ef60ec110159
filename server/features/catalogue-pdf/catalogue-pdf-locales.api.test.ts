import request from 'supertest';
import type { SiteLocale } from '../../../shared/i18n/locales';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { localizedHref } from '../../../shared/i18n/locales';
import { paths } from '../../../shared/paths';
import { createLogger } from '../../logger';
import { deliverDueMails, messageIdHostOf, smtpSender } from '../../mail/outbox-worker';
import { cutDownCatalogue, pdfResponse, pdfTextOf, type ShownCategory } from '../../../test/catalogue-pdf-fixtures';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createIsolatedTestApp, TEST_BASE_URL } from '../../../test/test-app';
import { freePort } from '../../../test/wait';

// The catalogue's editions in the site's other languages: /de/catalogue.pdf and the line sheets under /de/catalogue/,
// their own words, the content's published translations (English where a field has none), each edition stored and
// validated on its own; and the German catalogue request answered with the German edition.

let isolated: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let shown: ShownCategory[];

const pdfOf = (path: string, headers: Record<string, string> = {}) => pdfResponse(isolated.app, path, headers);

const GERMAN = { product: 'Seegraskorb mit Griffen, handgeflochten', category: 'Körbe aus Seegras', path: 'koerbe-aus-seegras' };
const JAPANESE = { product: '手編みシーグラスのハンドル付きバスケット', category: 'シーグラスのバスケット' };

/** Publishes `values` as the item's translation into `locale`, replacing the demo's. */
async function publish(kind: 'product' | 'category', id: number, locale: SiteLocale, values: Record<string, string>, path: string | null) {
  const now = new Date();
  await isolated.database.db
    .insertInto('content_translation')
    .values({ kind, item_id: id, locale, values: JSON.stringify(values), path, published_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['kind', 'item_id', 'locale']).doUpdateSet({ values: JSON.stringify(values), path, published_at: now, updated_at: now }),
    )
    .execute();
}

/** Takes the item's translation into `locale` away: it is printed in English there. */
const unpublish = (kind: 'product' | 'category', id: number, locale: SiteLocale) =>
  isolated.database.db
    .deleteFrom('content_translation')
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .where('locale', '=', locale)
    .execute();

beforeAll(async () => {
  isolated = await createIsolatedTestApp();
  shown = await cutDownCatalogue(isolated.database.db);
  const [first, second] = shown;
  await publish('product', first!.products[0]!.id, 'de', { name: GERMAN.product }, null);
  await publish('category', first!.id, 'de', { name: GERMAN.category }, GERMAN.path);
  await publish('product', first!.products[0]!.id, 'ja', { name: JAPANESE.product }, null);
  await publish('category', first!.id, 'ja', { name: JAPANESE.category }, null);
  // Not translated into German: printed in English there.
  await unpublish('product', first!.products[1]!.id, 'de');
  await unpublish('category', second!.id, 'de');
}, 120_000);
afterAll(() => isolated.dispose());

describe('the catalogue in German and Japanese', () => {
  it('lists a category’s products in the German edition by the names it prints, as German sorts them', async () => {
    const [first] = shown;
    const printed = await Promise.all(
      first!.products.map(async (product) => {
        const german = await isolated.database.db
          .selectFrom('content_translation')
          .select('values')
          .where('kind', '=', 'product')
          .where('item_id', '=', product.id)
          .where('locale', '=', 'de')
          .where('published_at', 'is not', null)
          .executeTakeFirst();
        const name = (german?.values as { name?: string } | undefined)?.name;
        return name?.trim() ? name : product.name;
      }),
    );
    const text = await pdfTextOf((await pdfOf(localizedHref('de', paths.cataloguePdf()))).body as Buffer);
    const positions = printed.map((name) => text.indexOf(name));
    expect(positions.every((position) => position >= 0)).toBe(true);
    const inTextOrder = [...printed].sort((a, b) => text.indexOf(a) - text.indexOf(b));
    expect(inTextOrder).toEqual([...printed].sort(new Intl.Collator('de').compare));
  });

  it('prints the German edition at /de/catalogue.pdf: German words, German names, English where none is translated', async () => {
    const response = await pdfOf(localizedHref('de', paths.cataloguePdf()));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="product-catalogue-de.pdf"');
    const text = await pdfTextOf(response.body as Buffer);
    for (const words of [
      'Produktkatalog',
      'Über uns',
      'Unsere Lieferbedingungen',
      'Mindestmenge 100 Stück pro Farbe und Artikel',
      'Muster 5 bis 10 Tage',
      'Seite 2 von',
      GERMAN.product,
      GERMAN.category,
      shown[0]!.products[1]!.name,
      shown[1]!.name,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain(shown[0]!.products[0]!.name);
    expect(text).not.toMatch(/About us|How we trade|Page \d of/);
  });

  it('prints the Japanese edition in a font that has Japanese, small as the letters it uses', async () => {
    const response = await pdfOf('/ja/catalogue.pdf');
    expect(response.status).toBe(200);
    const text = await pdfTextOf(response.body as Buffer);
    // Read back as letters, the glyphs map to Japanese: the font has them and says which they are.
    for (const words of ['製品カタログ', '会社概要', '取引条件', JAPANESE.product, JAPANESE.category]) expect(text).toContain(words);
    const english = await pdfOf(paths.cataloguePdf());
    // The Japanese font is subset: the file grows by the letters printed, not by the font's 5 MB.
    expect((response.body as Buffer).length).toBeLessThan((english.body as Buffer).length + 600_000);
  });

  it('keeps the English edition as it was', async () => {
    const text = await pdfTextOf((await pdfOf(paths.cataloguePdf())).body as Buffer);
    for (const words of ['Product catalogue', 'About us', 'How we trade', shown[0]!.products[0]!.name, shown[0]!.name]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain(GERMAN.product);
  });

  it('stores and validates each edition on its own, under its own ETag', async () => {
    const [english, german, japanese] = await Promise.all(
      ['/catalogue.pdf', '/de/catalogue.pdf', '/ja/catalogue.pdf'].map((path) => pdfOf(path)),
    );
    const etags = [english, german, japanese].map((response) => response!.headers.etag);
    expect(new Set(etags).size).toBe(3);
    expect((await request(isolated.app).get('/de/catalogue.pdf').set('If-None-Match', german!.headers.etag!)).status).toBe(304);
    expect((await request(isolated.app).get('/catalogue.pdf').set('If-None-Match', german!.headers.etag!)).status).toBe(200);
    const stored = await isolated.database.db
      .selectFrom('catalogue_pdf')
      .select(['key', 'locale'])
      .where('key', '=', 'catalogue')
      .execute();
    expect(stored.map((row) => row.locale).sort()).toEqual(['de', 'en', 'ja']);
  });

  it('prints a category’s German line sheet at its German path, and an untranslated one’s at its English path', async () => {
    const translated = await pdfOf(localizedHref('de', paths.lineSheetPdf(GERMAN.path)));
    expect(translated.status).toBe(200);
    expect(translated.headers['content-disposition']).toBe(`inline; filename="line-sheet-${GERMAN.path}-de.pdf"`);
    const text = await pdfTextOf(translated.body as Buffer);
    for (const words of ['PRODUKTBLATT', GERMAN.category, GERMAN.product, 'Seite 1 von 1']) expect(text).toContain(words);
    expect(text).not.toContain(shown[1]!.name);

    const untranslated = await pdfOf(localizedHref('de', paths.lineSheetPdf(shown[1]!.path)));
    expect(untranslated.status).toBe(200);
    const english = await pdfTextOf(untranslated.body as Buffer);
    for (const words of ['PRODUKTBLATT', shown[1]!.name, 'Mindestmenge']) expect(english).toContain(words);
  });

  it('sends the English path of a category translated into German on to its German line sheet, with a 301', async () => {
    const english = localizedHref('de', paths.lineSheetPdf(shown[0]!.path));
    const response = await request(isolated.app).get(english);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(localizedHref('de', paths.lineSheetPdf(GERMAN.path)));
    expect((await pdfOf(response.headers.location!)).status).toBe(200);
  });

  it.each([
    '/xx/catalogue.pdf',
    '/en/catalogue.pdf',
    '/vi/catalogue.pdf',
    '/de/catalogue/no-such-category.pdf',
    '/zz/catalogue/baskets.pdf',
  ])('answers %s with 404', async (path) => {
    const response = await request(isolated.app).get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/pdf/);
  });
});

describe('a German catalogue request', () => {
  it('is answered in German with the German edition attached and its address', async () => {
    const port = await freePort();
    const sink = await startSmtpSink(port);
    const sender = smtpSender(`smtp://127.0.0.1:${port}`, 'Website <web@catalogue.test>');
    try {
      const response = await request(isolated.app)
        .post(`/api${inquiriesApi.registerEmail.path}`)
        .set('X-Forwarded-For', '10.89.0.7')
        .set('Accept-Language', 'de')
        .send({ email: 'katalog-kaeufer@buyer.example' });
      expect(response.status).toBe(201);
      await deliverDueMails(isolated.database.db, sender, createLogger({ env: 'test', logLevel: 'silent' }), {
        messageIdHost: messageIdHostOf(TEST_BASE_URL),
      });
      const mail = sink.received.find((each) => each.to.includes('katalog-kaeufer@buyer.example'))!;
      expect(mail.text).toContain(
        `Unser Produktkatalog ist dieser E-Mail als PDF beigefügt. Die jeweils neueste Ausgabe finden Sie immer hier:\n${TEST_BASE_URL}/de/catalogue.pdf`,
      );
      expect(mail.attachments.map((file) => [file.fileName, file.contentType])).toEqual([['product-catalogue-de.pdf', 'application/pdf']]);
      const text = await pdfTextOf(mail.attachments[0]!.content);
      for (const words of ['Über uns', GERMAN.product]) expect(text).toContain(words);
    } finally {
      sender.close();
      await sink.close();
    }
  });
});
