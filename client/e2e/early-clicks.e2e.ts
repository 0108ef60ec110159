import type { Browser, ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { paths } from '../page-registry';
import { baseUrl, launchBrowser, openPage, VIEWPORTS } from './browser';
import { firstProduct } from './pages/listing-page';
import { byRole, findByRole, pageHeading, waitForPageHeading } from './pages/queries';

const PHONE = VIEWPORTS[0];
// Each test loads a page on a processor slowed six times and waits for it to hydrate: on a busy machine that
// alone can take most of a minute.
jest.setTimeout(120_000);

let browser: Browser;
let productPath: string;
let productName: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl()}/api/product/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 1 }),
  });
  ({ path: productPath, name: productName } = ((await response.json()) as { data: { path: string; name: string }[] }).data[0]!);
});
afterAll(() => browser?.close());

const APP_AT_CLICK = 'appRunningAtClick';

/**
 * Run in every document of the tab: notes, in session storage (it outlives a page load), whether React had taken
 * the page over when the visitor clicked. It runs first among the click's listeners; a click made by the page's
 * own script is not the visitor's.
 */
function noteWhetherTheAppRanAtClick(key: string) {
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      const root = document.getElementById('root');
      const running = !!root && Object.keys(root).some((name) => name.startsWith('__reactContainer$'));
      sessionStorage.setItem(key, String(running));
    },
    true,
  );
}

/** The app had not started when the last click was made: otherwise the test clicked too late to prove anything. */
async function expectClickedBeforeTheApp(page: Page) {
  expect(await page.evaluate((key) => sessionStorage.getItem(key), APP_AT_CLICK)).toBe('false');
}

/**
 * A tab at the given size on a phone-speed processor (6× slower), at the moment the HTML is parsed: the page is
 * on screen, and its scripts are held back, as on a slow link, until `release` is called. From this machine's
 * server they would otherwise arrive before the click could be made.
 */
async function openEarly(viewport: { width: number; height: number }, path: string) {
  const { page, problems } = await openPage(browser, viewport);
  await page.evaluateOnNewDocument(noteWhetherTheAppRanAtClick, APP_AT_CLICK);
  await page.emulateCPUThrottling(6);
  const held: HTTPRequest[] = [];
  let holding = true;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && request.resourceType() === 'script') held.push(request);
    else void request.continue();
  });
  // A script the page asked for before it was left is no longer wanted: continuing it may fail, harmlessly.
  const release = () => {
    holding = false;
    for (const request of held.splice(0)) void request.continue().catch(() => undefined);
  };
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  return { page, problems, release };
}

async function find(page: Page, selector: string): Promise<ElementHandle<Element>> {
  const element = (await page.$(selector)) as ElementHandle<Element> | null;
  if (!element) throw new Error(`${selector} is not on the page`);
  return element;
}

/** Hydrating and loading a dialog's code takes a few seconds on the throttled processor. */
const SLOW = { timeout: 20_000 };

/** The dialog of that name, shown. */
async function waitForDialog(page: Page, name: string) {
  const dialog = await page.waitForSelector(byRole('dialog', name), { ...SLOW, visible: true });
  return dialog!;
}

/** Opens the page early, has the visitor click what `target` finds, lets the scripts run, then checks the outcome. */
async function clickEarly(
  viewport: { width: number; height: number },
  path: string,
  target: (page: Page) => Promise<ElementHandle<Element>>,
  outcome: (page: Page) => Promise<void>,
) {
  const { page, problems, release } = await openEarly(viewport, path);
  try {
    await (await target(page)).click();
    // The click is made: what follows is whether the app keeps it, not how long a phone takes to get there. At
    // full speed, the checks stay quick however busy the machine is.
    await page.emulateCPUThrottling(1);
    release();
    await outcome(page);
    await expectClickedBeforeTheApp(page);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
}

/** The order page of the product, with its quotation form. */
async function expectOrderPage(page: Page) {
  await page.waitForFunction((path) => location.pathname === path, SLOW, paths.order(productPath));
  await findByRole(page, 'textbox', 'Your Name', { ...SLOW, visible: true });
  expect(await pageHeading(page)).toBe(productName);
}

describe.each(VIEWPORTS)('a click made before the scripts run, at $width px', (viewport) => {
  it('on the magnifier opens the search panel with the cursor in the search box', () =>
    clickEarly(
      viewport,
      paths.aboutUs(),
      (page) => find(page, byRole('button', 'Search products')),
      async (page) => {
        const box = await page.waitForSelector(byRole('searchbox', 'Search products'), { ...SLOW, visible: true });
        await page.waitForFunction((input) => document.activeElement === input, SLOW, box);
        // The visitor types at once, and the search answers.
        await page.keyboard.type('seagrass');
        await page.waitForSelector(`${byRole('dialog', 'Search products')} ::-p-text(Seagrass)`, SLOW);
      },
    ));

  it('on the quote basket opens it', () =>
    clickEarly(
      viewport,
      paths.aboutUs(),
      (page) => find(page, byRole('button', 'Quote basket, 0 products')),
      async (page) => {
        const basket = await waitForDialog(page, 'Quote basket');
        expect(await basket.evaluate((el) => el.textContent)).toContain('Your quote basket is empty');
      },
    ));

  it('on a product card opens the product', async () => {
    let name = '';
    await clickEarly(
      viewport,
      paths.products(),
      async (page) => {
        const product = await firstProduct(page);
        name = product.name;
        return product.link;
      },
      async (page) => {
        // The click loads the product page in full: wait for it to be there before asking for its heading (a
        // query made while the listing is torn down may never answer).
        await page.waitForFunction(() => location.pathname.startsWith('/product/'), SLOW);
        await waitForPageHeading(page, name, SLOW.timeout);
      },
    );
  });

  // On a wide screen too: Request Quotation is a link until the app takes it over, and the visitor gets the same
  // form on the order page at once rather than waiting for the scripts to open the dialog (which they would not
  // if the scripts never arrived).
  it("on a product's Request Quotation goes to its order page", () =>
    clickEarly(
      viewport,
      paths.product(productPath),
      (page) => find(page, `${byRole('main')} ${byRole('link', 'Request Quotation')}`),
      expectOrderPage,
    ));
});

describe('a click made before the scripts run, on a phone', () => {
  it('on Menu opens the menu drawer', () =>
    clickEarly(
      PHONE,
      paths.aboutUs(),
      (page) => find(page, byRole('button', 'Menu')),
      async (page) => {
        const menu = await waitForDialog(page, 'Menu');
        await menu.waitForSelector(byRole('link', 'Contact'), { visible: true });
      },
    ));

  it('on the magnifier and then on Menu opens only the menu drawer: the visitor changed their mind', () =>
    clickEarly(
      PHONE,
      paths.aboutUs(),
      async (page) => {
        await (await find(page, byRole('button', 'Search products'))).click();
        return find(page, byRole('button', 'Menu'));
      },
      async (page) => {
        await waitForDialog(page, 'Menu');
        // The search panel would be loading by now: once the page has settled it has not opened.
        await page.waitForNetworkIdle(SLOW);
        expect(await page.$(byRole('dialog', 'Search products'))).toBeNull();
      },
    ));

  it('on Filter opens the filter drawer of a listing', () =>
    clickEarly(
      PHONE,
      paths.products(),
      (page) => find(page, byRole('button', 'Filter')),
      async (page) => {
        const filter = await waitForDialog(page, 'Filter');
        await filter.waitForSelector(byRole('link', 'Planters'), { visible: true });
      },
    ));
});
