import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { quotesApi } from '../../../shared/contracts/quotes';
import { asBytes, readPdf } from '../../../test/pdf-pages';
import { quoteBuilderSite } from '../../../test/quote-fixtures';

// A version's PDF through the builder's API, as the back office previews it: the draft as the buyer would receive
// it, with the site's logo, the person previewing and the bank account, read back as a buyer's viewer reads it. The
// clock stands at Tuesday 24 November 2026, 10:00 in Ho Chi Minh City: the preview is dated 2026-11-24.

const { db, given, get, save, terms, line, orderInquiry } = quoteBuilderSite();

describe('the PDF of a version', () => {
  it('shows a saved draft as the buyer would receive it, dated today, with the buyer and the lines', async () => {
    const { id, reference } = await orderInquiry();
    await db.updateTable('inquiry').set({ name: 'Nguyễn Thị Hương' }).where('id', '=', id).execute();
    expect((await save(id, { version: null, ...terms, lines: [line(given.basket[0]!.path, 'Natural', 200, 1235)] })).status).toBe(200);
    const response = await get(endpointUrl(quotesApi.pdf, { params: { id, number: '1' } }))
      .buffer(true)
      .parse(asBytes);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="quotation-${reference}-v1.pdf"`);
    const text = (await readPdf(response.body as Buffer)).pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
    expect(text).toContain('Nguyễn Thị Hương');
    expect(text).toContain('DRAFT · NOT SENT');
    expect(text).toContain(`${reference} · version 1`);
    expect(text).toContain('Date 2026-11-24');
    expect(text).toContain(given.basket[0]!.name);
    expect(text).toContain('USD 2,470.00');
  });

  it('heads the preview with the logo the site shows, names the person previewing as the buyer’s contact and gives the bank account', async () => {
    const { id } = await orderInquiry();
    expect((await save(id, { version: null, ...terms, lines: [line(given.basket[0]!.path, 'Natural', 200, 1235)] })).status).toBe(200);
    const preview = await get(endpointUrl(quotesApi.pdf, { params: { id, number: '1' } }))
      .buffer(true)
      .parse(asBytes);
    const read = await readPdf(preview.body as Buffer, fs.mkdtempSync(path.join(os.tmpdir(), 'quote-preview-')));
    const text = read.pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
    // The sales person who would send it: the buyer writes back to them.
    expect(text).toContain(`Your contact ${given.sales.name} ${given.sales.email}`);
    // The demo company's account, as its editor keeps it, under the payment terms.
    const site = await db
      .selectFrom('site_config')
      .select(['logo', 'bank_beneficiary', 'bank_account_number', 'bank_swift'])
      .executeTakeFirstOrThrow();
    expect(site.bank_account_number).not.toBe('');
    expect(text).toContain(
      `Payment T/T: 30 % deposit, balance before loading Bank details Beneficiary ${site.bank_beneficiary} ` +
        `Account number ${site.bank_account_number}`,
    );
    expect(text).toContain(`SWIFT code ${site.bank_swift}`);

    // The top left of the first page is the site's logo (drawn at 1.5 px a point, 170 pt wide, from 42 pt in).
    const box = { left: 63, top: 63, width: 255, height: 68 };
    const drawn = await sharp(read.pages[0]!.png!).extract(box).removeAlpha().raw().toBuffer();
    const largest = site.logo.variants.at(-1)!.src;
    const logo = await sharp(path.join('public', largest))
      .resize(box.width, box.height)
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const difference = drawn.reduce((sum, value, i) => sum + Math.abs(value - logo[i]!), 0) / drawn.length;
    expect(difference).toBeLessThan(8);
  });

  it('prints the fixed texts, the days and the figures of a German inquiry’s quote in German, its lines as quoted', async () => {
    const { id, reference } = await orderInquiry();
    await db.updateTable('inquiry').set({ locale: 'de' }).where('id', '=', id).execute();
    expect((await save(id, { version: null, ...terms, lines: [line(given.basket[0]!.path, 'Natural', 200, 1235)] })).status).toBe(200);
    const response = await get(endpointUrl(quotesApi.pdf, { params: { id, number: '1' } }))
      .buffer(true)
      .parse(asBytes);
    const text = (await readPdf(response.body as Buffer)).pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
    for (const words of [
      'ANGEBOT',
      'ENTWURF · NICHT VERSANDT',
      'FÜR',
      `Angebot ${reference} · Version 1`,
      'Datum 24. November 2026',
      'Währung US-Dollar (USD)',
      'Produkt und Farbe',
      'Stückpreis',
      '2.470,00 USD',
      'Konditionen',
      'Zahlung T/T: 30 % Anzahlung',
      'Bankverbindung',
      'Seite 1 von 1',
      // The sales person's line, as quoted.
      given.basket[0]!.name,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/QUOTATION|Terms|Page 1 of 1|Unit price/);
  });

  it('answers 404 for a version the quote does not have, and for an inquiry without a quote', async () => {
    const { id } = await orderInquiry();
    const pdf = (number: string) => get(endpointUrl(quotesApi.pdf, { params: { id, number } }));
    expect((await pdf('1')).status).toBe(404);
    expect((await save(id, { version: null, ...terms, lines: [] })).status).toBe(200);
    expect((await pdf('2')).status).toBe(404);
    expect((await pdf('1')).status).toBe(200);
  });
});
