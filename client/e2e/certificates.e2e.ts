import { baseUrl, newTabForEachTest, testBrowser } from './browser';
import { hrefOf, waitForPageHeading } from './pages/queries';

// A buyer's compliance team on a phone: from the footer to the certificates, and one certificate's scan opened.

const chromium = testBrowser();

describe('certificates at 375 px', () => {
  const page = newTabForEachTest(() => chromium.browser, { width: 375, height: 812 });

  it('finds the certificates page from the footer and opens a certificate’s scan', async () => {
    await page().goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    const footer = (await page().waitForSelector('::-p-aria([role="contentinfo"])'))!;
    const link = (await footer.waitForSelector('::-p-aria([name="Certificates and audits"][role="link"])'))!;
    await link.scrollIntoView();
    await link.click();
    await waitForPageHeading(page(), 'Certificates and audits');
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const food = (await page().waitForSelector('::-p-aria([name="Food-contact test: bread baskets and placemats"][role="article"])'))!;
    const scan = (await food.waitForSelector(
      '::-p-aria([name="Open the scan (PDF) of Food-contact test: bread baskets and placemats"][role="link"])',
    ))!;
    // It opens in a tab of its own, as the browser shows a PDF.
    await scan.click();
    const opened = await chromium.browser.waitForTarget((target) => /\/documents\/[0-9a-f]{32}\/.+\.pdf$/.test(target.url()), {
      timeout: 10_000,
    });
    expect(opened.url()).toContain(await hrefOf(scan));
    const response = await fetch(new URL(await hrefOf(scan), baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.pdf"$/);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
