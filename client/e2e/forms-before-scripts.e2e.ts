import pg from 'pg';
import { type ElementHandle, type HTTPRequest, type Page, PredefinedNetworkConditions } from 'puppeteer-core';
import { CATALOGUE_THANK_YOU } from '../../shared/inquiries';
import { paths } from '../../shared/paths';
import { onePageOfEach } from '../../test/page-urls';
import { baseUrl, openPageInOwnContext, testBrowser } from './browser';
import { referenceIn } from './pages/inquiry-form';
import { eventually, textOf } from './pages/queries';

// What a buyer types into a public form is stored exactly as typed, whenever they type and press Send: before the
// page's scripts have arrived, while they load, after the app has taken over, and with JavaScript off.

const chromium = testBrowser();
let db: pg.Pool;
let productPath: string;
let categoryPath: string;
let materialPath: string;
beforeAll(async () => {
  db = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
  const first = async (table: string) => (await db.query<{ path: string }>(`select path from ${table} order by id limit 1`)).rows[0]!.path;
  [productPath, categoryPath, materialPath] = await Promise.all([first('product'), first('category'), first('material')]);
});
afterAll(async () => {
  await db?.end();
});

const PHONE = { width: 375, height: 812 };
let lastBuyer = 0;
const ownEmail = () => `typed-early-${process.pid}-${++lastBuyer}@example.com`;

/** The inquiries stored for that e-mail address, with what was sent. */
const storedFor = async (email: string) =>
  (
    await db.query<{ reference: string; kind: string; payload: Record<string, unknown> }>(
      'select reference, kind, payload from inquiry where email = $1 order by created_at',
      [email],
    )
  ).rows;

/**
 * Holds the page's scripts back: the page is on screen and typeable, the app not yet running. `release(except)`
 * lets them through but for those whose address matches `except`, which wait for the next call.
 */
async function holdScripts(page: Page) {
  const held: HTTPRequest[] = [];
  let stillHeld: RegExp | null = /./;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (stillHeld && request.resourceType() === 'script' && stillHeld.test(request.url())) held.push(request);
    else void request.continue();
  });
  return {
    /** Holds every script again (for the next page). */
    hold() {
      stillHeld = /./;
    },
    async release(except: RegExp | null = null) {
      stillHeld = except;
      for (const request of held.splice(0)) {
        if (except?.test(request.url())) held.push(request);
        else await request.continue();
      }
    },
  };
}

/** The code of the forms and of the footer, which the page loads after its first script. */
const FORM_CODE = /\/assets\/(inquiry-forms?|footer|catalogue-signup)-/;

/** The reference of the stored inquiry, once the page shows it. */
async function shownReference(page: Page, timeout = 10_000): Promise<string> {
  let reference: string | null = null;
  await eventually(
    'the page shows the reference',
    async () => {
      const statuses = await page.$$('[role="status"]');
      for (const status of statuses) reference ??= referenceIn(await textOf(status));
      return reference !== null;
    },
    timeout,
  );
  return reference!;
}

