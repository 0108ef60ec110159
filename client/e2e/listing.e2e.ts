import type { Browser, ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { SCROLL_POSITION_KEY } from '../../shared/browser-storage';
import { PAGE_SIZE } from '../../shared/catalogue';
import { baseUrl, isSameDocument, launchBrowser, markDocument, newTabForEachTest as newTabOf, VIEWPORTS } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = VIEWPORTS[0];
const DESKTOP = VIEWPORTS[1];
const newTabForEachTest = (viewport: { width: number; height: number }) => newTabOf(() => browser, viewport);

const productNames = (page: Page) =>
  page.$$eval('main .product-card .card-title', (titles) => titles.map((t) => t.textContent?.trim() ?? ''));
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function byRole(scope: Page | ElementHandle, role: string, name: string): Promise<ElementHandle<Element>> {
  const element = await scope.waitForSelector(`::-p-aria([name="${name}"][role="${role}"])`);
  if (!element) throw new Error(`no ${role} named ${name}`);
  return element as ElementHandle<Element>;
}

async function waitForListing(page: Page, pathAndSearch: string) {
  await page.waitForFunction(
    (expected, count) =>
      `${location.pathname}${location.search}` === expected && document.querySelectorAll('main .product-card').length === count,
    {},
    pathAndSearch,
    PAGE_SIZE,
  );
}

/** Holds every API call of the page until `release`, so the loading state can be looked at. */
async function holdApiCalls(page: Page) {
  const held: HTTPRequest[] = [];
  let holding = true;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && new URL(request.url()).pathname.startsWith('/api/')) held.push(request);
    else void request.continue();
  });
  return {
    heldCount: () => held.length,
    async release() {
      holding = false;
      await Promise.all(held.map((request) => request.continue()));
    },
  };
}

