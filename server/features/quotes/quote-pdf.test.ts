import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { QuoteLineView, QuoteVersionView } from '../../../shared/contracts/quotes';
import { readPdf } from '../../../test/pdf-pages';
import { type QuoteDocument, quotePdf } from './quote-pdf';

// The quote's PDF read back as a buyer's viewer reads it (pdf.js, test/pdf-reader.mjs): its words, accents included,
// on as many pages as its lines need, and each page drawn to a picture that is not blank.

/** Text as pdf.js gives it, with runs of white space as one space: words can be looked for across its line breaks. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const carton = { lengthCm: 52, widthCm: 52, heightCm: 60, grossKg: 8, piecesPerCarton: 6 };
const line = (n: number, extra: Partial<QuoteLineView> = {}): QuoteLineView => ({
  path: `basket-${n}`,
  name: `Seagrass basket no. ${n}`,
  colour: 'Natural',
  quantity: 100 + n,
  unitPriceCents: 1_000 + n,
  belowMinimumReason: null,
  amountCents: (100 + n) * (1_000 + n),
  carton,
  ...extra,
});

function versionOf(lines: QuoteLineView[], extra: Partial<QuoteVersionView> = {}): QuoteVersionView {
  return {
    number: 2,
    status: 'sent',
    incoterm: 'cif',
    port: 'Hamburg',
    paymentTerms: 'lc',
    samplesDays: { from: 5, to: 10 },
    productionDays: { from: 35, to: 65 },
    validUntil: '2026-12-24',
    notes: 'Colours as the approved samples; Ørsted’s labels on every carton.',
    lines,
    totalCents: lines.reduce((sum, l) => sum + (l.amountCents ?? 0), 0),
    priced: true,
    updatedAt: null,
    updatedBy: null,
    sentAt: null,
    sentBy: null,
    ...extra,
  };
}

const company: QuoteDocument['company'] = {
  name: 'Công ty TNHH Mây Tre Đan Hà Nội',
  address: 'Số 12 Đường Nguyễn Văn Cừ, Quận Long Biên, Hà Nội',
  phone: '+84 24 3791 6688',
  emails: ['sales@example.vn'],
  taxNumber: '0101234567',
};
const buyer: QuoteDocument['buyer'] = {
  name: 'Zsófia Kővári-Müller',
  email: 'zsofia@łódź-design.pl',
  phone: '+48 42 123 45 67',
  companyDomain: 'lodz-design.pl',
  countryName: 'Poland',
};

describe('the quote’s PDF', () => {
  it('prints Vietnamese and European names as written, the lines, the total, the terms and the validity', async () => {
    const lines = [
      line(1, { name: 'Giỏ cói đan tay — Set of 3 Seagrass Baskets', colour: 'Xanh rêu (moss green)' }),
      line(2, { colour: 'Black', quantity: 60, amountCents: 60 * 1_002, belowMinimumReason: 'A trial order' }),
    ];
    const read = await readPdf(
      await quotePdf({ company, buyer, reference: 'O-2611-TEST1', version: versionOf(lines), date: '2026-11-24', pictures: new Map() }),
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

  it('runs 120 lines over several pages, each with the table’s header and its number, none lost', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => line(i + 1));
    const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const pictures = new Map(lines.map((l) => [l.path, picture]));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-pages-'));
    const read = await readPdf(
      await quotePdf({ company, buyer, reference: 'O-2611-LONG1', version: versionOf(lines), date: '2026-11-24', pictures }),
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
