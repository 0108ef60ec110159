import type { Browser } from 'puppeteer-core';
import { baseUrl, launchBrowser, newTabForEachTest, VIEWPORTS } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(VIEWPORTS)('company pages at $width×$height', (viewport) => {
  const page = newTabForEachTest(() => browser, viewport);
  const wide = viewport.width >= 768;

  it('opens and closes each FAQ on its own', async () => {
    await page().goto(`${baseUrl()}/faqs`, { waitUntil: 'networkidle0' });
    const groups = await page().$$eval('.faqs-page section h2', (hs) => hs.map((h) => h.textContent));
    expect(groups).toEqual(['Order', 'Mass production', 'Shipment', 'Payment']);
    const summaries = await page().$$('.faq-item summary');
    await summaries[0]!.click();
    await summaries[1]!.click();
    const open = () => page().$$eval('.faq-item', (items) => items.map((d) => (d as HTMLDetailsElement).open));
    expect((await open()).slice(0, 3)).toEqual([true, true, false]);
    await summaries[0]!.click();
    expect((await open()).slice(0, 3)).toEqual([false, true, false]);
  });

  it(`shows the ${wide ? 'desktop diagram' : 'phone timeline'} of the eleven production steps`, async () => {
    await page().goto(`${baseUrl()}/how-we-make`, { waitUntil: 'networkidle0' });
    const visible = (selector: string) => page().$eval(selector, (el) => getComputedStyle(el).display !== 'none');
    expect(await visible('.process-diagram')).toBe(wide);
    expect(await visible('.process-timeline')).toBe(!wide);
    const shown = wide ? '.process-diagram .process-step' : '.process-timeline .process-timeline-step';
    const titles = await page().$$eval(`${shown} h2`, (hs) => hs.map((h) => h.textContent?.replace(/^\d+/, '').trim()));
    expect(titles).toEqual([
      'Raw materials',
      'Materials processing',
      'Shaping',
      'Weaving',
      'Cleaning',
      'Gluing',
      'Drying',
      'Finishing',
      'Packing',
      'Warehouse',
      'Exporting',
    ]);
  });

  it('opens a customer-meeting photo in the lightbox, and closes it with Escape', async () => {
    await page().goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
    const photos = await page().$$('button[aria-label^="Enlarge: "]');
    expect(photos).toHaveLength(6);
    await photos[2]!.click();
    await page().waitForSelector('::-p-aria([name="Lightbox"][role="dialog"])');
    await page().keyboard.press('Escape');
    await page().waitForSelector('::-p-aria([name="Lightbox"][role="dialog"])', { hidden: true });
  });
});
