import { baseUrl, newTabForEachTest, testBrowser, VIEWPORTS } from './browser';
import { controlNames, hrefOf, textOf } from './pages/queries';

const chromium = testBrowser();

describe.each(VIEWPORTS)('company pages at $width×$height', (viewport) => {
  const page = newTabForEachTest(() => chromium.browser, viewport);
  const wide = viewport.width >= 768;

  it('opens and closes each FAQ on its own', async () => {
    await page().goto(`${baseUrl()}/faqs`, { waitUntil: 'networkidle0' });
    const main = (await page().waitForSelector('::-p-aria([role="main"])'))!;
    // Each group is a section named by its heading (a region landmark).
    const groups = await Promise.all(
      (await main.$$('::-p-aria([role="region"])')).map(async (region) =>
        textOf((await region.waitForSelector('::-p-aria([role="heading"])'))!),
      ),
    );
    expect(groups).toEqual(['Order', 'Mass production', 'Shipment', 'Payment']);
    // A question is the summary of its answer: Chromium announces it as a disclosure triangle.
    const summaries = await main.$$('::-p-aria([role="DisclosureTriangle"])');
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
    const [shown, ...others] = await page().$$('::-p-aria([name="Production process"][role="list"])');
    expect(others).toHaveLength(0);
    const titles = (await Promise.all((await shown!.$$('::-p-aria([role="heading"])')).map(textOf))).map((t) =>
      t.replace(/^\d+/, '').trim(),
    );
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

  it('shows the sales contact as a card beside the company’s chat links, fitting the screen', async () => {
    await page().goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle0' });
    const card = (await page().waitForSelector('::-p-aria([name="Your sales contact"][role="region"])'))!;
    expect(await textOf(card)).toContain('Nguyen Thu Trang');
    const photo = await card.$('img.sales-contact-photo');
    // The portrait has loaded and is drawn round, inside the card.
    expect(await photo!.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const [cardBox, photoBox] = [await card.boundingBox(), await photo!.boundingBox()];
    expect(photoBox!.width).toBe(120);
    expect(photoBox!.x + photoBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(viewport.width);
    await card.waitForSelector('::-p-aria([name="Chat on WhatsApp with +84 91 245 7730"][role="link"])');
    // The company's own apps, each a chat link of its own.
    const main = (await page().waitForSelector('::-p-aria([role="main"])'))!;
    expect(await hrefOf((await main.waitForSelector('::-p-aria([name="Chat on Zalo with +84 98 321 6688"][role="link"])'))!)).toBe(
      'https://zalo.me/84983216688',
    );
    expect(await hrefOf((await main.waitForSelector('::-p-aria([name="Chat on WhatsApp with +84 91 245 7730"][role="link"])'))!)).toBe(
      'https://wa.me/84912457730',
    );
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  });

  it('shows what buyers say and the clients who agreed to be named on About us, side by side only on wide screens', async () => {
    await page().goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
    const testimonials = (await page().waitForSelector('::-p-aria([name="What our buyers say"][role="region"])'))!;
    const quotes = await testimonials.$$('figure.testimonial');
    expect(quotes).toHaveLength(4);
    expect(await textOf(quotes[0]!)).toContain('Mette Kjær');
    const [first, second] = await Promise.all(quotes.slice(0, 2).map((quote) => quote.boundingBox()));
    // Two columns from tablets up, one on phones.
    expect(first!.y === second!.y).toBe(wide);
    const clients = (await page().waitForSelector('::-p-aria([name="Some of our clients"][role="region"])'))!;
    // The demo's twelve clients, less the two whose consent is not recorded.
    const logos = await clients.$$eval('img', (images) => images.map((img) => img.getAttribute('alt')));
    expect(logos).toHaveLength(10);
    expect(logos).toContain('Nordlys Living ApS logo');
    expect(logos).not.toContain('Casa Ola S.L. logo');
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  });

  it('opens a customer-meeting photo in the lightbox, and closes it with Escape', async () => {
    await page().goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
    const photos = (await controlNames(page(), (await page().waitForSelector('::-p-aria([role="main"])'))!)).filter((name) =>
      name.startsWith('Enlarge: '),
    );
    expect(photos).toHaveLength(6);
    await page().locator(`::-p-aria([name="${photos[2]!}"][role="button"])`).click();
    await page().waitForSelector('::-p-aria([name="Lightbox"][role="dialog"])');
    await page().keyboard.press('Escape');
    await page().waitForSelector('::-p-aria([name="Lightbox"][role="dialog"])', { hidden: true });
  });
});
