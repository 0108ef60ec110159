import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { QUOTE_MESSAGES } from '../../shared/quotes';
import { adminPaths } from '../../shared/staff/addresses';
import { addInquiry, closeInboxDatabase, mailedBuyerLink, productsWithPacking, storedQuote } from '../../test/built-server-inbox';
import { closeStaffDatabase, type StaffCookie, staffSession, storedStatus } from '../../test/built-server-staff';
import { readPdf } from '../../test/pdf-pages';
import { baseUrl, testBrowser } from './browser';
import { seriousViolations } from './pages/axe';
import { choose, chosen, scrollsSideways, staffTab, waitForText } from './pages/inbox';
import { eventually, hrefOf, textOf, waitForPageHeading } from './pages/queries';
import { toastText } from './pages/toasts';

// The quote builder as a sales person uses it, against the built server and its database: a quote started from a
// buyer's basket, priced line by line, a colour below the minimum quoted with a reason, the L/C suggested for a
// large first order, saved and found again; on a phone, a product added from the catalogue and a price refused.

const chromium = testBrowser();
let sales: StaffCookie;
let products: { path: string; name: string; colours: string[] }[];
beforeAll(async () => {
  sales = await staffSession('sales');
  products = await productsWithPacking(3);
});
afterAll(async () => {
  await Promise.all([closeStaffDatabase(), closeInboxDatabase()]);
});

const now = () => new Date();

/** The file at `href`, fetched by the page as its link would open it (with the page's session). */
async function pdfAt(page: Page, href: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'same-origin' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `${response.headers.get('content-type')}|${btoa(binary)}`;
  }, href);
  const [type, data] = base64.split('|') as [string, string];
  expect(type).toBe('application/pdf');
  return Buffer.from(data, 'base64');
}

/** The line of the quote of that product and number (each line is a group named so). */
const lineOf = async (page: Page, productName: string, line: number) =>
  (await page.waitForSelector(`::-p-aria([name="${productName}, line ${line}"][role="group"])`))!;

