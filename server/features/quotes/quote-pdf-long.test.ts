import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type ReadPdf, readPdf, type TextRun } from '../../../test/pdf-pages';
import { buyer, company, flat, line, versionOf } from '../../../test/quote-pdf-fixtures';
import type { I18n } from '@lingui/core';
import { buyerI18n } from '../../i18n/buyer-i18n';
import { type QuoteDocument, quotePdf } from './quote-pdf';

// A quote of long product names, long notes and many lines, read back as a buyer's viewer reads it (pdf.js,
// test/pdf-reader.mjs): every name whole and no line split between pages, nothing near the footer, and the logo,
// the bank account and the buyer's contact where a buyer looks for them.

describe('the quote’s PDF', () => {
  let english: I18n;
  beforeAll(async () => {
    english = await buyerI18n('en');
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
      i18n: english,
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
