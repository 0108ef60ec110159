import type { Browser, Page } from 'puppeteer-core';
import { baseUrl, launchBrowser, newTabForEachTest, VIEWPORTS, watchProblems } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openSearch(page: Page) {
  const trigger = await page.waitForSelector('button[aria-label="Search products"]', { visible: true });
  await trigger!.click();
  return (await page.waitForSelector('input[type="search"]', { visible: true }))!;
}

const resultNames = (page: Page) => page.$$eval('.search-results li .fw-semibold', (els) => els.map((e) => e.textContent ?? ''));

describe.each(VIEWPORTS)('searching at $width×$height', (viewport) => {
  const tab = newTabForEachTest(() => browser, viewport);
  let page: Page;

  beforeEach(async () => {
    page = tab();
    await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
  });

  it('finds products despite a typo and opens the one chosen', async () => {
    const input = await openSearch(page);
    await input.type('seagras baskt');
    await page.waitForSelector('.search-results li a');
    const names = await resultNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]!.toLowerCase()).toMatch(/seagrass.*basket|basket.*seagrass/);
    const maxHeight = await page.$eval('.search-results', (el) => getComputedStyle(el).maxHeight);
    expect(parseFloat(maxHeight)).toBeLessThanOrEqual(550);
    const href = await page.$eval('.search-results li a', (a) => a.getAttribute('href'));
    await page.click('.search-results li a');
    await page.waitForFunction((h) => location.pathname === h, {}, href);
    await page.waitForFunction((n) => document.querySelector('h1')?.textContent === n, {}, names[0]);
    await page.waitForSelector('.search-results', { hidden: true });
  });

  it("says 'There is no products' when nothing matches, clears, and closes with Escape", async () => {
    const input = await openSearch(page);
    await input.type('zzqqxx');
    await page.waitForFunction(() => document.querySelector('.search-results')?.textContent?.includes('There is no products'));
    await page.click('button[aria-label="Clear search"]');
    expect(await input.evaluate((el) => (el as HTMLInputElement).value)).toBe('');
    expect(await page.$('.search-results')).toBeNull();
    await page.keyboard.press('Escape');
    await page.waitForSelector('input[type="search"]', { hidden: true });
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
    await page.waitForSelector('.search-dialog [role="status"]');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await input.click({ count: 3 });
    await input.type('hyacinth');
    await page.waitForSelector('.search-results li a');
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const names = await resultNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /hyacinth/i.test(name))).toBe(true);
  });
});

describe('the search-by-path listing', () => {
  it('lists matches with the breadcrumb Home / Categories / Search', async () => {
    const page = await browser.newPage();
    try {
      const problems = watchProblems(page);
      await page.goto(`${baseUrl()}/search/bamboo/page/1`, { waitUntil: 'networkidle0' });
      const crumbs = await page.$$eval('nav[aria-label="Breadcrumb"] li', (items) => items.map((li) => li.textContent?.trim()));
      expect(crumbs).toEqual(['Home', 'Categories', 'Search']);
      const categoriesHref = await page.$eval('nav[aria-label="Breadcrumb"] li:nth-child(2) a', (a) => a.getAttribute('href'));
      expect(categoriesHref).toBe('/categories');
      const names = await page.$$eval('.product-card .card-title', (els) => els.map((e) => e.textContent ?? ''));
      expect(names.length).toBeGreaterThan(0);
      expect(names.some((name) => /bamboo/i.test(name))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
