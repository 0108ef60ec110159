import type { HTTPResponse } from 'puppeteer-core';
import { baseUrl, openPage, testBrowser } from './browser';

// A buyer on a phone downloads the PDF catalogue from the footer of the page they are on.

const chromium = testBrowser();

it('gives a buyer on a 375 px phone the PDF catalogue from the footer', async () => {
  const { page, problems } = await openPage(chromium.browser, { width: 375, height: 812 });
  const missing: string[] = [];
  // Each missing address as it was asked for (the site sends unknown ones on to /not-found, which answers 404).
  page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.request().redirectChain()[0]?.url() ?? r.url()).pathname));
  try {
    await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
    const footer = (await page.waitForSelector('::-p-aria([role="contentinfo"])'))!;
    const link = (await footer.waitForSelector('::-p-aria([name="Download our catalogue (PDF)"][role="link"])'))!;
    // The link is on the screen and large enough to tap, once scrolled to.
    await link.scrollIntoView();
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    const pdf = new Promise<HTTPResponse>((resolve) => page.on('response', (r) => r.url().endsWith('/catalogue.pdf') && resolve(r)));
    // The tap opens the file in the browser's PDF viewer: the test goes on once that navigation is over.
    const [response] = await Promise.all([pdf, page.waitForNavigation({ waitUntil: 'load' }), link.tap()]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toBe('inline; filename="product-catalogue.pdf"');
    // On a page of the site, what the link leads to is a PDF document, as a viewer starts reading one. This is read
    // in a tab of its own: the PDF viewer in the first tab goes on loading its own scripts for a while.
    const { page: site, problems: siteProblems } = await openPage(chromium.browser, { width: 375, height: 812 });
    await site.goto(`${baseUrl()}/catalogue-request`, { waitUntil: 'networkidle0' });
    const start = await site.evaluate(async () => {
      const bytes = new Uint8Array(
        await (await fetch(document.querySelector<HTMLAnchorElement>('footer a[type="application/pdf"]')!.href)).arrayBuffer(),
      );
      return { magic: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
    });
    await site.close();
    expect(siteProblems).toEqual([]);
    expect(start.magic).toBe('%PDF-');
    expect(start.size).toBeGreaterThan(50_000);

    // The browser's PDF viewer asks the site for /favicon.ico (the site's icon is an SVG its pages name): that
    // is the only address missing, and nothing else went wrong.
    expect([...new Set(missing)]).toEqual(missing.length ? ['/favicon.ico'] : []);
    expect(problems.filter((problem) => !problem.includes('status of 404')).length).toBe(0);
    expect(problems.length).toBe(missing.length);
  } finally {
    await page.close();
  }
}, 120_000);
