import type { Page } from 'puppeteer-core';
import { baseUrl, openPageInOwnContext, testBrowser, VIEWPORTS } from './browser';
import { openMenu } from './pages/header';
import { eventually } from './pages/queries';

const chromium = testBrowser();
const [PHONE, DESKTOP] = VIEWPORTS;

/** A new visitor's tab (no storage left by another) whose browser asks for `languages`, most preferred first. */
async function visitorTab(viewport: { width: number; height: number }, languages: string[], test: (page: Page) => Promise<void>) {
  const { page, problems } = await openPageInOwnContext(chromium.browser, viewport);
  await page.evaluateOnNewDocument((asked: string[]) => {
    Object.defineProperty(navigator, 'languages', { get: () => asked });
    Object.defineProperty(navigator, 'language', { get: () => asked[0] });
  }, languages);
  try {
    await test(page);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
}

const langOfPage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** Whether the app has taken the page over (its scripts answer clicks). */
const hydrated = (page: Page) => page.waitForFunction(() => document.querySelector('.language-dropdown') && 'onclick' in document);
const suggestion = (page: Page) => page.$('::-p-aria([role="complementary"]) ::-p-text(Diese Seite gibt es auch auf Deutsch.)');

describe('choosing a language', () => {
  it('from the header at 1280 px: the same page in German, and the choice is remembered', () =>
    visitorTab(DESKTOP, ['en-US', 'en'], async (page) => {
      await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
      await hydrated(page);
      await page.locator('::-p-aria([name="Language"][role="navigation"]) ::-p-text(English)').click();
      const german = await page.waitForSelector('::-p-aria([name="Deutsch"][role="link"])', { visible: true });
      await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), german!.click()]);
      expect(pathOf(page)).toBe('/de/about-us');
      expect(await langOfPage(page)).toBe('de');
      expect(await page.evaluate(() => localStorage.getItem('site-locale'))).toBe('de');
      expect(await page.$eval('.language-dropdown summary', (summary) => summary.textContent)).toBe('Deutsch');
    }));

  it('from the menu at 375 px: the same page in Japanese', () =>
    visitorTab(PHONE, ['en-US'], async (page) => {
      await page.goto(`${baseUrl()}/faqs`, { waitUntil: 'networkidle0' });
      const menu = await openMenu(page);
      const japanese = (await menu.waitForSelector('::-p-aria([name="日本語"][role="link"])', { visible: true }))!;
      const box = (await japanese.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), japanese.click()]);
      expect(pathOf(page)).toBe('/ja/faqs');
      expect(await langOfPage(page)).toBe('ja');
    }));

  it('without JavaScript, the header menu still opens and its links lead to the page in that language', async () => {
    const { page } = await openPageInOwnContext(chromium.browser, DESKTOP);
    try {
      await page.setJavaScriptEnabled(false);
      await page.goto(`${baseUrl()}/de/contact`, { waitUntil: 'load' });
      await page.click('.language-dropdown summary');
      const french = (await page.waitForSelector('.language-dropdown a[hreflang="fr"]', { visible: true }))!;
      await Promise.all([page.waitForNavigation(), french.click()]);
      expect(pathOf(page)).toBe('/fr/contact');
    } finally {
      await page.close();
    }
  });
});

describe("the suggestion of the buyer's language", () => {
  it("shows on an English page to a browser that prefers German, in German, and leads to the page's German version", () =>
    visitorTab(PHONE, ['de-DE', 'de', 'en'], async (page) => {
      await page.goto(`${baseUrl()}/about-us`, { waitUntil: 'networkidle0' });
      const banner = await page.waitForSelector('::-p-aria([role="complementary"])', { visible: true });
      expect(await banner!.evaluate((el) => el.getAttribute('lang'))).toBe('de');
      expect(await suggestion(page)).not.toBeNull();
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'networkidle0' }),
        page.locator('::-p-aria([name="Auf Deutsch lesen"][role="link"])').click(),
      ]);
      expect(pathOf(page)).toBe('/de/about-us');
      // On the page in the buyer's language, and with their choice made, nothing more is suggested.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.$('.language-suggestion')).toBeNull();
    }));

  it('once closed, stays closed on the next pages', () =>
    visitorTab(DESKTOP, ['de'], async (page) => {
      await page.goto(`${baseUrl()}/faqs`, { waitUntil: 'networkidle0' });
      await page.locator('::-p-aria([name="Schließen"][role="button"])').click();
      await eventually('the suggestion is closed', async () => (await page.$('.language-suggestion')) === null);
      await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle0' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.$('.language-suggestion')).toBeNull();
    }));

  it('is not shown to a browser that prefers the language of the page, or none of the site', () =>
    visitorTab(DESKTOP, ['nl-NL', 'nl'], async (page) => {
      await page.goto(`${baseUrl()}/faqs`, { waitUntil: 'networkidle0' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.$('.language-suggestion')).toBeNull();
    }));
});