/** Whether React has taken over the element (its props are attached to the node once it is hydrated). */
const hydrated = (page: Page, selector: string) =>
  page.$eval(selector, (element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

/** Types into the text box of that label at a person's pace (a key every `delay` ms). */
async function typeInto(page: Page, label: string, text: string, delay = 40) {
  // Found by its label's text in the page: Chromium's accessibility tree, which the ARIA selectors ask, is not always
  // brought up to date while the page's scripts are still held back.
  const box = await page.waitForFunction(
    (name) => {
      const label = [...document.querySelectorAll('main label, footer label')].find((element) => element.textContent === name);
      return (label as HTMLLabelElement | undefined)?.control ?? null;
    },
    { timeout: 30_000 },
    label,
  );
  await (box as ElementHandle<HTMLInputElement>).type(text, { delay });
}

const QUOTATION = {
  'Your Name': 'Anna Becker',
  'Your Phone Number': '+49 30 1234567',
  Subject: 'Spring order for Berlin',
  Message: 'Anna Becker from Berlin: 300 baskets in natural and black.',
};

async function fillQuotation(page: Page, email: string, delay?: number) {
  for (const [label, text] of Object.entries({ ...QUOTATION, 'Your Email': email })) await typeInto(page, label, text, delay);
}

const expectQuotationStored = async (email: string) => {
  const stored = await storedFor(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.kind).toBe('quotation');
  expect(stored[0]!.payload).toEqual(
    expect.objectContaining({
      name: QUOTATION['Your Name'],
      phone_number: QUOTATION['Your Phone Number'],
      email,
      subject: QUOTATION.Subject,
      message: QUOTATION.Message,
    }),
  );
  return stored[0]!.reference;
};

describe('a buyer who types before the page scripts have arrived', () => {
  it('keeps every character typed before the app takes over, and sends all of it from the app', async () => {
    const { page, problems } = await openPageInOwnContext(chromium.browser, PHONE);
    const scripts = await holdScripts(page);
    await page.goto(`${baseUrl()}${paths.contact()}`, { waitUntil: 'domcontentloaded' });
    const message = 'form[action="/contact"] textarea';
    const serverId = await page.$eval(message, (box) => box.id);
    const email = ownEmail();
    await typeInto(page, 'Your Name', 'Anna Becker');
    await typeInto(page, 'Your Email (optional)', email);
    await typeInto(page, 'Your Phone Number', '+49 30 1234567');
    await typeInto(page, 'Message', 'Anna Becker');
    // The app runs and renders the page again while the form's own code is still on its way.
    await scripts.release(FORM_CODE);
    await eventually('the app has taken the header over', () => hydrated(page, 'button[aria-label="Search products"]'));
    await typeInto(page, 'Message', ' from');
    await scripts.release();
    await eventually('the app has taken the form over', () => hydrated(page, message));
    // Typed on after the take-over: the first words are still there, in the field the server rendered.
    await typeInto(page, 'Message', ' Berlin');
    expect(await page.$eval(message, (box) => [box.id, (box as HTMLTextAreaElement).value])).toEqual([serverId, 'Anna Becker from Berlin']);
    await page.locator('::-p-aria([name="Send message"][role="button"])').click();
    const reference = await shownReference(page);
    const stored = await storedFor(email);
    expect(stored.map((row) => row.reference)).toEqual([reference]);
    expect(stored[0]!.payload).toEqual(
      expect.objectContaining({ name: 'Anna Becker', phone: '+49 30 1234567', content: 'Anna Becker from Berlin' }),
    );
    // Sent in place by the app: the page was not loaded again.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends the form when Send is pressed before the app runs, and shows the reference of what was stored', async () => {
    const { page } = await openPageInOwnContext(chromium.browser, PHONE);
    const scripts = await holdScripts(page);
    await page.goto(`${baseUrl()}${paths.order(productPath)}`, { waitUntil: 'domcontentloaded' });
    const email = ownEmail();
    await fillQuotation(page, email, 5);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
      page.locator('::-p-aria([name="Send request"][role="button"])').click(),
    ]);
    const reference = await expectQuotationStored(email);
    expect(await shownReference(page)).toBe(reference);
    // The page that thanked for it then runs the app, which takes it over as it is.
    await scripts.release();
    await eventually('the app has taken the page over', () => hydrated(page, 'button[aria-label="Search products"]'));
    expect(await shownReference(page)).toBe(reference);
    await page.close();
  });

  it('keeps the e-mail typed into the footer before the app runs, and thanks only once it is stored', async () => {
    const { page, problems } = await openPageInOwnContext(chromium.browser, PHONE);
    const scripts = await holdScripts(page);
    await page.goto(`${baseUrl()}${paths.products(1)}`, { waitUntil: 'domcontentloaded' });
    const email = ownEmail();
    const footerEmail = 'footer form[action="/catalogue-request"] input[name="email"]';
    const serverId = await page.$eval(footerEmail, (input) => input.id);
    await (await page.waitForSelector(footerEmail))!.type(email.slice(0, 8), { delay: 20 });
    await scripts.release(FORM_CODE);
    await eventually('the app has taken the header over', () => hydrated(page, 'button[aria-label="Search products"]'));
    await page.type(footerEmail, email.slice(8), { delay: 20 });
    await scripts.release();
    await eventually('the app has taken the footer form over', () => hydrated(page, footerEmail));
    expect(await page.$eval(footerEmail, (input) => [input.id, (input as HTMLInputElement).value])).toEqual([serverId, email]);
    await page.locator('::-p-aria([name="Send me the catalogue"][role="button"])').click();
    await page.waitForSelector(`::-p-aria([name="${CATALOGUE_THANK_YOU.title.id}"][role="heading"])`);
    expect(await storedFor(email)).toEqual([expect.objectContaining({ kind: 'catalogue', payload: { email } })]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('every page type', () => {
  it('is taken over by the app as the server rendered it: no part rendered anew, no id changed, no complaint', async () => {
    const { page, problems } = await openPageInOwnContext(chromium.browser, PHONE);
    const scripts = await holdScripts(page);
    const replaced: Record<string, string[]> = {};
    const urls = onePageOfEach({ product: productPath, category: categoryPath, material: materialPath, search: 'seagrass basket' });
    for (const url of urls) {
      await scripts.hold();
      const response = await page.goto(`${baseUrl()}${url}`, { waitUntil: 'domcontentloaded' });
      // Every element of the server's page is marked before the app runs; a part the app rendered anew is unmarked.
      await page.evaluate(() => document.querySelectorAll('#root *').forEach((element) => Object.assign(element, { fromServer: true })));
      await scripts.release();
      await page.waitForNetworkIdle({ idleTime: 300 });
      await eventually(`the app has taken ${url} over`, () => hydrated(page, 'footer form input[name="email"]'));
      const anew = await page.$$eval('main, footer, form, input, textarea', (elements) =>
        elements
          .filter((element) => !(element as Element & { fromServer?: boolean }).fromServer)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      if (anew.length) replaced[url] = anew;
      // A form of the page sent empty: the app renders its messages, each tied to its field by the ids React made
      // when it took the page over; an id the server made differently would leave a message tied to nothing.
      const mainForm = await page.$('main form[method="post"]');
      if (mainForm) {
        await (await mainForm.$('button[type="submit"]'))!.click();
        // (An empty catalogue request is no error: the page says nothing was sent.)
        await eventually(
          `${url} answers the empty form`,
          async () => (await page.$$('main [aria-invalid="true"], main [role="status"]')).length > 0,
        );
      }
      const dangling = await page.$$eval('[aria-describedby], [aria-labelledby], [aria-controls], label[for]', (elements) =>
        elements.flatMap((element) =>
          ['aria-describedby', 'aria-labelledby', 'aria-controls', 'for']
            .flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean))
            .filter((id) => !document.getElementById(id))
            .map((id) => `${element.tagName.toLowerCase()} refers to #${id}, which is not in the page`),
        ),
      );
      if (dangling.length) replaced[url] = [...(replaced[url] ?? []), ...dangling];
      // The not-found page's own status is the one complaint the browser is right to make there.
      const complaints = problems.splice(0).filter((problem) => !(response?.status() === 404 && /status of 404/.test(problem)));
      if (complaints.length) replaced[url] = [...(replaced[url] ?? []), ...complaints];
    }
    expect(replaced).toEqual({});
    await page.close();
  }, 120_000);
});

describe('a buyer without JavaScript', () => {
  // The buttons are pressed as found, not through a locator: a locator waits for a button to stand still over
  // the page's animation frames, and a page whose scripts are turned off never runs them.
  it('asks for a quotation: messages with every typed value kept, then the reference once stored', async () => {
    const { page } = await openPageInOwnContext(chromium.browser, PHONE);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${baseUrl()}${paths.order(productPath)}`);
    const email = ownEmail();
    await typeInto(page, 'Your Name', QUOTATION['Your Name'], 0);
    await typeInto(page, 'Your Phone Number', '12-34', 0);
    await typeInto(page, 'Your Email', email, 0);
    await Promise.all([
      page.waitForNavigation(),
      page.waitForSelector('::-p-aria([name="Send request"][role="button"])').then((button) => button!.click()),
    ]);
    // The same page again: the spec's messages under their fields, and nothing typed lost.
    expect(await textOf((await page.waitForSelector('::-p-aria([role="main"])'))!)).toContain('Your Phone is invalid');
    expect(await page.$eval('input[name="name"]', (input) => (input as HTMLInputElement).value)).toBe(QUOTATION['Your Name']);
    expect(await storedFor(email)).toEqual([]);
    const phone = (await page.waitForSelector('::-p-aria([name="Your Phone Number"][role="textbox"])'))!;
    await phone.click({ count: 3 });
    await phone.type(QUOTATION['Your Phone Number']);
    await typeInto(page, 'Subject', QUOTATION.Subject, 0);
    await typeInto(page, 'Message', QUOTATION.Message, 0);
    await Promise.all([
      page.waitForNavigation(),
      page.waitForSelector('::-p-aria([name="Send request"][role="button"])').then((button) => button!.click()),
    ]);
    const reference = await expectQuotationStored(email);
    expect(await shownReference(page)).toBe(reference);
    await page.close();
  });

  it('requests the catalogue from the footer and is thanked on the page it was sent to', async () => {
    const { page } = await openPageInOwnContext(chromium.browser, PHONE);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${baseUrl()}${paths.home()}`);
    const email = ownEmail();
    await (await page.waitForSelector('footer input[name="email"]'))!.type(email);
    await Promise.all([
      page.waitForNavigation(),
      page.waitForSelector('::-p-aria([name="Send me the catalogue"][role="button"])').then((button) => button!.click()),
    ]);
    expect(new URL(page.url()).pathname).toBe(paths.catalogueRequest());
    await page.waitForSelector(`::-p-aria([name="${CATALOGUE_THANK_YOU.title.id}"][role="heading"])`);
    expect(await storedFor(email)).toEqual([expect.objectContaining({ kind: 'catalogue' })]);
    await page.close();
  });
});

describe('a buyer on a slow phone (Slow 3G, CPU 6× slower)', () => {
  it.each([
    ['the order page', () => paths.order(productPath)],
    ['the contact page', () => paths.contact()],
  ])(
    'types into %s from the moment it appears and sends exactly that',
    async (_name, pathOf) => {
      const { page } = await openPageInOwnContext(chromium.browser, PHONE);
      await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 3G']);
      await page.emulateCPUThrottling(6);
      const email = ownEmail();
      const contact = pathOf() === paths.contact();
      // Not awaited: the buyer starts typing as soon as the field is on screen, long before the page has loaded.
      void page.goto(`${baseUrl()}${pathOf()}`, { waitUntil: 'load', timeout: 60_000 }).catch(() => {});
      await page.waitForSelector('::-p-aria([name="Your Name"][role="textbox"])', { timeout: 30_000 });
      if (contact) {
        await typeInto(page, 'Your Name', 'Anna Becker', 60);
        await typeInto(page, 'Your Email (optional)', email, 60);
        await typeInto(page, 'Your Phone Number', '+49 30 1234567', 60);
        await typeInto(page, 'Message', 'Anna Becker from Berlin', 60);
      } else await fillQuotation(page, email, 60);
      await page.locator(`::-p-aria([name="${contact ? 'Send message' : 'Send request'}"][role="button"])`).click();
      const reference = await shownReference(page, 60_000);
      expect((await storedFor(email)).map((row) => row.reference)).toEqual([reference]);
      if (contact) {
        const stored = await storedFor(email);
        expect(stored).toHaveLength(1);
        expect(stored[0]!.payload).toEqual(
          expect.objectContaining({ name: 'Anna Becker', phone: '+49 30 1234567', content: 'Anna Becker from Berlin' }),
        );
      } else await expectQuotationStored(email);
      await page.close();
    },
    120_000,
  );
});
