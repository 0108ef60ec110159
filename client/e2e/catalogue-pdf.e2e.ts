import type { Browser, HTTPResponse } from 'puppeteer-core';
import { baseUrl, launchBrowser, openPage } from './browser';
import { findByRole } from './pages/queries';

// A buyer on a phone downloads the PDF catalogue from the footer of the page they are on.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('gives a buyer on a 375 px phone the PDF catalogue from the footer', async () => {
  const { page, problems } = await openPage(browser, { width: 375, height: 812 });
  try {
    await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
    const footer = await findByRole(page, 'contentinfo');
    const link = await findByRole(footer, 'link', 'Download our catalogue (PDF)');
    // The link is on the screen and large enough to tap, once scrolled to.
    await link.scrollIntoView();
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    // What the link leads to is a PDF document, as a viewer starts reading one.
    const start = await page.evaluate(async () => {
      const bytes = new Uint8Array(
        await (await fetch(document.querySelector<HTMLAnchorElement>('footer a[type="application/pdf"]')!.href)).arrayBuffer(),
      );
      return { magic: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
    });
    expect(start.magic).toBe('%PDF-');
    expect(start.size).toBeGreaterThan(50_000);

    const pdf = new Promise<HTTPResponse>((resolve) => page.on('response', (r) => r.url().endsWith('/catalogue.pdf') && resolve(r)));
    await link.tap();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toBe('inline; filename="product-catalogue.pdf"');
    // Opening a PDF (shown or saved, as the browser does it) is not a problem of the page.
    expect(problems.filter((problem) => !problem.includes('/catalogue.pdf'))).toEqual([]);
  } finally {
    await page.close();
  }
}, 120_000);
