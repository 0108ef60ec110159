import pg from 'pg';
import type { ElementHandle } from 'puppeteer-core';
import { CATALOGUE_THANK_YOU, TOAST_TEXT } from '../../shared/inquiries';
import { baseUrl, openPageInOwnContext, testBrowser } from './browser';
import { basketButton } from './pages/header';
import { fieldErrors, referenceIn } from './pages/inquiry-form';
import { firstProduct, productTitleLinks } from './pages/listing-page';
import { QUOTATION, quotationDialog, quotationDialogClosed, quotationTitle, requestQuotation } from './pages/product-page';
import { hrefOf, pageHeading, textOf } from './pages/queries';
import { toastText } from './pages/toasts';

const chromium = testBrowser();
let db: pg.Pool;
beforeAll(async () => {
  db = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
});

/** A page in a context of its own: no basket or storage left over from another test. */
const newPage = (width: number, height: number) => openPageInOwnContext(chromium.browser, { width, height });

const storedInquiry = async (reference: string) =>
  (
    await db.query<{ kind: string; payload: Record<string, unknown> }>('select kind, payload from inquiry where reference = $1', [
      reference,
    ])
  ).rows[0];

/** On how many lines the reference is drawn inside `scope` (its text measured where it is, as a reader sees it). */
const linesOf = (scope: ElementHandle, reference: string) =>
  scope.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let seen = '';
    const nodes: { node: Text; from: number }[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      nodes.push({ node, from: seen.length });
      seen += node.data;
    }
    const start = seen.indexOf(text);
    const at = (offset: number) => {
      const holder = nodes.filter((n) => n.from <= offset).at(-1)!;
      return [holder.node, offset - holder.from] as const;
    };
    range.setStart(...at(start));
    range.setEnd(...at(start + text.length));
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  }, reference);

/** The confirmation left where the form was: the reference on one line, and a button that copies it. */
async function expectReferenceKept(scope: ElementHandle, reference: string) {
  const status = (await scope.waitForSelector('::-p-aria([role="status"])'))!;
  expect(referenceIn(await textOf(status))).toBe(reference);
  expect(await linesOf(status, reference)).toBe(1);
  await status.waitForSelector(`::-p-aria([name="Copy ${reference}"][role="button"])`);
}

describe('asking for a quotation on a wide screen', () => {
  it('opens the modal, shows every error at once, clears one as it is typed, then sends and closes', async () => {
    const { page, problems } = await newPage(1280, 800);
    try {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      const { card, name: productName } = await firstProduct(page);
      await requestQuotation(card);
      const dialog = await quotationDialog(page, productName);
      // Found by its name, which is its title: the dialog says which product it is about.
      expect(await textOf(dialog)).toContain(quotationTitle(productName));
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

      await (await dialog.waitForSelector('::-p-aria([name="Send request"][role="button"])'))!.click();
      await dialog.waitForSelector('::-p-text("Cannot be empty.")');
      const errors = await fieldErrors(page, dialog);
      expect(errors.map((e) => e.error)).toEqual([
        'Cannot be empty.',
        'Cannot be empty.',
        'Cannot be empty.',
        'Cannot be empty.',
        'Cannot be empty.',
      ]);
      const nameField = (await dialog.waitForSelector('::-p-aria([name="Your Name"][role="textbox"])'))!;
      await nameField.type('A');
      const left = await fieldErrors(page, dialog);
      expect(left).toHaveLength(4);
      expect(left.map((e) => e.field)).not.toContain('Your Name');

      await nameField.evaluate((el) => ((el as HTMLInputElement).value = ''));
      for (const [label, value] of Object.entries(QUOTATION))
        await (await dialog.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`))!.type(value);
      await (await dialog.waitForSelector('::-p-aria([name="Send request"][role="button"])'))!.click();
      const text = await toastText(page);
      const reference = referenceIn(text);
      expect(reference).toMatch(/^Q-/);
      expect(await linesOf((await page.waitForSelector('::-p-aria([role="alert"])', { visible: true }))!, reference!)).toBe(1);
      // The toast fades; the modal keeps the reference, on one line, until the buyer closes it.
      await expectReferenceKept(dialog, reference!);
      await (await dialog.waitForSelector('::-p-aria([name="Close"][role="button"])'))!.click();
      await quotationDialogClosed(page, productName);
      const stored = await storedInquiry(reference!);
      expect(stored?.kind).toBe('quotation');
      expect(stored?.payload.product).toEqual(expect.objectContaining({ name: productName }));
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("keeps the modal open and says 'An error occurred. Please try again!' when sending fails", async () => {
    const { page } = await newPage(1280, 800);
    try {
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact/send-contact'))
          void request.respond({ status: 503, contentType: 'application/json', body: '{}' });
        else void request.continue();
      });
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      const { card, name: productName } = await firstProduct(page);
      await requestQuotation(card);
      const dialog = await quotationDialog(page, productName);
      for (const [label, value] of Object.entries(QUOTATION))
        await (await dialog.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`))!.type(value);
      await (await dialog.waitForSelector('::-p-aria([name="Send request"][role="button"])'))!.click();
      expect(await toastText(page)).toContain(TOAST_TEXT.submitFailed.id);
      expect(await page.$(`::-p-aria([name="${quotationTitle(productName)}"][role="dialog"])`)).not.toBeNull();
      // Sending is possible again.
      await dialog.waitForSelector('::-p-aria([name="Send request"][role="button"])');
      await page.keyboard.press('Escape');
      await quotationDialogClosed(page, productName);
    } finally {
      await page.close();
    }
  });
});