describe.each(VIEWPORTS)('a product listing at $width×$height', (viewport) => {
  const tab = newTabForEachTest(viewport);

  it('sorts A-Z and Z-A from page 1, with the order in the URL, without reloading the page', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/2`, { waitUntil: 'networkidle0' });
    await markDocument(page);

    const sort = await byRole(page, 'combobox', 'Sort by');
    await sort.select('az');
    await waitForListing(page, '/products/page/1?sort=az');
    const ascending = await productNames(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await sort.select('za');
    await waitForListing(page, '/products/page/1?sort=za');
    const descending = await productNames(page);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));
    expect(descending[0]!.localeCompare(ascending[0]!)).toBeGreaterThan(0);
    expect(await sort.evaluate((select) => (select as HTMLSelectElement).value)).toBe('za');

    // Back to the default order: a clean URL.
    await sort.select('');
    await waitForListing(page, '/products/page/1');
    expect(await isSameDocument(page)).toBe(true);
  });

  it('goes to page 2 through a real link with other products, keeping the order', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1?sort=za`, { waitUntil: 'networkidle0' });
    await markDocument(page);
    const first = await productNames(page);

    const next = await byRole(page, 'link', 'Next');
    expect(await next.evaluate((a) => a.getAttribute('href'))).toBe('/products/page/2?sort=za');
    await next.click();
    await waitForListing(page, '/products/page/2?sort=za');
    const second = await productNames(page);

    expect(second.some((name) => first.includes(name))).toBe(false);
    // Still Z to A across the two pages.
    expect(first.at(-1)!.localeCompare(second[0]!)).toBeGreaterThanOrEqual(0);
    const current = await page.$eval('nav[aria-label="Pages"] [aria-current="page"]', (a) => a.textContent);
    expect(current).toBe('2');
    expect(await isSameDocument(page)).toBe(true);
  });

  it('shows placeholders while the next page loads, then its products', async () => {
    const page = tab();
    // The server-rendered page never has them.
    const html = await (await fetch(`${baseUrl()}/products/page/2`)).text();
    expect(html).not.toContain('skeleton-card');
    expect(html.match(/class="card product-card/g)).toHaveLength(PAGE_SIZE);

    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    expect(await page.$$('main .skeleton-card')).toHaveLength(0);
    const api = await holdApiCalls(page);
    await (await byRole(page, 'link', 'Next')).click();

    await page.waitForSelector('::-p-text(Loading products…)');
    expect(await page.$$('main .skeleton-card')).toHaveLength(PAGE_SIZE);
    expect(await page.$$('main .product-card')).toHaveLength(0);
    expect(api.heldCount()).toBeGreaterThan(0);

    await api.release();
    await waitForListing(page, '/products/page/2');
    expect(await page.$$('main .skeleton-card')).toHaveLength(0);
  });

  it('shows the scroll-to-top button past 100 px and scrolls back to the top with it', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const button = 'button[aria-label="Scroll to top"]';
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForSelector(button, { hidden: true });
    expect(await page.$eval('header', (h) => h.classList.contains('shadow'))).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 400));
    await (await byRole(page, 'button', 'Scroll to top')).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForSelector(button, { hidden: true });
  });

  it('shadows the header once the page is scrolled past 100 px', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => document.querySelector('header')?.classList.contains('shadow'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('header')?.classList.contains('shadow'));
  });

  /** Scrolls the sixth card into view and opens its product; returns where the listing was. */
  async function openSixthProduct(page: Page): Promise<number> {
    const title = (await page.$$('main .product-card .card-title a'))[5]!;
    await title.evaluate((a) => a.scrollIntoView({ block: 'center' }));
    const y = await scrollY(page);
    expect(y).toBeGreaterThan(100);
    const name = await title.evaluate((a) => a.textContent ?? '');
    await title.click();
    await page.waitForFunction((n) => document.querySelector('h1')?.textContent === n, {}, name);
    await page.waitForFunction(() => window.scrollY === 0);
    const saved = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null'), SCROLL_POSITION_KEY);
    expect(saved).toEqual({ href: '/products/page/1?sort=az', y });
    return y;
  }

  it('comes back from a product page to where the listing was scrolled', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1?sort=az`, { waitUntil: 'networkidle0' });
    await markDocument(page);
    const y = await openSixthProduct(page);

    await page.goBack();
    await waitForListing(page, '/products/page/1?sort=az');
    await page.waitForFunction((expected) => Math.round(window.scrollY) === expected, {}, y);
    expect(await isSameDocument(page)).toBe(true);
  });

  it('comes back to the same place when the product page was reloaded in between', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1?sort=az`, { waitUntil: 'networkidle0' });
    const y = await openSixthProduct(page);
    await page.reload({ waitUntil: 'networkidle0' });

    await page.goBack({ waitUntil: 'networkidle0' });
    await waitForListing(page, '/products/page/1?sort=az');
    await page.waitForFunction((expected) => Math.round(window.scrollY) === expected, {}, y);
  });

  it('starts at the top when the listing is opened anew rather than by Back', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1?sort=az`, { waitUntil: 'networkidle0' });
    await openSixthProduct(page);
    await page.goto(`${baseUrl()}/products/page/1?sort=az`, { waitUntil: 'networkidle0' });
    expect(await scrollY(page)).toBe(0);
  });

  it('blocks the context menu, image dragging and F12, but not Tab, Escape or form fields', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      // Listeners on window run after the document's, so they see what the page decided.
      window.addEventListener('contextmenu', (e) => seen.push(`contextmenu ${e.defaultPrevented}`));
      window.addEventListener('keydown', (e) => seen.push(`${e.key} ${e.defaultPrevented}`));
    });
    const seen = () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.splice(0));
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());

    // The keyboard works as usual: Tab moves the focus, Escape is left alone.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await seen()).toEqual(['Tab false', 'Tab false', 'Escape false']);

    const picture = (await page.waitForSelector('main .product-card img'))!;
    await picture.click({ button: 'right' });
    expect(await seen()).toEqual(['contextmenu true']);
    const dragAllowed = await picture.evaluate((img) => img.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true })));
    expect(dragAllowed).toBe(false);

    // Form fields keep their menu (paste, spelling).
    const sort = await byRole(page, 'combobox', 'Sort by');
    const menuAllowed = await sort.evaluate((select) =>
      select.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
    );
    expect(menuAllowed).toBe(true);
    expect(await seen()).toEqual(['contextmenu false']);

    await page.keyboard.press('F12');
    expect(await seen()).toEqual(['F12 true']);
  });
});

describe('the listing sidebar on a desktop', () => {
  const tab = newTabForEachTest(DESKTOP);

  it('is a sticky column with the category shown highlighted, and no Filter button', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/categories/lamp-shades/page/1`, { waitUntil: 'networkidle0' });
    const sidebar = await byRole(page, 'navigation', 'Categories');
    const active = await sidebar.$$eval('[aria-current="page"]', (links) =>
      links.map((a) => ({ name: a.textContent, background: getComputedStyle(a).backgroundColor })),
    );
    const plain = await sidebar.$eval('a:not([aria-current])', (a) => getComputedStyle(a).backgroundColor);
    expect(active).toHaveLength(1);
    expect(active[0]!.name).toBe('Lamp Shades');
    expect(active[0]!.background).not.toBe(plain);
    expect(await sidebar.evaluate((nav) => getComputedStyle(nav.closest('.listing-sidebar-sticky')!).position)).toBe('sticky');
    expect(await page.$('::-p-aria([name="Filter"][role="button"])')).toBeNull();
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Lamp Shades');
  });

  it('lists both categories and materials beside all products, and highlights the material shown', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const categories = await byRole(page, 'navigation', 'Categories');
    const materials = await byRole(page, 'navigation', 'Materials');
    expect(await categories.$$eval('a', (links) => links.length)).toBe(12);
    expect(await materials.$$eval('a', (links) => links.length)).toBe(12);
    expect(await page.$$('main aside [aria-current]')).toHaveLength(0);

    await markDocument(page);
    await (await byRole(materials, 'link', 'Seagrass')).click();
    await waitForListing(page, '/materials/seagrass/page/1');
    const highlighted = await (await byRole(page, 'navigation', 'Materials')).$eval('[aria-current="page"]', (a) => a.textContent);
    expect(highlighted).toBe('Seagrass');
    expect(await isSameDocument(page)).toBe(true);
  });
});

