import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { QuoteLineView, QuoteVersionView } from '../../../shared/contracts/quotes';
import { type ReadPdf, readPdf, type TextRun } from '../../../test/pdf-pages';
import { EMPTY_SPEC } from '../../../shared/product-spec';
import { type QuoteDocument, quotePdf } from './quote-pdf';

// The quote's PDF read back as a buyer's viewer reads it (pdf.js, test/pdf-reader.mjs): its words, accents included,
// on as many pages as its lines need, where they stand on each page, and each page drawn to a picture that is not
// blank.

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
  logo: null,
  bank: null,
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
      await quotePdf({
        company,
        buyer,
        reference: 'O-2611-TEST1',
        version: versionOf(lines),
        date: '2026-11-24',
        pictures: new Map(),
        specs: new Map(),
        salesPerson: null,
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

  describe('a long quote as a buyer reads it', () => {
    /** Names as long as the catalogue's longest, which a buyer tells apart by their last words. */
    const longName = (n: number) => `Round Kaisa Grass Belly Basket with Handles and Lid, Set of 3, Natural and Black Stripes, no. ${n}`;
    const notes = Array.from(
      { length: 9 },
      (_, i) =>
        `${i + 1}. Colours and weave as the approved counter-samples; each piece wrapped in a polybag with a silica gel sachet, ` +
        'six pieces to an export carton of five layers, the buyer’s labels and barcodes on every carton and shipping marks on two sides. ' +
        'A variation of up to 5 % in sizes and shades is in the nature of hand-woven natural fibres and is not a defect.',
    ).join('\n\n');
    const longQuote = (count: number, extra: Partial<QuoteDocument> = {}): QuoteDocument => ({
      company,
      buyer,
      reference: 'O-2611-LONG2',
      version: versionOf(
        Array.from({ length: count }, (_, i) => line(i + 1, { name: longName(i + 1) })),
        { notes, paymentTerms: 'tt-30' },
      ),
      date: '2026-11-24',
      pictures: new Map(),
      specs: new Map(),
      salesPerson: null,
      ...extra,
    });

    /** The footer's two runs: the quote's reference and the page's number, in the page's last 80 pt. */
    const isFooter = (run: TextRun, page: ReadPdf['pages'][number]) =>
      run.baseline > page.height - 80 && (/^Page \d+ of \d+$/.test(run.text.trim()) || run.text.trim() === 'O-2611-LONG2 · version 2');
    /** The runs that come within 6 pt of the footer's letters: descenders reach a quarter of a size down, capitals ¾ up. */
    function touchingFooter(page: ReadPdf['pages'][number]): TextRun[] {
      const footer = page.runs.filter((run) => isFooter(run, page));
      expect(footer).toHaveLength(2);
      const footerTop = Math.min(...footer.map((run) => run.baseline - 0.8 * run.size));
      return page.runs.filter((run) => !isFooter(run, page) && run.baseline + 0.25 * run.size > footerTop - 6);
    }

    it('prints each long product name whole, on as many lines as it takes, and never splits a line between pages', async () => {
      const quote = longQuote(48);
      const read = await readPdf(await quotePdf(quote));
      expect(read.pages.length).toBeGreaterThanOrEqual(3);
      for (const page of read.pages) expect(page.text).not.toContain('…');
      quote.version.lines.forEach((l) => {
        const pages = read.pages.filter((page) => flat(page.text).includes(`${l.name} Natural`));
        expect({ name: l.name, pages: pages.length }).toEqual({ name: l.name, pages: 1 });
      });
      // Each name's lines and the colour under it stand apart: no line of the product column is drawn over another.
      for (const page of read.pages) {
        const column = page.runs.filter((run) => Math.abs(run.x - 108) < 1).sort((a, b) => a.baseline - b.baseline);
        column.slice(1).forEach((run, i) => expect(run.baseline - column[i]!.baseline).toBeGreaterThanOrEqual(8));
      }
    });

    it('keeps the lines, terms and notes clear of the footer on every page of a 4-page quote', async () => {
      // However many lines push the terms and notes down the page, none of them comes near its footer.
      for (const count of [26, 28, 30, 32, 34, 36, 38, 40]) {
        const read = await readPdf(await quotePdf(longQuote(count)));
        if (count === 34) expect(read.pages).toHaveLength(4);
        read.pages.forEach((page, i) => {
          expect({ count, page: i + 1, touching: touchingFooter(page).map((run) => run.text) }).toEqual({
            count,
            page: i + 1,
            touching: [],
          });
        });
        const all = flat(read.pages.map((page) => page.text).join(' '));
        expect(all).toContain(flat(notes.split('\n\n').at(-1)!));
      }
    });

    it('puts the company’s logo at the top of the first page, and nowhere without one', async () => {
      // A teal the quote uses nowhere else, so that the logo's pixels can be told from the rest.
      const logo = await sharp({ create: { width: 600, height: 160, channels: 4, background: { r: 0x1b, g: 0x7f, b: 0x79, alpha: 1 } } })
        .png()
        .toBuffer();
      const teal = async (png: string) => {
        const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
        const rows: number[] = [];
        for (let i = 0; i < data.length; i += info.channels) {
          if (Math.abs(data[i]! - 0x1b) < 12 && Math.abs(data[i + 1]! - 0x7f) < 12 && Math.abs(data[i + 2]! - 0x79) < 12) {
            rows.push(Math.floor(i / info.channels / info.width) / info.height);
          }
        }
        return rows;
      };
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-logo-'));
      const withLogo = await readPdf(await quotePdf(longQuote(34, { company: { ...company, logo } })), dir);
      const first = await teal(withLogo.pages[0]!.png!);
      // Drawn about 170 × 45 pt: thousands of pixels, all above the first eighth of the page.
      expect(first.length).toBeGreaterThan(5_000);
      expect(Math.max(...first)).toBeLessThan(0.125);
      expect(await teal(withLogo.pages[1]!.png!)).toEqual([]);
      expect(flat(withLogo.pages[0]!.text)).toContain(company.name);

      const without = await readPdf(await quotePdf(longQuote(34)), fs.mkdtempSync(path.join(os.tmpdir(), 'quote-logo-')));
      expect(await teal(without.pages[0]!.png!)).toEqual([]);
    });

    it('prints the bank account to pay into under the payment terms, and nothing of one when the company keeps none', async () => {
      const bank = {
        beneficiary: 'Công ty TNHH Mây Tre Đan Hà Nội',
        accountNumber: '0451 0003 86917',
        bankName: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam (Vietcombank), Thang Long Branch',
        bankAddress: '98 Hoang Quoc Viet Street, Cau Giay District, Hanoi, Vietnam',
        swift: 'BFTVVNVX',
      };
      const withBank = await readPdf(await quotePdf(longQuote(34, { company: { ...company, bank } })));
      const text = flat(withBank.pages.map((page) => page.text).join(' '));
      expect(text).toContain(
        'Payment T/T: 30 % deposit, balance before loading Bank details ' +
          `Beneficiary ${bank.beneficiary} Account number ${bank.accountNumber} Bank ${bank.bankName} ` +
          `Bank address ${bank.bankAddress} SWIFT code ${bank.swift}`,
      );
      withBank.pages.forEach((page) => expect(touchingFooter(page)).toEqual([]));

      const without = flat((await readPdf(await quotePdf(longQuote(34)))).pages.map((page) => page.text).join(' '));
      expect(without).toContain('Payment T/T: 30 % deposit, balance before loading Samples');
      for (const word of ['Bank', 'Beneficiary', 'SWIFT', 'Account number']) expect(without).not.toContain(word);
    });

    it('names the buyer’s contact at the company, with their e-mail address, on the first page', async () => {
      const read = await readPdf(await quotePdf(longQuote(34, { salesPerson: { name: 'Lan Nguyễn', email: 'lan@hanoweave.example' } })));
      expect(flat(read.pages[0]!.text)).toContain('Your contact Lan Nguyễn lan@hanoweave.example');
      expect(flat((await readPdf(await quotePdf(longQuote(34)))).pages[0]!.text)).not.toContain('Your contact');
    });
  });
});