describe('asking for a quotation on a phone', () => {
  it('takes a buyer who sends the order form empty to its first field in error, focused and in view', async () => {
    const { page, problems } = await newPage(375, 812);
    try {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      await requestQuotation((await firstProduct(page)).card);
      await page.waitForFunction(() => location.pathname.startsWith('/order/'));
      const main = (await page.waitForSelector('::-p-aria([role="main"])'))!;
      // The send button is below the fields: pressing it scrolls the form's top out of the screen.
      await (await main.waitForSelector('::-p-aria([name="Send request"][role="button"])'))!.click();
      const name = (await main.waitForSelector('::-p-aria([name="Your Name"][role="textbox"])'))!;
      await page.waitForFunction((el) => el === document.activeElement, {}, name);
      // In view, under the sticky header rather than behind it.
      const headerBottom = await (await page.waitForSelector('::-p-aria([role="banner"])'))!.evaluate(
        (el) => el.getBoundingClientRect().bottom,
      );
      await page.waitForFunction(
        (el, top) => {
          const box = el.getBoundingClientRect();
          return box.top >= top && box.bottom <= window.innerHeight;
        },
        {},
        name,
        headerBottom,
      );
      expect((await fieldErrors(page, main))[0]?.field).toBe('Your Name');
      // The same for a field further down: a phone refused with the others right.
      for (const [label, value] of Object.entries({ ...QUOTATION, 'Your Phone Number': '12' }))
        await (await main.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`))!.type(value);
      await (await main.waitForSelector('::-p-aria([name="Send request"][role="button"])'))!.click();
      await main.waitForSelector('::-p-text("Your Phone is invalid")');
      const phone = (await main.waitForSelector('::-p-aria([name="Your Phone Number"][role="textbox"])'))!;
      await page.waitForFunction((el) => el === document.activeElement, {}, phone);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('goes to the order page and sends from there, with an international phone number', async () => {
    const { page, problems } = await newPage(375, 812);
    try {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      const { card, name: productName } = await firstProduct(page);
      await requestQuotation(card);
      await page.waitForFunction(() => location.pathname.startsWith('/order/'));
      const main = (await page.waitForSelector('::-p-aria([role="main"])'))!;
      await main.waitForSelector('::-p-aria([name="Your Name"][role="textbox"])');
      const crumbs = await Promise.all(
        (await (await page.waitForSelector('::-p-aria([name="Breadcrumb"][role="navigation"])'))!.$$('::-p-aria([role="listitem"])')).map(
          textOf,
        ),
      );
      expect(crumbs).toEqual(['Order', productName]);
      // A buyer abroad: a number without its country code is refused, with the country code it is taken.
      for (const [label, value] of Object.entries({ ...QUOTATION, 'Your Phone Number': '0912 345 678' }))
        await (await main.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`))!.type(value);
      await (await main.waitForSelector('::-p-aria([name="Send request"][role="button"])'))!.click();
      await main.waitForSelector('::-p-text("Your Phone is invalid")');
      const phone = (await main.waitForSelector('::-p-aria([name="Your Phone Number"][role="textbox"])'))!;
      await phone.evaluate((el) => (el as HTMLInputElement).select());
      await phone.press('Backspace');
      await phone.type('+49 30 1234567');
      await (await main.waitForSelector('::-p-aria([name="Send request"][role="button"])'))!.click();
      const status = (await main.waitForSelector('::-p-text("has been sent")'))!;
      const reference = referenceIn(await textOf(status));
      const stored = await storedInquiry(reference!);
      expect(stored?.kind).toBe('quotation');
      expect(stored?.payload).toEqual(expect.objectContaining({ phone_number: '+49 30 1234567' }));
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe.each([
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
])('other inquiries at $width px', ({ width, height }) => {
  it('sends a contact message without an e-mail address', async () => {
    const { page, problems } = await newPage(width, height);
    try {
      await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle0' });
      const main = (await page.waitForSelector('::-p-aria([role="main"])'))!;
      await (await main.waitForSelector('::-p-aria([name="Your Name"][role="textbox"])'))!.type('Bao Tran');
      await (await main.waitForSelector('::-p-aria([name="Your Phone Number"][role="textbox"])'))!.type('123.456.7890');
      await (await main.waitForSelector('::-p-aria([name="Message"][role="textbox"])'))!.type('Can you make a 60 cm version?');
      await (await main.waitForSelector('::-p-aria([name="Send message"][role="button"])'))!.click();
      const reference = referenceIn(await toastText(page));
      expect((await storedInquiry(reference!))?.payload).toEqual(expect.objectContaining({ name: 'Bao Tran', email: '' }));
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('thanks a catalogue request in a modal that closes with its X', async () => {
    const { page, problems } = await newPage(width, height);
    try {
      await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
      const footer = (await page.waitForSelector('::-p-aria([role="contentinfo"])'))!;
      await (await footer.waitForSelector('::-p-aria([name="Your Email"][role="textbox"])'))!.type('catalogue@shop.example');
      await (await footer.waitForSelector('::-p-aria([name="Send me the catalogue"][role="button"])'))!.click();
      const modal = (await page.waitForSelector(`::-p-aria([name="${CATALOGUE_THANK_YOU.title.id}"][role="dialog"])`, { visible: true }))!;
      const text = await textOf(modal);
      expect(text).toContain(CATALOGUE_THANK_YOU.title.id);
      expect(text).toContain(CATALOGUE_THANK_YOU.text.id);
      await (await modal.waitForSelector('::-p-aria([name="Close"][role="button"])'))!.click();
      await page.waitForSelector(`::-p-aria([name="${CATALOGUE_THANK_YOU.title.id}"][role="dialog"])`, { hidden: true });
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('collects two products in the quote basket, keeps them across a reload, and sends one order', async () => {
    const { page, problems } = await newPage(width, height);
    try {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      const paths = await Promise.all(
        (await productTitleLinks((await page.waitForSelector('::-p-aria([role="main"])'))!)).slice(0, 2).map(hrefOf),
      );
      for (const path of paths) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
        const name = await pageHeading(page);
        await (await (await page.waitForSelector('::-p-aria([role="main"])'))!.waitForSelector(
          `::-p-aria([name="Add to quote basket: ${name}"][role="button"])`,
        ))!.click();
        await page.waitForSelector(`::-p-aria([name="In quote basket: ${name}"][role="button"])`);
      }
      await page.reload({ waitUntil: 'networkidle0' });
      await (await basketButton(page, 2)).click();
      const drawer = (await page.waitForSelector('::-p-aria([name="Quote basket"][role="dialog"])', { visible: true }))!;
      await drawer.waitForSelector('::-p-aria([name="Send order inquiry"][role="button"])');
      expect(await (await drawer.waitForSelector('::-p-aria([role="list"])'))!.$$('::-p-aria([role="listitem"])')).toHaveLength(2);
      const quantity = (await drawer.waitForSelector('::-p-aria([name="Pieces"][role="spinbutton"])', { visible: true }))!;
      await quantity.focus();
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.type('50');
      expect(await textOf(drawer)).toContain('Below our minimum order of 100 pieces per colour');
      await (await drawer.waitForSelector('::-p-aria([name="Your Name"][role="textbox"])'))!.type('Carla Ruiz');
      await (await drawer.waitForSelector('::-p-aria([name="Your Phone Number"][role="textbox"])'))!.type('091-234-5678');
      await (await drawer.waitForSelector('::-p-aria([name="Your Email"][role="textbox"])'))!.type('carla@casa.example');
      await (await drawer.waitForSelector('::-p-aria([name="Send order inquiry"][role="button"])'))!.click();
      const reference = referenceIn(await toastText(page));
      expect(reference).toMatch(/^O-/);
      await expectReferenceKept(drawer, reference!);
      const stored = await storedInquiry(reference!);
      const items = stored?.payload.items as { path: string; variants: { quantity: number }[] }[];
      expect(items.map((i) => `/product/${i.path}`)).toEqual(paths);
      expect(items[0]!.variants[0]!.quantity).toBe(50);
      await basketButton(page, 0);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
