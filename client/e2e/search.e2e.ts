import type { Page } from 'puppeteer-core';
import { baseUrl, newTabForEachTest, testBrowser, VIEWPORTS, watchProblems } from './browser';
import { paths } from '../../shared/paths';
import { openSearch, searchDialog } from './pages/header';
import { productNames } from './pages/listing-page';
import { eventually, hrefOf, textOf } from './pages/queries';

const chromium = testBrowser();

/** The results listed under the search box: links to products. */
const results = async (page: Page) =>
  (await (await searchDialog(page)).waitForSelector('::-p-aria([role="list"])'))!.$$('::-p-aria([role="link"])');
/** A result shows the product's name on its first line, its description under it. */
const resultNames = async (page: Page) =>
  Promise.all((await results(page)).map((link) => link.evaluate((a) => (a as HTMLElement).innerText.split('\n')[0]!.trim())));
const SEARCH_RESULTS = '::-p-aria([name="Search products"][role="dialog"]) ::-p-aria([role="list"]) ::-p-aria([role="link"])';

describe.each(VIEWPORTS)('searching at $width×$height', (viewport) => {
  const tab = newTabForEachTest(() => chromium.browser, viewport);
  let page: Page;

  beforeEach(async () => {
    page = tab();
    await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
  });

  it('finds products despite a typo and opens the one chosen', async () => {
    const input = await openSearch(page);
    await input.type('seagras baskt');
    await page.waitForSelector(SEARCH_RESULTS);
    const names = await resultNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]!.toLowerCase()).toMatch(/seagrass.*basket|basket.*seagrass/);
    // The list scrolls inside the panel rather than running off the screen: a layout fact, read from its style.
    const list = (await (await searchDialog(page)).waitForSelector('::-p-aria([role="list"])'))!;
    const maxHeight = await list.evaluate((el) => getComputedStyle(el.closest('[aria-live]')!).maxHeight);
    expect(parseFloat(maxHeight)).toBeLessThanOrEqual(550);
    const [first] = await results(page);
    const href = await hrefOf(first!);
    await first!.click();
    await page.waitForFunction((h) => location.pathname === h, {}, href);
    await page.waitForSelector(`::-p-aria([name="${names[0]}"][role="heading"])`);
    await page.waitForSelector('::-p-aria([name="Search products"][role="dialog"])', { hidden: true });
  });

  it("keeps 'See all' in view under many results, and opens the whole listing on Enter", async () => {
    const input = await openSearch(page);
    await input.type('basket');
    await page.waitForSelector(SEARCH_RESULTS);
    const seeAll = await (await searchDialog(page)).waitForSelector('a::-p-text(See all)');
    // Seen where it is, not under the results or below the screen.
    const inView = await seeAll!.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return box.bottom <= window.innerHeight && hit !== null && link.contains(hit);
    });
    expect(inView).toBe(true);
    await input.press('Enter');
    await page.waitForFunction(() => location.pathname === '/search/basket/page/1');
    await page.waitForSelector('::-p-aria([name="Search products"][role="dialog"])', { hidden: true });
    expect((await productNames(page)).length).toBeGreaterThan(0);
  });

  it("says 'There is no products' when nothing matches, clears, and closes with Escape", async () => {
    const input = await openSearch(page);
    await input.type('zzqqxx');
    await (await searchDialog(page)).waitForSelector('::-p-text("There is no products")');
    await page.locator('::-p-aria([name="Clear search"][role="button"])').click();
    expect(await input.evaluate((el) => (el as HTMLInputElement).value)).toBe('');
    expect(await (await searchDialog(page)).$('::-p-text("There is no products")')).toBeNull();
    await page.keyboard.press('Escape');
    await page.waitForSelector('::-p-aria([name="Search products"][role="searchbox"])', { hidden: true });
  });

  it('offers a way on when nothing matches: a new search, all products, the categories, a question to us', async () => {
    const input = await openSearch(page);
    await input.type('zzqqxx');
    const dialog = await searchDialog(page);
    await dialog.waitForSelector('::-p-text("There is no products")');
    await dialog.waitForSelector('::-p-text("try fewer or more general words")');
    expect(await hrefOf((await dialog.waitForSelector('::-p-aria([name="Categories"][role="link"])'))!)).toBe(paths.categories());
    expect(await hrefOf((await dialog.waitForSelector('::-p-aria([name="Ask us about a product not listed"][role="link"])'))!)).toBe(
      paths.contact(),
    );
    await (await dialog.waitForSelector('::-p-aria([name="Start a new search"][role="button"])'))!.click();
    expect(await input.evaluate((el) => el === document.activeElement && (el as HTMLInputElement).value === '')).toBe(true);
    await input.type('zzqqxx');
    await (await (await searchDialog(page)).waitForSelector('::-p-aria([name="All products"][role="link"])'))!.click();
    await page.waitForFunction((path) => location.pathname === path, {}, paths.products());
    await page.waitForSelector('::-p-aria([name="Search products"][role="dialog"])', { hidden: true });
    expect((await productNames(page)).length).toBeGreaterThan(0);
  });

  it('has one clear control inside the box and a Close word for the panel, not two crosses side by side', async () => {
    const input = await openSearch(page);
    await input.type('basket');
    const dialog = await searchDialog(page);
    const clear = (await dialog.waitForSelector('::-p-aria([name="Clear search"][role="button"])', { visible: true }))!;
    const close = (await dialog.waitForSelector('::-p-aria([name="Close search"][role="button"])', { visible: true }))!;
    expect(await textOf(close)).toBe('Close');
    expect(await textOf(clear)).toBe('');
    // The browser's own clear cross is not drawn in the box beside the panel's.
    expect(await input.evaluate((el) => getComputedStyle(el, '::-webkit-search-cancel-button').appearance)).toBe('none');
    // Clear sits inside the box the words are typed in; Close is outside it.
    const box = await input.evaluate((el) => {
      const { left, right, top, bottom } = el.parentElement!.getBoundingClientRect();
      return { left, right, top, bottom };
    });
    const inside = (control: typeof clear) =>
      control.evaluate((el, b) => {
        const r = el.getBoundingClientRect();
        return r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom;
      }, box);
    expect(await inside(clear)).toBe(true);
    expect(await inside(close)).toBe(false);

    await clear.click();
    expect(await input.evaluate((el) => (el as HTMLInputElement).value)).toBe('');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await close.click();
    await page.waitForSelector('::-p-aria([name="Search products"][role="searchbox"])', { hidden: true });
    await eventually('the focus is back on the magnifier', () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Search products'),
    );
  });

  it('shows the answer to the newest query even when an older answer arrives later', async () => {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const slow = request.url().endsWith('/api/product/search') && request.postData()?.includes('rattan');
      if (slow) setTimeout(() => request.continue().catch(() => undefined), 1500);
      else void request.continue();
    });
    const input = await openSearch(page);
    await input.type('rattan');
    // Wait until the slow request for 'rattan' has been sent, then ask for something else.
    await page.waitForSelector('::-p-aria([name="Search products"][role="dialog"]) ::-p-aria([name="Searching"][role="status"])');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await input.click({ count: 3 });
    await input.type('hyacinth');
    await page.waitForSelector(SEARCH_RESULTS);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const names = await resultNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /hyacinth/i.test(name))).toBe(true);
  });
});

