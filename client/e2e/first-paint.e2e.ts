import type { HTTPRequest } from 'puppeteer-core';
import { baseUrl, isSameDocument, markDocument, openPage, testBrowser } from './browser';
import { firstProduct } from './pages/listing-page';
import { waitForPageHeading } from './pages/queries';

const chromium = testBrowser();

const STYLESHEET_DELAY_MS = 700;

describe('the first paint', () => {
  it('is not held back by the page scripts: they are fetched once the page can be painted, then hydrate it', async () => {
    const { page, problems } = await openPage(chromium.browser, { width: 375, height: 740 });
    try {
      // The stylesheet blocks the first paint; it is held back for a while, as on a slow link.
      const events: string[] = [];
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) events.push('script requested');
        if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.css')) {
          setTimeout(() => {
            events.push('stylesheet delivered');
            void request.continue();
          }, STYLESHEET_DELAY_MS);
          return;
        }
        void request.continue();
      });
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      expect(events.indexOf('stylesheet delivered')).toBeGreaterThanOrEqual(0);
      expect(events.indexOf('script requested')).toBeGreaterThan(events.indexOf('stylesheet delivered'));
      // Then the page works as usual: hydrated, a click on a card navigates inside the app.
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
