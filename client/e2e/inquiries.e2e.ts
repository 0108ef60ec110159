import pg from 'pg';
import type { ElementHandle } from 'puppeteer-core';
import { CATALOGUE_THANK_YOU, TOAST_TEXT } from '../../shared/inquiries';
import { baseUrl, openPageInOwnContext, testBrowser } from './browser';
import { basketButton } from './pages/header';
import { fieldErrors, referenceIn } from './pages/inquiry-form';
import { firstProduct, productTitleLinks } from './pages/listing-page';
import { QUOTATION, quotationDialog, quotationDialogClosed, quotationTitle, requestQuotation } from './pages/product-page';
import { byRole, byText, fillByLabel, findAllByRole, findByRole, hrefOf, pageHeading, press, textOf } from './pages/queries';
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
  const status = await findByRole(scope, 'status');
  expect(referenceIn(await textOf(status))).toBe(reference);
  expect(await linesOf(status, reference)).toBe(1);
  await findByRole(status, 'button', `Copy ${reference}`);
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

      await press(dialog, 'Send request');
      await dialog.waitForSelector(byText('Cannot be empty.'));
      const errors = await fieldErrors(page, dialog);
      expect(errors.map((e) => e.error)).toEqual([
        'Cannot be empty.',
        'Cannot be empty.',
        'Cannot be empty.',
        'Cannot be empty.',
        'Cannot be empty.',
      ]);
      const nameField = await findByRole(dialog, 'textbox', 'Your Name');
      await nameField.type('A');
      const left = await fieldErrors(page, dialog);
      expect(left).toHaveLength(4);
      expect(left.map((e) => e.field)).not.toContain('Your Name');

      await nameField.evaluate((el) => ((el as HTMLInputElement).value = ''));
      await fillByLabel(dialog, QUOTATION);
      await press(dialog, 'Send request');
      const text = await toastText(page);
      const reference = referenceIn(text);
      expect(reference).toMatch(/^Q-/);
      expect(await linesOf(await findByRole(page, 'alert', undefined, { visible: true }), reference!)).toBe(1);
      // The toast fades; the modal keeps the reference, on one line, until the buyer closes it.
      await expectReferenceKept(dialog, reference!);
      await press(dialog, 'Close');
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
      await fillByLabel(dialog, QUOTATION);
      await press(dialog, 'Send request');
      expect(await toastText(page)).toContain(TOAST_TEXT.submitFailed);
      expect(await page.$(byRole('dialog', quotationTitle(productName)))).not.toBeNull();
      // Sending is possible again.
      await findByRole(dialog, 'button', 'Send request');
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
      const main = await findByRole(page, 'main');
      // The send button is below the fields: pressing it scrolls the form's top out of the screen.
      await press(main, 'Send request');
      const name = await findByRole(main, 'textbox', 'Your Name');
      await page.waitForFunction((el) => el === document.activeElement, {}, name);
      // In view, under the sticky header rather than behind it.
      const headerBottom = await (await findByRole(page, 'banner')).evaluate((el) => el.getBoundingClientRect().bottom);
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
      await fillByLabel(main, { ...QUOTATION, 'Your Phone Number': '12' });
      await press(main, 'Send request');
      await main.waitForSelector(byText('Your Phone is invalid'));
      const phone = await findByRole(main, 'textbox', 'Your Phone Number');
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
      const main = await findByRole(page, 'main');
      await findByRole(main, 'textbox', 'Your Name');
      const crumbs = await Promise.all((await findAllByRole(await findByRole(page, 'navigation', 'Breadcrumb'), 'listitem')).map(textOf));
      expect(crumbs).toEqual(['Order', productName]);
      // A buyer abroad: a number without its country code is refused, with the country code it is taken.
      await fillByLabel(main, { ...QUOTATION, 'Your Phone Number': '0912 345 678' });
      await press(main, 'Send request');
      await main.waitForSelector(byText('Your Phone is invalid'));
      const phone = await findByRole(main, 'textbox', 'Your Phone Number');
      await phone.evaluate((el) => (el as HTMLInputElement).select());
      await phone.press('Backspace');
      await phone.type('+49 30 1234567');
      await press(main, 'Send request');
      const status = (await main.waitForSelector(byText('has been sent')))!;
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
      const main = await findByRole(page, 'main');
      await fillByLabel(main, { 'Your Name': 'Bao Tran', 'Your Phone Number': '123.456.7890', Message: 'Can you make a 60 cm version?' });
      await press(main, 'Send message');
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
      const footer = await findByRole(page, 'contentinfo');
      await fillByLabel(footer, { 'Your Email': 'catalogue@shop.example' });
      await press(footer, 'Send me the catalogue');
      const modal = await findByRole(page, 'dialog', CATALOGUE_THANK_YOU.title, { visible: true });
      const text = await textOf(modal);
      expect(text).toContain(CATALOGUE_THANK_YOU.title);
      expect(text).toContain(CATALOGUE_THANK_YOU.text);
      await press(modal, 'Close');
      await page.waitForSelector(byRole('dialog', CATALOGUE_THANK_YOU.title), { hidden: true });
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('collects two products in the quote basket, keeps them across a reload, and sends one order', async () => {
    const { page, problems } = await newPage(width, height);
    try {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      const paths = await Promise.all((await productTitleLinks(await findByRole(page, 'main'))).slice(0, 2).map(hrefOf));
      for (const path of paths) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
        const name = await pageHeading(page);
        await press(await findByRole(page, 'main'), `Add to quote basket: ${name}`);
        await findByRole(page, 'button', `In quote basket: ${name}`);
      }
      await page.reload({ waitUntil: 'networkidle0' });
      await (await basketButton(page, 2)).click();
      const drawer = await findByRole(page, 'dialog', 'Quote basket', { visible: true });
      await findByRole(drawer, 'button', 'Send order inquiry');
      expect(await findAllByRole(await findByRole(drawer, 'list'), 'listitem')).toHaveLength(2);
      const quantity = await findByRole(drawer, 'spinbutton', 'Pieces', { visible: true });
      await quantity.focus();
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.type('50');
      expect(await textOf(drawer)).toContain('Below our minimum order of 100 pieces per colour');
      await fillByLabel(drawer, { 'Your Name': 'Carla Ruiz', 'Your Phone Number': '091-234-5678', 'Your Email': 'carla@casa.example' });
      await press(drawer, 'Send order inquiry');
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
