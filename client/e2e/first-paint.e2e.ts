import type { Browser, HTTPRequest } from 'puppeteer-core';
import { baseUrl, isSameDocument, launchBrowser, markDocument, openPage } from './browser';
import { firstProduct } from './pages/listing-page';
import { pageHeading, waitForPageHeading } from './pages/queries';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the first paint', () => {
  it('is not held back by the page scripts: the page shows while they are on their way, then they hydrate it', async () => {
    const { page, problems } = await openPage(browser, { width: 375, height: 740 });
    try {
      // Every script is held back, as on a slow link, until the page has painted.
      const held: HTTPRequest[] = [];
      let holding = true;
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        const { pathname } = new URL(request.url());
        if (holding && pathname.startsWith('/assets/') && pathname.endsWith('.js')) held.push(request);
        else void request.continue();
      });
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      expect(await pageHeading(page)).toBe('All Products');
      expect(held.length).toBeGreaterThan(0);
      holding = false;
      for (const request of held) void request.continue();

      // Then the page works as usual: hydrated, a click on a card navigates inside the app.
      await page.waitForNetworkIdle({ idleTime: 300 });
      await markDocument(page);
      const { link, name } = await firstProduct(page);
      await link.click();
      await waitForPageHeading(page, name);
      expect(await isSameDocument(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