/** Replaces what the text box labelled `label` inside `scope` holds with `value`, as typed. */
async function retype(scope: ElementHandle, label: string, value: string): Promise<void> {
  const box = (await scope.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`))!;
  await box.click({ count: 3 });
  await box.press('Backspace');
  if (value) await box.type(value);
}

/** What the field labelled `label` holds; a colour field suggests the product's colours, so it is a combo box. */
const valueOf = async (scope: ElementHandle, label: string) =>
  (await scope.waitForSelector(`::-p-aria([name="${label}"][role="${label === 'Colour' ? 'combobox' : 'textbox'}"])`))!.evaluate(
    (el) => (el as HTMLInputElement).value,
  );

async function openQuote(page: Page, inquiry: { id: string; reference: string }): Promise<void> {
  await page.goto(`${baseUrl()}${adminPaths.quote(inquiry.id)}`, { waitUntil: 'networkidle0' });
  await waitForPageHeading(page, `Quote for ${inquiry.reference}`);
}

const totalText = async (page: Page) => textOf((await page.waitForSelector('::-p-aria([name="Quote total"][role="status"])'))!);

describe('building a quote from a buyer’s basket, at 1280 px', () => {
  it('prices the basket’s lines, asks why a colour is below the minimum, suggests an L/C for a large first order and saves the draft', async () => {
    const [first, second] = products;
    const email = `greta-${Date.now()}@einrichtung.de`;
    const inquiry = await addInquiry({
      kind: 'order',
      receivedAt: now(),
      name: 'Greta Müller',
      email,
      products: [
        { path: first!.path, name: first!.name, pieces: 300 },
        { path: second!.path, name: second!.name, pieces: 150 },
      ],
    });
    const { page, problems } = await staffTab(chromium.browser, sales.cookie);
    await page.goto(`${baseUrl()}${adminPaths.inquiry(inquiry.id)}`, { waitUntil: 'networkidle0' });
    await waitForText(page, 'No quote yet.');
    await page.locator('::-p-aria([name="Build a quote"][role="link"])').click();
    await waitForPageHeading(page, `Quote for ${inquiry.reference}`);

    // The basket's lines, as the buyer sent them: each product's colour and pieces, no price yet.
    const firstLine = await lineOf(page, first!.name, 1);
    const secondLine = await lineOf(page, second!.name, 2);
    expect(await valueOf(firstLine, 'Colour')).toBe('Natural');
    expect(await valueOf(firstLine, 'Pieces')).toBe('300');
    expect(await valueOf(secondLine, 'Pieces')).toBe('150');
    expect(await valueOf(firstLine, 'Unit price')).toBe('');
    await page.waitForSelector('::-p-aria([name="Container estimate"][role="region"])');

    // Priced line by line: the amounts and the total follow what is typed, in whole cents.
    await retype(firstLine, 'Unit price', '12.35');
    await eventually(
      'line 1 amount',
      async () =>
        (await textOf((await firstLine.waitForSelector('::-p-aria([name="Amount of line 1"][role="status"])'))!)) === 'USD 3,705.00',
    );
    await retype(secondLine, 'Pieces', '60');
    await retype(secondLine, 'Unit price', '8.5');
    await eventually(
      'line 2 amount',
      async () =>
        (await textOf((await secondLine.waitForSelector('::-p-aria([name="Amount of line 2"][role="status"])'))!)) === 'USD 510.00',
    );
    await eventually('the total', async () => (await totalText(page)).includes('USD 4,215.00'));

    // 60 pieces is below the minimum: the save is refused until a reason is given, and the reason box has the focus.
    await page.locator('::-p-aria([name="Save draft"][role="button"])').click();
    const reason = (await secondLine.waitForSelector('::-p-aria([name="Why fewer than 100 pieces?"][role="textbox"])'))!;
    await waitForText(page, QUOTE_MESSAGES.belowMinimum);
    await eventually('focus on the reason', () => reason.evaluate((el) => el === document.activeElement));
    await reason.type('A trial order for a new shop, agreed by phone.');

    // A first order above USD 45,000: an L/C is suggested, and taken with one click.
    await retype(firstLine, 'Unit price', '150');
    await waitForText(page, 'A first order above USD 45,000.00: the company asks for an L/C.');
    await page.locator('::-p-aria([name="Use L/C"][role="button"])').click();
    expect(await chosen(page, 'Payment')).toBe('L/C at sight');
    await choose(page, 'Incoterm', 'FOB Ho Chi Minh');

    await page.locator('::-p-aria([name="Save draft"][role="button"])').click();
    expect(await toastText(page)).toBe('Version 1 is saved as a draft.');
    const stored = await storedQuote(inquiry.id);
    expect(stored.versions).toEqual([
      expect.objectContaining({ number: 1, status: 'draft', total_cents: String(300 * 15_000 + 60 * 850), payment_terms: 'lc' }),
    ]);
    expect(stored.lines.map((l) => [l.product_path, l.quantity, l.unit_price_cents, l.below_minimum_reason])).toEqual([
      [first!.path, '300', '15000', null],
      [second!.path, '60', '850', 'A trial order for a new shop, agreed by phone.'],
    ]);
    expect(stored.audit).toEqual([
      expect.objectContaining({
        action: 'quote.draft-saved',
        detail: expect.objectContaining({
          belowMinimum: [expect.objectContaining({ quantity: 60, reason: 'A trial order for a new shop, agreed by phone.' })],
        }),
      }),
    ]);

    // The PDF the buyer would receive, opened from the builder and read back: its words and its pages drawn.
    const preview = (await page.waitForSelector('::-p-aria([name="Preview the PDF"][role="link"])'))!;
    const pdf = await pdfAt(page, await hrefOf(preview));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-e2e-'));
    const read = await readPdf(pdf, dir);
    const text = read.pages.map((p) => p.text.replace(/\s+/g, ' ')).join(' ');
    for (const words of [
      'DRAFT · NOT SENT',
      'Greta Müller',
      first!.name,
      second!.name,
      'below the 100-piece minimum, as agreed',
      'USD 45,510.00',
      'L/C at sight',
      'FOB Ho Chi Minh',
    ]) {
      expect(text).toContain(words);
    }
    // The reason is for the company's records, not the buyer's quote.
    expect(text).not.toContain('A trial order');
    const { channels } = await sharp(read.pages[0]!.png!).stats();
    expect(channels[0]!.min).toBeLessThan(100);

    // Found again as saved, and named on the inquiry.
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await valueOf(await lineOf(page, first!.name, 1), 'Unit price')).toBe('150.00');
    expect(await chosen(page, 'Incoterm')).toBe('FOB Ho Chi Minh');
    await page.goto(`${baseUrl()}${adminPaths.inquiry(inquiry.id)}`, { waitUntil: 'networkidle0' });
    await waitForText(page, 'Version 1, draft: USD 45,510.00 for 2 lines');

    // Sent, after asking: the inquiry is quoted, and the next version starts from the one sent.
    await page.locator('::-p-aria([name="Open the quote"][role="link"])').click();
    await waitForPageHeading(page, `Quote for ${inquiry.reference}`);
    await page.locator('::-p-aria([name="Send version 1"][role="button"])').click();
    const dialog = (await page.waitForSelector('::-p-aria([name="Send version 1?"][role="dialog"])'))!;
    await (await dialog.waitForSelector('::-p-aria([name="Send"][role="button"])'))!.click();
    expect(await toastText(page)).toBe(`Version 1 is on its way to ${email}.`);
    expect((await storedQuote(inquiry.id)).versions.map((v) => [v.number, v.status])).toEqual([[1, 'sent']]);
    await waitForText(page, 'Version 2 · not saved yet');
    expect(await storedStatus(inquiry.reference)).toBe('quoted');

    // The buyer's page, from the link in the quote's e-mail, shows the quote and gives its PDF.
    const buyer = await chromium.browser.createBrowserContext();
    const buyerPage = await buyer.newPage();
    await buyerPage.setViewport({ width: 1280, height: 900 });
    await buyerPage.goto(`${baseUrl()}${await mailedBuyerLink(inquiry.reference, 'quote')}`, { waitUntil: 'networkidle0' });
    expect(await buyerPage.$eval('[aria-current="step"]', (el) => el.textContent)).toBe('Quoted (now)');
    await buyerPage.waitForSelector('::-p-aria([name="Our quotation, version 1"][role="heading"])');
    await waitForText(buyerPage, 'USD 45,510.00');
    const buyersPdf = await readPdf(
      await pdfAt(buyerPage, await hrefOf((await buyerPage.waitForSelector('::-p-aria([name="Download the PDF"][role="link"])'))!)),
    );
    expect(buyersPdf.pages[0]!.text).not.toContain('DRAFT');
    expect(await seriousViolations(buyerPage)).toEqual([]);

    // The buyer accepts: the page says so, and the inquiry is won.
    await buyerPage.locator('::-p-aria([name="Accept this quotation"][role="button"])').click();
    await buyerPage.locator('::-p-aria([name="Accept version 1"][role="button"])').click();
    await waitForText(buyerPage, 'You accepted version 1 on');
    expect(await buyerPage.$eval('[aria-current="step"]', (el) => el.textContent)).toBe('Accepted (now)');
    expect(await storedStatus(inquiry.reference)).toBe('won');
    await buyer.close();
    expect(await scrollsSideways(page)).toBe(false);
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});

describe('on a phone, at 375 px', () => {
  it('adds a product from the catalogue and refuses a price written with a comma, at the field, without scrolling sideways', async () => {
    const [, , third] = products;
    const inquiry = await addInquiry({ kind: 'contact', receivedAt: now(), name: 'Jean Dupont', email: `jean-${Date.now()}@maison.fr` });
    const { page } = await staffTab(chromium.browser, sales.cookie, 375, 800);
    await openQuote(page, inquiry);
    await waitForText(page, 'No products yet: add one below.');

    const search = (await page.waitForSelector('::-p-aria([name="Add a product"][role="searchbox"])'))!;
    await search.type(third!.name);
    await page.locator(`::-p-aria([name="Add ${third!.name}"][role="button"])`).click();
    const line = await lineOf(page, third!.name, 1);
    expect(await valueOf(line, 'Colour')).toBe(third!.colours[0] ?? '');
    expect(await valueOf(line, 'Pieces')).toBe('100');

    await retype(line, 'Unit price', '12,50');
    await page.locator('::-p-aria([name="Save draft"][role="button"])').click();
    await waitForText(page, QUOTE_MESSAGES.price);
    const price = (await line.waitForSelector('::-p-aria([name="Unit price"][role="textbox"])'))!;
    await eventually('focus on the price', () => price.evaluate((el) => el === document.activeElement));
    expect((await storedQuote(inquiry.id)).versions).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await retype(line, 'Unit price', '12.50');
    await page.locator('::-p-aria([name="Save draft"][role="button"])').click();
    expect(await toastText(page)).toBe('Version 1 is saved as a draft.');
    expect((await storedQuote(inquiry.id)).lines.map((l) => [l.product_path, l.unit_price_cents])).toEqual([[third!.path, '1250']]);
    await page.close();
  });
});
