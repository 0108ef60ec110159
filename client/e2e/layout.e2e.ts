import type { ElementHandle, Page } from 'puppeteer-core';
import { paths } from '../../shared/paths';
import { type CatalogueSample, onePageOfEach } from '../../test/page-urls';
import { baseUrl, openPage, testBrowser, withTab } from './browser';
import { catalogueSample } from './pages/catalogue-sample';
import { hrefOf, textOf } from './pages/queries';

const chromium = testBrowser();
let sample: CatalogueSample;
beforeAll(async () => {
  sample = await catalogueSample('seagrass basket');
});

const withPage = (viewport: { width: number; height: number }, test: (page: Page) => Promise<void>) =>
  withTab(chromium.browser, viewport, test);

/** Gives the window that width and waits until the page is laid out at it. */
async function resize(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewport({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w, {}, width);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };
const boxOf = (element: ElementHandle): Promise<Box> =>
  element.evaluate((el) => {
    const { left, right, top, bottom, width, height } = el.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

// From the smallest phone in use to a desktop monitor, with the tablets (iPad, iPad Air, iPad Pro portrait) between.
const WIDTHS = [320, 375, 414, 768, 820, 1024, 1280, 1920];

describe('the page layout', () => {
  it('scrolls no public page sideways from 320 to 1920 px', async () => {
    // Every page type of the page registry and the not-found page: a new page is checked without a word here.
    const urls = onePageOfEach(sample);
    // Not watched for complaints: the not-found pages answer 404, which the browser reports as a failed load.
    const { page } = await openPage(chromium.browser, { width: WIDTHS[0]!, height: 800 });
    try {
      const wider: string[] = [];
      for (const url of urls) {
        await page.goto(`${baseUrl()}${url}`, { waitUntil: 'networkidle0' });
        for (const width of WIDTHS) {
          await resize(page, width);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) wider.push(`${url} at ${width} px is ${scrollWidth} px wide`);
        }
        await resize(page, WIDTHS[0]!);
      }
      expect(wider).toEqual([]);
    } finally {
      await page.close();
    }
  }, 240_000);

  it.each([768, 820, 1024])('shows the hero caption clear of the slide’s picture at %i px', async (width) => {
    await withPage({ width, height: 900 }, async (page) => {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
      // The first slide: the caption and picture of whichever slide is shown sit alike.
      const slide = (await (await page.waitForSelector('::-p-aria([name="Highlights"][role="region"])'))!.$('.swiper-slide'))!;
      const picture = await boxOf((await slide.$('img'))!);
      const caption = await boxOf((await slide.$('.hero-panel'))!);
      expect(picture.height).toBeGreaterThan(0);
      expect(overlap(picture, caption)).toBe(false);
    });
  });

  it.each([320, 375, 414])('keeps the pages of a listing to one line at %i px, with links that need no script', async (width) => {
    await withPage({ width, height: 800 }, async (page) => {
      await page.goto(`${baseUrl()}${paths.products(5)}`, { waitUntil: 'networkidle0' });
      const pager = (await page.waitForSelector('::-p-aria([name="Pages"][role="navigation"])'))!;
      const items = await pager.$$('li');
      const shown: { text: string; top: number }[] = [];
      for (const item of items) {
        const box = await boxOf(item);
        if (box.width > 0) shown.push({ text: await textOf(item), top: Math.round(box.top) });
      }
      expect(new Set(shown.map((item) => item.top)).size).toBe(1);
      expect(shown.map((item) => item.text)).toEqual(['Previous', '1', '…', '5', '…', expect.stringMatching(/^\d+$/), 'Next']);
      expect((await boxOf(pager)).right).toBeLessThanOrEqual(width);
      // Real addresses, as the spec's pagination has: the next page opens by its link alone.
      expect(await hrefOf((await pager.waitForSelector('::-p-aria([name="Next"][role="link"])'))!)).toBe(paths.products(6));
      expect(await hrefOf((await pager.waitForSelector('::-p-aria([name="1"][role="link"])'))!)).toBe(paths.products(1));
    });
  });

  it('keeps the spec’s page range on a wide screen', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(`${baseUrl()}${paths.products(5)}`, { waitUntil: 'networkidle0' });
      const links = await (await page.waitForSelector('::-p-aria([name="Pages"][role="navigation"])'))!.$$('::-p-aria([role="link"])');
      const names = await Promise.all(links.map(textOf));
      expect(names.slice(0, 6)).toEqual(['Previous', '1', '2', '4', '5', '6']);
      expect(names.at(-1)).toBe('Next');
      expect(names).toHaveLength(9);
    });
  });

  it('rings the gallery thumbnail that has the keyboard’s focus', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(`${baseUrl()}${paths.product(sample.product)}`, { waitUntil: 'networkidle0' });
      const thumbnail = (await page.waitForSelector('::-p-aria([name="Show image 2 of 2"][role="button"])'))!;
      // Keyboard focus, as Tab gives it: the element before it, then Tab.
      await (await page.waitForSelector('::-p-aria([name="Show image 1 of 2"][role="button"])'))!.focus();
      await page.keyboard.press('Tab');
      expect(await thumbnail.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
      const ring = await thumbnail.evaluate((el) => {
        const style = getComputedStyle(el);
        return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2, shadow: style.boxShadow !== 'none' };
      });
      expect(ring.outline || ring.shadow).toBe(true);
    });
  });
});

describe('a drawer after the window is resized', () => {
  const share = (drawer: ElementHandle) =>
    drawer.evaluate((el) => Math.round((el.getBoundingClientRect().width / document.documentElement.clientWidth) * 100));

  it('is 30% wide on a wide window as loaded, and 40% once the window has been resized (spec §4)', async () => {
    await withPage({ width: 700, height: 812 }, async (page) => {
      await page.goto(`${baseUrl()}${paths.aboutUs()}`, { waitUntil: 'networkidle0' });
      const drawer = await page.$('#site-menu');
      expect(await share(drawer!)).toBe(30);
      // From a phone to a wide window and back, without a reload.
      for (const [width, expected] of [
        [375, 100],
        [500, 70],
        [700, 40],
        [1100, 40],
        [375, 100],
      ] as const) {
        await resize(page, width, 812);
        expect(`${width}: ${await share(drawer!)}`).toBe(`${width}: ${expected}`);
      }
    });
  });
});
