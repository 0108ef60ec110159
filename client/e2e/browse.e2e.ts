import type { Browser } from 'puppeteer-core';
import { baseUrl, isSameDocument, launchBrowser, markDocument, newTabForEachTest, VIEWPORTS, watchProblems } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(VIEWPORTS)('browsing at $width×$height', (viewport) => {
  const tab = newTabForEachTest(() => browser, viewport);

  it('loads the home page and hydrates it without a warning', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    expect(await page.title()).toMatch(/Manufacturer in Vietnam/);
    await page.waitForFunction(() => document.querySelector('#new h2')?.textContent === 'FEATURED Products');
    // Head tags are not duplicated by hydration.
    expect(await page.$$eval('title', (t) => t.length)).toBe(1);
    expect(await page.$$eval('meta[name="description"]', (m) => m.length)).toBe(1);
  });

  it('goes from a listing to a product without reloading the page', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const firstCard = await page.waitForSelector('.product-card .card-title a');
    const name = await firstCard!.evaluate((a) => a.textContent ?? '');
    await markDocument(page);
    await firstCard!.click();
    await page.waitForFunction((n) => document.querySelector('h1')?.textContent === n, {}, name);
    expect(page.url()).toMatch(/\/product\/[\w-]+$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.title()).toContain(name);
    expect(await page.$$eval('title', (t) => t.length)).toBe(1);
  });

  it('opens a product page directly with its gallery and Request Quotation', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'domcontentloaded' });
    const href = await page.$eval('.product-card .card-title a', (a) => a.getAttribute('href'));
    await page.goto(`${baseUrl()}${href}`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('h1', (h) => h.textContent)).toBeTruthy();
    const quotation = await page.$$eval('a', (links) =>
      links.filter((a) => a.textContent?.trim() === 'Request Quotation').map((a) => a.getAttribute('href')),
    );
    expect(quotation[0]).toMatch(/^\/order\//);
    const imageLoaded = await page.$eval(
      'main img',
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    );
    expect(imageLoaded).toBe(true);
  });
});

describe('the menu on a phone', () => {
  it('closes when the screen turns wide enough for the inline menu', async () => {
    const page = await browser.newPage();
    try {
      await page.setViewport({ width: 700, height: 1000 });
      await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
      await (await page.waitForSelector('button[aria-controls="site-menu"]', { visible: true }))!.click();
      await page.waitForSelector('#site-menu.show', { visible: true });
      await page.setViewport({ width: 1000, height: 700 });
      await page.waitForSelector('.offcanvas-backdrop', { hidden: true });
      await page.waitForSelector('#site-menu.show', { hidden: true });
      await page.waitForSelector('header a.nav-link[href="/contact"]', { visible: true });
    } finally {
      await page.close();
    }
  });

  it('opens as a drawer with every section of the site', async () => {
    const page = await browser.newPage();
    try {
      await page.setViewport({ width: 375, height: 812 });
      const problems = watchProblems(page);
      await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
      const menuButton = await page.waitForSelector('button[aria-controls="site-menu"]', { visible: true });
      await menuButton!.click();
      await page.waitForSelector('#site-menu.show', { visible: true });
      // Slid fully in (the drawer's code loads on first open, then it animates), as a visitor waits for it.
      await page.waitForFunction(() => {
        const drawer = document.querySelector('#site-menu.show:not(.showing)')?.getBoundingClientRect();
        return drawer !== undefined && drawer.left >= 0 && drawer.right <= window.innerWidth + 1;
      });
      const labels = await page.$$eval('#site-menu .nav-link', (links) => links.map((a) => a.textContent?.trim()));
      expect(labels).toEqual([
        'Home',
        'Categories',
        'Materials',
        'Quality Control',
        'How we make',
        'Product Videos',
        'About Us',
        'Contact',
        'FAQs',
      ]);
      const contact = await page.$$('xpath/.//div[@id="site-menu"]//a[normalize-space()="Contact"]');
      await contact[0]!.click();
      await page.waitForFunction(() => location.pathname === '/contact');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('links on a desktop', () => {
  const tab = newTabForEachTest(() => browser, VIEWPORTS[1]);

  it('move the highlighted menu item with the page, inside the loaded app', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    const current = () => page.$$eval('header a.nav-link[aria-current="page"]', (links) => links.map((a) => a.textContent));
    expect(await current()).toEqual(['Home']);
    await markDocument(page);
    await page.click('header a.nav-link[href="/faqs"]');
    // The address changes as the new page's data arrives; the page and the menu follow on the next render.
    await page.waitForFunction(
      () => location.pathname === '/faqs' && document.querySelector('header a.nav-link[aria-current="page"]')?.textContent === 'FAQs',
    );
    expect(await current()).toEqual(['FAQs']);
    expect(await isSameDocument(page)).toBe(true);
  });

  it('leave a link opened with Ctrl to a new tab, and the page where it was', async () => {
    const page = tab();
    await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
    const link = await page.waitForSelector('.product-card .card-title a');
    const href = await link!.evaluate((a) => a.getAttribute('href'));
    const opened = browser.waitForTarget((target) => target.url() === `${baseUrl()}${href}`);
    await page.keyboard.down('Control');
    await link!.click();
    await page.keyboard.up('Control');
    const target = await opened;
    expect(new URL(page.url()).pathname).toBe('/products/page/1');
    await (await target.page())?.close();
  });
});
