import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { paths } from '../../shared/paths';
import { baseUrl, openPage, testBrowser, VIEWPORTS } from './browser';
import { waitForPageHeading } from './pages/queries';

const PHONE = VIEWPORTS[0];
// Each test loads a page, holds its scripts, clicks, then waits for the app to take over: on a busy machine that
// can take a while.
jest.setTimeout(120_000);

const chromium = testBrowser();
let productPath: string;
let productName: string;
beforeAll(async () => {
  const response = await fetch(`${baseUrl()}/api/product/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 1 }),
  });
  ({ path: productPath, name: productName } = ((await response.json()) as { data: { path: string; name: string }[] }).data[0]!);
});

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
  const noted = await page.waitForFunction((key) => sessionStorage.getItem(key), SLOW, APP_AT_CLICK);
  expect(await noted.jsonValue()).toBe('false');
}

/**
 * A tab at the given size, at the moment the HTML is parsed: the page is on screen, and its scripts are held back,
 * as on a slow link or a slow phone, until `release` is called. From this machine's server they would otherwise
 * arrive before the click could be made. (Holding them is what makes the click come first: slowing the processor
 * as well only made every query of the page slow, and on a busy machine some never answered.)
 */
async function openEarly(viewport: { width: number; height: number }, path: string) {
  const { page, problems } = await openPage(chromium.browser, viewport);
  await page.evaluateOnNewDocument(noteWhetherTheAppRanAtClick, APP_AT_CLICK);
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

/**
 * The control a person would click, found by the name they read (its label, or its text) in the page's markup.
 * Before the scripts run the page is only its HTML, and Chromium's accessibility tree of such a page, asked while
 * another browser loads the machine, sometimes never answers: the markup is asked instead, for the same name.
 */
async function control(page: Page, tag: 'a' | 'button', name: string, within = 'body'): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(
    (tag, name, within) => {
      // Its name: the label, or its text without what is hidden from assistive technology (a narrow card's short word).
      const nameOf = (el: Element) => {
        const label = el.getAttribute('aria-label');
        if (label !== null) return label;
        const copy = el.cloneNode(true) as Element;
        copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return copy.textContent?.trim();
      };
      return [...document.querySelectorAll(`${within} ${tag}`)].find((el) => nameOf(el) === name) ?? null;
    },
    tag,
    name,
    within,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`no ${tag} named ${name} in ${within}`);
  return element;
}

/** Hydrating and loading a dialog's code takes a few seconds on a busy machine. */
const SLOW = { timeout: 20_000 };

/** The dialog of that name, shown. */
async function waitForDialog(page: Page, name: string) {
  const dialog = await page.waitForSelector(`::-p-aria([name="${name}"][role="dialog"])`, { ...SLOW, visible: true });
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
    release();
    await outcome(page);
    await expectClickedBeforeTheApp(page);
    expect(problems).toEqual([]);
  } finally {
    // A tab whose requests are intercepted can take long to close on a busy machine: the next test need not wait.
    void page.close().catch(() => undefined);
  }
}

/** The order page of the product, with its quotation form. */
async function expectOrderPage(page: Page) {
  await page.waitForFunction((path) => location.pathname === path, SLOW, paths.order(productPath));
  await page.waitForSelector('::-p-aria([name="Your Name"][role="textbox"])', { ...SLOW, visible: true });
  await waitForPageHeading(page, productName, SLOW.timeout);
}

describe.each(VIEWPORTS)('a click made before the scripts run, at $width px', (viewport) => {
  it('on the magnifier opens the search panel with the cursor in the search box', () =>
    clickEarly(
      viewport,
      paths.aboutUs(),
      (page) => control(page, 'button', 'Search products'),
      async (page) => {
        const box = await page.waitForSelector('::-p-aria([name="Search products"][role="searchbox"])', { ...SLOW, visible: true });
        await page.waitForFunction((input) => document.activeElement === input, SLOW, box);
        // The visitor types at once, and the search answers.
        await page.keyboard.type('seagrass');
        await page.waitForSelector('::-p-aria([name="Search products"][role="dialog"]) ::-p-text(Seagrass)', SLOW);
      },
    ));

  it('on the quote basket opens it', () =>
    clickEarly(
      viewport,
      paths.aboutUs(),
      (page) => control(page, 'button', 'Quote basket, 0 products'),
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
        // The first card's title link.
        const link = (await page.$('main article h2 a')) as ElementHandle<HTMLAnchorElement> | null;
        if (!link) throw new Error('the listing has no product card');
        name = await link.evaluate((a) => a.textContent?.trim() ?? '');
        return link;
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
    clickEarly(viewport, paths.product(productPath), (page) => control(page, 'a', 'Request Quotation', 'main'), expectOrderPage));
});

describe('a click made before the scripts run, on a phone', () => {
  it('on Menu opens the menu drawer', () =>
    clickEarly(
      PHONE,
      paths.aboutUs(),
      (page) => control(page, 'button', 'Menu'),
      async (page) => {
        const menu = await waitForDialog(page, 'Menu');
        await menu.waitForSelector('::-p-aria([name="Contact"][role="link"])', { visible: true });
      },
    ));

  it('on the magnifier and then on Menu opens only the menu drawer: the visitor changed their mind', () =>
    clickEarly(
      PHONE,
      paths.aboutUs(),
      async (page) => {
        await (await control(page, 'button', 'Search products')).click();
        return control(page, 'button', 'Menu');
      },
      async (page) => {
        await waitForDialog(page, 'Menu');
        // The search panel would be loading by now: once the page has settled it has not opened.
        await page.waitForNetworkIdle(SLOW);
        expect(await page.$('::-p-aria([name="Search products"][role="dialog"])')).toBeNull();
      },
    ));

  it('on Filter opens the filter drawer of a listing', () =>
    clickEarly(
      PHONE,
      paths.products(),
      (page) => control(page, 'button', 'Filter'),
      async (page) => {
        const filter = await waitForDialog(page, 'Filter');
        await filter.waitForSelector('::-p-aria([name="Planters"][role="link"])', { visible: true });
      },
    ));
});
