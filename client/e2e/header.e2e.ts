import type { ElementHandle, Page } from 'puppeteer-core';
import { localizedHref, SITE_LOCALES } from '../../shared/i18n/locales';
import { baseUrl, isSameDocument, markDocument, testBrowser, withTab } from './browser';
import { banner, menuButton, openMenu } from './pages/header';
import { controlNames, eventually, hrefOf, textOf } from './pages/queries';

const chromium = testBrowser();

const withPage = (viewport: { width: number; height: number }, test: (page: Page) => Promise<void>) =>
  withTab(chromium.browser, viewport, test);

const resize = async (page: Page, width: number) => {
  await page.setViewport({ width, height: 900 });
  await page.waitForFunction((w) => window.innerWidth === w, {}, width);
};

/** Whether the element is drawn inside the window's width (what a person can reach without scrolling sideways). */
const onScreen = (element: ElementHandle) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && box.right <= document.documentElement.clientWidth;
  });

/** Where the element is drawn, top to bottom. */
const rowOf = (element: ElementHandle) =>
  element.evaluate((el) => {
    const { top, bottom, height } = el.getBoundingClientRect();
    return { top, bottom, height };
  });

describe('the header', () => {
  // Phones, tablets upright and sideways, laptops and large screens, on each breakpoint's edges.
  const WIDTHS = [320, 375, 500, 700, 767, 768, 820, 991, 992, 1024, 1199, 1200, 1280, 1399, 1400, 1440, 1920];

  it.each(['/faqs', '/products/page/1', '/categories/page/1'])(
    'never makes %s scroll sideways, from 320 to 1920 px, and keeps search and the basket on screen',
    (path) =>
      withPage({ width: 320, height: 900 }, async (page) => {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
        const wider: string[] = [];
        const offScreen: string[] = [];
        for (const width of WIDTHS) {
          await resize(page, width);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) wider.push(`${width} px: ${scrollWidth} px wide`);
          const header = await banner(page);
          for (const name of ['Search products', 'Quote basket, 0 products']) {
            if (!(await onScreen((await header.waitForSelector(`::-p-aria([name="${name}"][role="button"])`))!)))
              offScreen.push(`${name} at ${width} px`);
          }
        }
        expect(wider).toEqual([]);
        expect(offScreen).toEqual([]);
      }),
  );

  it.each([1200, 1280, 1400, 1920])('keeps the inline menu on one row in every language at %i px', (width) =>
    withPage({ width, height: 900 }, async (page) => {
      const rows: Record<string, number> = {};
      for (const locale of SITE_LOCALES) {
        await page.goto(`${baseUrl()}${localizedHref(locale, '/faqs')}`, { waitUntil: 'networkidle0' });
        const menu = (await page.waitForSelector('header ul.main-nav'))!;
        // One row: every link at the same height on the page, and none wrapped onto two lines (taller than the others).
        rows[locale] = await menu.evaluate((list) => {
          const boxes = [...list.querySelectorAll(':scope > li')].map((item) => item.getBoundingClientRect());
          const tops = new Set(boxes.map((box) => Math.round(box.top))).size;
          const heights = boxes.map((box) => box.height);
          return Math.max(tops, Math.round(Math.max(...heights) / Math.min(...heights)));
        });
      }
      expect(rows).toEqual(Object.fromEntries(SITE_LOCALES.map((locale) => [locale, 1])));
    }),
  );

  it.each([320, 340])('keeps to one row at %i px, no taller than on wider phones', (width) =>
    withPage({ width: 414, height: 800 }, async (page) => {
      await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
      const oneRow = (await rowOf(await banner(page))).height;
      await page.setViewport({ width, height: 568 });
      await page.reload({ waitUntil: 'networkidle0' });
      const header = await banner(page);
      expect((await rowOf(header)).height).toBeLessThanOrEqual(oneRow);
      // The logo and the Menu button side by side.
      const logo = await rowOf((await header.$$('::-p-aria([role="link"])'))[0]!);
      const menu = await rowOf((await header.waitForSelector('::-p-aria([name="Menu"][role="button"])', { visible: true }))!);
      expect(menu.top).toBeLessThan(logo.bottom);
    }),
  );

  it('shows the phone and the first e-mail as links from the large breakpoint (992 px), and not on phones', () =>
    withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle0' });
      const contactLinks = async () => {
        const links = await (await banner(page)).$$('::-p-aria([role="link"])');
        const found: { text: string; href: string }[] = [];
        for (const link of links) {
          const href = await hrefOf(link);
          if (/^(tel|mailto):/.test(href)) found.push({ text: await textOf(link), href });
        }
        return found;
      };
      for (const width of [1920, 1280, 992]) {
        await resize(page, width);
        const [phone, email, ...more] = await contactLinks();
        expect(more).toEqual([]);
        expect(phone?.text).toMatch(/^Phone: \+[\d ]+$/);
        // The link dials the number shown.
        expect(phone?.href).toBe(`tel:${phone!.text.replace(/[^+\d]/g, '')}`);
        expect(email?.text).toMatch(/^E-mail: \S+@\S+$/);
        expect(email?.href).toBe(`mailto:${email!.text.replace('E-mail: ', '')}`);
      }
      await resize(page, 991);
      await eventually('the contacts leave the header', async () => (await contactLinks()).length === 0);
    }));

  it('keeps the menu in view when the contacts line scrolls away', () =>
    withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      await page.evaluate(() => window.scrollTo(0, 1200));
      const contact = (await (await banner(page)).waitForSelector('::-p-aria([name="Contact"][role="link"])'))!;
      await eventually('the menu is at the top of the window', () =>
        contact.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top > 0 && box.bottom < 80;
        }),
      );
    }));

  describe.each([
    { width: 375, height: 812 },
    { width: 1024, height: 768 },
  ])('at $width px, below the inline menu', (viewport) => {
    it.each(['/categories/page/1', '/materials/page/1'])('%s offers the Menu, a way to every other page', (path) =>
      withPage(viewport, async (page) => {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
        const drawer = await openMenu(page);
        await (await drawer.waitForSelector('::-p-aria([name="Contact"][role="link"])'))!.click();
        await page.waitForFunction(() => location.pathname === '/contact');
      }),
    );
  });

  it('gives a product listing the Filter in place of the Menu on a phone (spec §2), and the Menu beside its sidebar on a tablet', () =>
    withPage({ width: 375, height: 812 }, async (page) => {
      await page.goto(`${baseUrl()}/products/page/1`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('::-p-aria([name="Filter"][role="button"])', { visible: true });
      expect(await page.$('::-p-aria([name="Menu"][role="button"])')).toBeNull();
      await resize(page, 1024);
      await page.waitForSelector('::-p-aria([name="Categories"][role="navigation"])', { visible: true });
      await menuButton(page);
    }));

  it('links Categories and Materials to their pages, the caret beside each opening its menu', () =>
    withPage({ width: 1280, height: 800 }, async (page) => {
      await page.goto(`${baseUrl()}/faqs`, { waitUntil: 'networkidle0' });
      const header = await banner(page);
      expect(await hrefOf((await header.waitForSelector('::-p-aria([name="Materials"][role="link"])'))!)).toBe('/materials/page/1');
      const categories = (await header.waitForSelector('::-p-aria([name="Categories"][role="link"])'))!;
      expect(await hrefOf(categories)).toBe('/categories/page/1');

      const caret = (await header.waitForSelector('::-p-aria([name="Show categories"][role="button"])'))!;
      await caret.click();
      expect(await caret.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('true');
      await header.waitForSelector('::-p-aria([name="All categories"][role="link"])', { visible: true });
      await page.keyboard.press('Escape');
      await page.waitForSelector('::-p-aria([name="All categories"][role="link"])', { hidden: true });
      expect(await caret.evaluate((el) => el === document.activeElement)).toBe(true);

      await markDocument(page);
      await categories.click();
      await page.waitForFunction(() => location.pathname === '/categories/page/1');
      expect(await isSameDocument(page)).toBe(true);
      await eventually('Categories is marked as the page shown', () =>
        categories.evaluate((el) => el.getAttribute('aria-current') === 'page'),
      );
    }));

  describe.each([
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ])('at $width px, from the keyboard', (viewport) => {
    it('starts with Skip to content, then goes through the header in the order it is drawn', () =>
      withPage(viewport, async (page) => {
        await page.goto(`${baseUrl()}/faqs`, { waitUntil: 'networkidle0' });
        const header = await banner(page);
        const expected = await controlNames(page, header);
        const focused = async () => {
          const handle = (await page.evaluateHandle(() => document.activeElement)) as ElementHandle<Element>;
          const name = await handle.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '');
          const box = await handle.evaluate((el) => {
            const { left, right, top, bottom } = el.getBoundingClientRect();
            return { left, right, top, bottom };
          });
          return { name, box };
        };
        await page.keyboard.press('Tab');
        expect((await focused()).name).toBe('Skip to content');
        const order: Awaited<ReturnType<typeof focused>>[] = [];
        for (let i = 0; i < expected.length; i++) {
          await page.keyboard.press('Tab');
          order.push(await focused());
        }
        expect(order.map((control) => control.name)).toEqual(expected);
        // Each control is right of the one before it on the same line, or on a line below it.
        const backwards = order.flatMap((control, i) => {
          const before = order[i - 1];
          if (!before) return [];
          const nextLine = control.box.top >= before.box.bottom - 1;
          const rightOf = control.box.left >= before.box.right - 1;
          return nextLine || rightOf ? [] : [`${control.name} after ${before.name}`];
        });
        expect(backwards).toEqual([]);
      }));

    it('skips to the page’s content with the first Tab and Enter', () =>
      withPage(viewport, async (page) => {
        await page.goto(`${baseUrl()}/faqs`, { waitUntil: 'networkidle0' });
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
      }));
  });
});
