import type { Browser } from 'puppeteer-core';
import { baseUrl, launchBrowser, newTabForEachTest, VIEWPORTS } from './browser';
import { byRole, controlNames, findAllByRole, findByRole, textOf } from './pages/queries';

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
    const main = await findByRole(page(), 'main');
    // Each group is a section named by its heading (a region landmark).
    const groups = await Promise.all(
      (await findAllByRole(main, 'region')).map(async (region) => textOf(await findByRole(region, 'heading'))),
    );
    expect(groups).toEqual(['Order', 'Mass production', 'Shipment', 'Payment']);
    // A question is the summary of its answer: Chromium announces it as a disclosure triangle.
    const summaries = await findAllByRole(main, 'DisclosureTriangle');
    await summaries[0]!.click();
    await summaries[1]!.click();
    const open = () => Promise.all(summaries.map((summary) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)));
    expect((await open()).slice(0, 3)).toEqual([true, true, false]);
    await summaries[0]!.click();
    expect((await open()).slice(0, 3)).toEqual([false, true, false]);
  });

  it(`shows the ${wide ? 'desktop diagram' : 'phone timeline'} of the eleven production steps`, async () => {
    await page().goto(`${baseUrl()}/how-we-make`, { waitUntil: 'networkidle0' });
    // Which of the two layouts shows is a visual fact: both are the list 'Production process', one of them hidden.
    const visible = (selector: string) => page().$eval(selector, (el) => getComputedStyle(el).display !== 'none');
    expect(await visible('.process-diagram')).toBe(wide);
    expect(await visible('.process-timeline')).toBe(!wide);
    const [shown, ...others] = await findAllByRole(page(), 'list', 'Production process');
    expect(others).toHaveLength(0);
    const titles = (await Promise.all((await findAllByRole(shown!, 'heading')).map(textOf))).map((t) => t.replace(/^\d+/, '').trim());
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
    const photos = (await controlNames(page(), await findByRole(page(), 'main'))).filter((name) => name.startsWith('Enlarge: '));
    expect(photos).toHaveLength(6);
    await (await findByRole(page(), 'button', photos[2]!)).click();
    await findByRole(page(), 'dialog', 'Lightbox');
    await page().keyboard.press('Escape');
    await page().waitForSelector(byRole('dialog', 'Lightbox'), { hidden: true });
  });
});