describe('the Filter drawer on a phone', () => {
  const tab = newTabForEachTest(PHONE);
  const drawerShare = (page: Page) =>
    page.$eval('[role="dialog"].listing-filter', (drawer) =>
      Math.round((drawer.getBoundingClientRect().width / document.documentElement.clientWidth) * 100),
    );
  const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

  it('opens from the right over a locked page, and choosing an item goes there and closes it', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    await markDocument(page);
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await (await byRole(page, 'button', 'Filter')).click();
    const drawer = await byRole(page, 'dialog', 'Filter');
    await page.waitForSelector('[role="dialog"].listing-filter.show');
    expect(await bodyOverflow(page)).toBe('hidden');
    expect(await drawerShare(page)).toBe(100);
    // It slides in until it rests against the right edge.
    await page.waitForFunction(
      () =>
        document.querySelector('[role="dialog"].listing-filter')?.getBoundingClientRect().right === document.documentElement.clientWidth,
    );

    await (await byRole(drawer, 'link', 'Planters')).click();
    await waitForListing(page, '/categories/planters/page/1');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Planters');

    // The category shown is the highlighted one when the drawer opens again.
    await (await byRole(page, 'button', 'Filter')).click();
    const again = await byRole(page, 'dialog', 'Filter');
    expect(await again.$eval('[aria-current="page"]', (a) => a.textContent)).toBe('Planters');
    expect(await isSameDocument(page)).toBe(true);
  });

  it('is 100% wide under 376 px, 70% under 567 px, otherwise 30%, also after a resize, and closes with Escape', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/materials/rattan/page/1`, { waitUntil: 'networkidle0' });
    await (await byRole(page, 'button', 'Filter')).click();
    await page.waitForSelector('[role="dialog"].listing-filter.show');
    expect(await drawerShare(page)).toBe(100);

    await page.setViewport({ width: 500, height: 812 });
    await page.waitForFunction(() => window.innerWidth === 500);
    expect(await drawerShare(page)).toBe(70);

    await page.setViewport({ width: 700, height: 812 });
    await page.waitForFunction(() => window.innerWidth === 700);
    expect(await drawerShare(page)).toBe(30);

    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden');
  });
});

describe.each(VIEWPORTS)('the category and material grids at $width×$height', (viewport) => {
  const tab = newTabForEachTest(viewport);

  it.each([
    ['materials', 'Loading materials…'],
    ['categories', 'Loading categories…'],
  ])('show placeholders while the next page of %s loads', async (kind, label) => {
    const page = tab();
    await page.goto(`${baseUrl()}/${kind}/page/1`, { waitUntil: 'networkidle0' });
    expect(await page.$$('main .skeleton-card')).toHaveLength(0);
    const firstPage = await page.$$eval('main .taxonomy-card h2', (titles) => titles.map((t) => t.textContent));
    const api = await holdApiCalls(page);
    await (await byRole(page, 'link', '2')).click();

    await page.waitForSelector(`::-p-text(${label})`);
    expect(await page.$$('main .skeleton-card')).toHaveLength(PAGE_SIZE);
    expect(await page.$$('main .taxonomy-card')).toHaveLength(0);

    await api.release();
    await page.waitForFunction(
      (k) => location.pathname === `/${k}/page/2` && document.querySelector('main .taxonomy-card') !== null,
      {},
      kind,
    );
    const secondPage = await page.$$eval('main .taxonomy-card h2', (titles) => titles.map((t) => t.textContent));
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    expect(await page.$$('main .skeleton-card')).toHaveLength(0);
  });
});
