import pg from 'pg';
import type { Browser, Page } from 'puppeteer-core';
import { CATALOGUE_THANK_YOU, TOAST_TEXT } from '../../shared/inquiries';
import { baseUrl, launchBrowser, watchProblems } from './browser';

let browser: Browser;
let db: pg.Pool;
beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

/** A page in a context of its own: no basket or storage left over from another test. */
async function newPage(width: number, height: number) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await page.setViewport({ width, height });
  return { page, problems: watchProblems(page) };
}

const storedInquiry = async (reference: string) =>
  (
    await db.query<{ kind: string; payload: Record<string, unknown> }>('select kind, payload from inquiry where reference = $1', [
      reference,
    ])
  ).rows[0];

async function fill(page: Page, scope: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.type(`${scope} [name="${name}"]`, value);
}

const referenceIn = (text: string) => /[QCKO]-\d{4}-[2-9A-Z]{5}/.exec(text)?.[0] ?? null;

async function toastText(page: Page) {
  const toast = await page.waitForSelector('.Toastify__toast', { visible: true });
  return (await toast!.evaluate((el) => el.textContent)) ?? '';
}

const QUOTATION = {
  name: 'Anna Berg',
  phone_number: '+(123) 456-7890',
  email: 'anna@example.com',
  subject: 'Spring range',
  message: '300 pieces, natural colour.',
};

describe('asking for a quotation on a wide screen', () => {
  it('opens the modal, shows every error at once, clears one as it is typed, then sends and closes', async () => {
    const { page, problems } = await newPage(1280, 800);
    try {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      const productName = await page.$eval('.product-card .card-title', (h) => h.textContent ?? '');
      await page.click('.product-card a.btn-outline-primary');
      await page.waitForSelector('.modal.show form');
      expect(await page.$eval('#quotation-title', (h) => h.textContent)).toContain(productName);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

      await page.click('.modal.show button[type="submit"]');
      await page.waitForSelector('.modal.show .invalid-feedback');
      const errors = await page.$$eval('.modal.show .invalid-feedback', (els) => els.map((e) => e.textContent));
      expect(errors).toEqual(['Cannot be empty.', 'Cannot be empty.', 'Cannot be empty.', 'Cannot be empty.', 'Cannot be empty.']);
      await page.type('.modal.show [name="name"]', 'A');
      expect(await page.$$eval('.modal.show .invalid-feedback', (els) => els.length)).toBe(4);
      expect(await page.$eval('.modal.show [name="name"]', (el) => el.classList.contains('is-invalid'))).toBe(false);

      await page.$eval('.modal.show [name="name"]', (el) => ((el as HTMLInputElement).value = ''));
      await fill(page, '.modal.show', QUOTATION);
      await page.click('.modal.show button[type="submit"]');
      const text = await toastText(page);
      const reference = referenceIn(text);
      expect(reference).toMatch(/^Q-/);
      await page.waitForSelector('.modal.show', { hidden: true });
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
      await page.click('.product-card a.btn-outline-primary');
      await page.waitForSelector('.modal.show form');
      await fill(page, '.modal.show', QUOTATION);
      await page.click('.modal.show button[type="submit"]');
      expect(await toastText(page)).toContain(TOAST_TEXT.submitFailed);
      expect(await page.$('.modal.show form')).not.toBeNull();
      // Sending is possible again.
      await page.waitForSelector('.modal.show button[type="submit"]');
      await page.keyboard.press('Escape');
      await page.waitForSelector('.modal.show', { hidden: true });
    } finally {
      await page.close();
    }
  });
});

describe('asking for a quotation on a phone', () => {
  it('goes to the order page and sends from there', async () => {
    const { page, problems } = await newPage(375, 812);
    try {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      const productName = await page.$eval('.product-card .card-title', (h) => h.textContent ?? '');
      await page.click('.product-card a.btn-outline-primary');
      await page.waitForFunction(() => location.pathname.startsWith('/order/'));
      await page.waitForSelector('main form');
      const crumbs = await page.$$eval('nav[aria-label="Breadcrumb"] li', (items) => items.map((li) => li.textContent?.trim()));
      expect(crumbs).toEqual(['Order', productName]);
      await fill(page, 'main', QUOTATION);
      await page.click('main button[type="submit"]');
      const status = await page.waitForSelector('main .alert-success');
      const reference = referenceIn((await status!.evaluate((el) => el.textContent)) ?? '');
      expect((await storedInquiry(reference!))?.kind).toBe('quotation');
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
      await fill(page, 'main form', { name: 'Bao Tran', phone: '123.456.7890', content: 'Can you make a 60 cm version?' });
      await page.click('main form button[type="submit"]');
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
      await page.waitForSelector('footer form');
      await page.type('footer form [name="email"]', 'catalogue@shop.example');
      await page.click('footer form button[type="submit"]');
      const modal = await page.waitForSelector('.modal.show', { visible: true });
      const text = await modal!.evaluate((el) => el.textContent);
      expect(text).toContain(CATALOGUE_THANK_YOU.title);
      expect(text).toContain(CATALOGUE_THANK_YOU.text);
      await page.click('.modal.show .btn-close');
      await page.waitForSelector('.modal.show', { hidden: true });
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('collects two products in the quote basket, keeps them across a reload, and sends one order', async () => {
    const { page, problems } = await newPage(width, height);
    try {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      const paths = await page.$$eval('.product-card .card-title a', (links) => links.slice(0, 2).map((a) => a.getAttribute('href')!));
      for (const path of paths) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
        await page.click('main button[aria-label^="Add "]');
        await page.waitForSelector('main button[aria-label^="In quote basket: "]');
      }
      await page.reload({ waitUntil: 'networkidle0' });
      const trigger = await page.waitForSelector('button[aria-label="Quote basket, 2 products"]', { visible: true });
      await trigger!.click();
      await page.waitForSelector('.basket-drawer.show form');
      expect(await page.$$eval('.basket-drawer li.border', (items) => items.length)).toBe(2);
      const quantity = await page.waitForSelector('.basket-drawer input[type="number"]', { visible: true });
      await quantity!.focus();
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.type('50');
      expect(await page.$eval('.basket-drawer', (el) => el.textContent)).toContain('Below our minimum order of 100 pieces per colour');
      await fill(page, '.basket-drawer form', { name: 'Carla Ruiz', phone_number: '091-234-5678', email: 'carla@casa.example' });
      await page.click('.basket-drawer form button[type="submit"]');
      const reference = referenceIn(await toastText(page));
      expect(reference).toMatch(/^O-/);
      const stored = await storedInquiry(reference!);
      const items = stored?.payload.items as { path: string; variants: { quantity: number }[] }[];
      expect(items.map((i) => `/product/${i.path}`)).toEqual(paths);
      expect(items[0]!.variants[0]!.quantity).toBe(50);
      await page.waitForSelector('button[aria-label="Quote basket, 0 products"]');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