describe('the search-by-path listing', () => {
  it('lists matches with the breadcrumb Home / Categories / Search', async () => {
    const page = await chromium.browser.newPage();
    try {
      const problems = watchProblems(page);
      await page.goto(`${baseUrl()}/search/bamboo/page/1`, { waitUntil: 'networkidle0' });
      const breadcrumb = (await page.waitForSelector('::-p-aria([name="Breadcrumb"][role="navigation"])'))!;
      const crumbs = await Promise.all((await breadcrumb.$$('::-p-aria([role="listitem"])')).map(textOf));
      expect(crumbs).toEqual(['Home', 'Categories', 'Search']);
      expect(await hrefOf((await breadcrumb.waitForSelector('::-p-aria([name="Categories"][role="link"])'))!)).toBe('/categories');
      const names = await productNames(page);
      expect(names.length).toBeGreaterThan(0);
      expect(names.some((name) => /bamboo/i.test(name))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('a search listing that finds nothing', () => {
  it("says 'There is no products' with other words to try and the ways on, without a script", async () => {
    const page = await chromium.browser.newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.goto(`${baseUrl()}${paths.search('zzqqxx')}`, { waitUntil: 'load' });
      const main = (await page.waitForSelector('::-p-aria([role="main"])'))!;
      await main.waitForSelector('::-p-text("There is no products")');
      await main.waitForSelector('::-p-text("try fewer or more general words")');
      expect(await hrefOf((await main.waitForSelector('::-p-aria([name="All products"][role="link"])'))!)).toBe(paths.products());
      const categoryLinks = await Promise.all((await main.$$('::-p-aria([name="Categories"][role="link"])')).map(hrefOf));
      expect(categoryLinks).toContain(paths.categories());
      await (await main.waitForSelector('::-p-aria([name="Ask us about a product not listed"][role="link"])'))!.click();
      await page.waitForFunction((path) => location.pathname === path, {}, paths.contact());
    } finally {
      await page.close();
    }
  });
});
