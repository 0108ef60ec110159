import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readPdf } from '../../../test/pdf-pages';
import { buyer, carton, company, flat, line, versionOf } from '../../../test/quote-pdf-fixtures';
import { EMPTY_SPEC } from '../../../shared/product-spec';
import type { I18n } from '@lingui/core';
import { buyerI18n } from '../../i18n/buyer-i18n';
import { type QuoteDocument, quotePdf } from './quote-pdf';

// The quote's PDF read back as a buyer's viewer reads it (pdf.js, test/pdf-reader.mjs): its words, accents included,
// on as many pages as its lines need, and each page drawn to a picture that is not blank. Where the words of a long
// quote stand on its pages is in quote-pdf-long.test.ts.

describe('the quote’s PDF', () => {
  let english: I18n;
  beforeAll(async () => {
    english = await buyerI18n('en');
  });

  it('prints Vietnamese and European names as written, the lines, the total, the terms and the validity', async () => {
    const lines = [
      line(1, { name: 'Giỏ cói đan tay — Set of 3 Seagrass Baskets', colour: 'Xanh rêu (moss green)' }),
      line(2, { colour: 'Black', quantity: 60, amountCents: 60 * 1_002, belowMinimumReason: 'A trial order' }),
    ];
    const read = await readPdf(
      await quotePdf({
        company,
        buyer,
        reference: 'O-2611-TEST1',
        version: versionOf(lines),
        date: '2026-11-24',
        pictures: new Map(),
        specs: new Map(),
        salesPerson: null,
        i18n: english,
      }),
    );
    expect(read.pages).toHaveLength(1);
    const text = flat(read.pages[0]!.text);
    for (const words of [
      'Công ty TNHH Mây Tre Đan Hà Nội',
      'Số 12 Đường Nguyễn Văn Cừ',
      'Zsófia Kővári-Müller',
      'zsofia@łódź-design.pl',
      'Giỏ cói đan tay',
      'Xanh rêu (moss green)',
      'O-2611-TEST1 · version 2',
      'Valid until 2026-12-24',
      'CIF Hamburg',
      'L/C at sight',
      'Ørsted’s labels',
      'below the 100-piece minimum, as agreed',
      `USD ${(101 * 1_001 + 60 * 1_002) / 100}`.replace(/(\d)(\d{3})\./, '$1,$2.'),
      'Page 1 of 1',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('A trial order');
    expect(text).not.toContain('DRAFT');
  });

  it('prints a product named in Japanese in an English quote with the Japanese font', async () => {
    const lines = [line(1, { name: '籐の丸型バスケット（蓋付き）', colour: 'ナチュラル' })];
    const read = await readPdf(
      await quotePdf({
        company,
        buyer,
        reference: 'O-2611-TEST2',
        version: versionOf(lines),
        date: '2026-11-24',
        pictures: new Map(),
        specs: new Map(),
        salesPerson: null,
        i18n: english,
      }),
    );
    const text = flat(read.pages[0]!.text);
    for (const words of ['籐の丸型バスケット（蓋付き）', 'ナチュラル', 'Công ty TNHH Mây Tre Đan Hà Nội', 'QUOTATION', 'Page 1 of 1'])
      expect(text).toContain(words);
  });

  it("prints each quoted product's spec rows once, from the same rows as its page, and says where its minimum differs", async () => {
    const lines = [line(1), line(1, { colour: 'Black' }), line(2)];
    const specs = new Map([
      [
        'basket-1',
        {
          ...EMPTY_SPEC,
          size: 'Ø 40 × H 35 cm',
          material: 'Seagrass',
          carton,
          netKg: 6.5,
          hsCode: '4602.19',
          moqPieces: 300,
          productionLeadDays: 45,
        },
      ],
    ]);
    const quote: QuoteDocument = {
      company,
      buyer,
      reference: 'O-2611-SPEC1',
      version: versionOf(lines),
      date: '2026-11-24',
      pictures: new Map(),
      specs,
      salesPerson: null,
      i18n: english,
    };
    const read = await readPdf(await quotePdf(quote));
    const text = flat(read.pages.map((page) => page.text).join(' '));
    for (const words of [
      'Specifications',
      'Size: Ø 40 × H 35 cm',
      'Material: Seagrass',
      'Carton size (L × W × H): 52 × 52 × 60 cm',
      'Volume per carton: 0.162 m³ (CBM)',
      'Gross weight per carton: 8 kg',
      'Net weight per carton: 6.5 kg',
      'HS code: 4602.19',
      'Minimum order: 300 pieces per colour',
      'Production lead time: 45 days',
      "unless a product's specification above says otherwise",
    ]) {
      expect(text).toContain(words);
    }
    // Once for the product quoted in two colours; none for a product without a spec.
    expect(text.split('HS code:')).toHaveLength(2);
  });

  it('runs 120 lines over several pages, each with the table’s header and its number, none lost', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => line(i + 1));
    const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const pictures = new Map(lines.map((l) => [l.path, picture]));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-pages-'));
    const read = await readPdf(
      await quotePdf({
        company,
        buyer,
        reference: 'O-2611-LONG1',
        version: versionOf(lines),
        date: '2026-11-24',
        pictures,
        specs: new Map(),
        salesPerson: null,
        i18n: english,
      }),
      dir,
    );
    const count = read.pages.length;
    expect(count).toBeGreaterThanOrEqual(6);
    read.pages.forEach((page, i) => {
      expect(flat(page.text)).toContain(`Page ${i + 1} of ${count}`);
      if (i < count - 1) expect(flat(page.text)).toContain('Product and colour');
    });
    const all = flat(read.pages.map((p) => p.text).join(' '));
    for (const l of lines) expect(all).toContain(`${l.name} `);
    expect(all).toContain('120 lines');

    // Drawn, each page has ink on it, and the first shows the pictures' brown.
    for (const page of read.pages) {
      const { channels } = await sharp(page.png!).stats();
      expect(channels[0]!.min).toBeLessThan(100);
    }
    const firstPage = await sharp(read.pages[0]!.png!).raw().toBuffer({ resolveWithObject: true });
    let brown = 0;
    for (let i = 0; i < firstPage.data.length; i += firstPage.info.channels) {
      const [r, g, b] = [firstPage.data[i]!, firstPage.data[i + 1]!, firstPage.data[i + 2]!];
      if (Math.abs(r - 0xa0) < 12 && Math.abs(g - 0x52) < 12 && Math.abs(b - 0x2d) < 12) brown += 1;
    }
    expect(brown).toBeGreaterThan(1_000);
  });
});
