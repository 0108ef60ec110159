import type { ElementHandle, Page } from 'puppeteer-core';
import { baseUrl } from './browser';
import { eventually, waitForPageHeading } from './pages/queries';
import { signedInBrowser } from './pages/staff-browser';

// The content editor's smaller tools, as an editor meets them in the back office.

const editorTab = signedInBrowser('editor').tab;

/** Waits for a line of the page to read as `pattern` says. */
const lineReading = (page: Page, pattern: RegExp) =>
  page.waitForFunction(
    (source: string) => [...document.querySelectorAll('p')].some((line) => new RegExp(source).test(line.textContent?.trim() ?? '')),
    {},
    pattern.source,
  );

describe('the content lists', () => {
  it('count page blocks as "page blocks" and FAQs as "FAQs"', async () => {
    const { page, problems } = await editorTab(1280);
    await page.goto(`${baseUrl()}/admin/content`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria([name="Company page blocks"][role="link"])').click();
    await waitForPageHeading(page, 'Company page blocks');
    await lineReading(page, /^\d+ page blocks$/);
    await page.goto(`${baseUrl()}/admin/content/faq`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'FAQs');
    await lineReading(page, /^\d+ FAQs$/);
    expect(problems).toEqual([]);
    await page.close();
  });
});
describe('a path made from the name', () => {
  const valueOf = (page: Page, label: string) =>
    page
      .waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`)
      .then((box) => box!.evaluate((input) => (input as HTMLInputElement).value));

  it("fills a new product's path from its name, accents folded, until the editor types a path of their own", async () => {
    const { page, problems } = await editorTab(375);
    await page.goto(`${baseUrl()}/admin/content/product/new`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'New product');
    await (await page.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!.type('Giỏ cói Hội An');
    await page.waitForFunction(() => (document.querySelector('input[name="path"]') as HTMLInputElement).value === 'gio-coi-hoi-an');

    const path = (await page.waitForSelector('::-p-aria([name="Path"][role="textbox"])'))!;
    await path.click({ count: 3 });
    await path.type('hoi-an-basket');
    await (await page.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!.type(' đẹp');
    expect(await valueOf(page, 'Name')).toBe('Giỏ cói Hội An đẹp');
    expect(await valueOf(page, 'Path')).toBe('hoi-an-basket');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("never changes a saved product's path when its name changes", async () => {
    const { page, problems } = await editorTab(1280);
    await page.goto(`${baseUrl()}/admin/content/product`, { waitUntil: 'networkidle0' });
    await page.click('tbody a');
    await page.waitForSelector('::-p-aria([name="History"][role="region"])');
    const [name, path] = [await valueOf(page, 'Name'), await valueOf(page, 'Path')];
    await (await page.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!.type(' Đà Nẵng');
    expect(await valueOf(page, 'Name')).toBe(`${name} Đà Nẵng`);
    expect(await valueOf(page, 'Path')).toBe(path);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a page block's section", () => {
  /** The options a select offers, as a person reads them, and the one chosen. */
  const offered = (select: ElementHandle) =>
    select.evaluate((element) => {
      const list = element as HTMLSelectElement;
      return { options: [...list.options].map((option) => option.text), chosen: list.selectedOptions[0]?.text ?? '' };
    });

  it.each([375, 1280])('is chosen among the sections of the page chosen (%i px)', async (width) => {
    const { page, problems } = await editorTab(width);
    await page.goto(`${baseUrl()}/admin/content/page-block/new`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'New page block');
    const pageChoice = (await page.waitForSelector('::-p-aria([name="Page"][role="combobox"])'))!;
    const section = (await page.waitForSelector('::-p-aria([name="Section"][role="combobox"])'))!;
    expect(await offered(section)).toEqual({ options: ['Choose the page first'], chosen: 'Choose the page first' });

    await pageChoice.select('trading');
    await eventually('the sections of Trading terms are offered', async () => (await offered(section)).options.length === 3);
    expect((await offered(section)).options).toEqual(['Choose…', 'Introduction', 'Terms']);
    await section.select('terms');
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));

    // Another page: its own sections, and nothing chosen among them yet.
    await pageChoice.select('how-we-make');
    await eventually('the sections of How we make are offered', async () => (await offered(section)).options.length === 2);
    expect(await offered(section)).toEqual({ options: ['Choose…', 'Steps of the making'], chosen: 'Choose…' });
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("the rich-text editor's link dialog", () => {
  it.each([1280, 375])("finds the site's products and pages by name, accents ignored, and links their address (%i px)", async (width) => {
    const { page, problems } = await editorTab(width);
    await page.goto(`${baseUrl()}/admin/content/faq/new`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'New FAQ');
    const answer = (await page.waitForSelector('::-p-aria([name="Answer"][role="textbox"])'))!;
    await answer.click();
    await page.keyboard.type('See ');
    await page.locator('::-p-aria([name="Link"][role="button"])').click();
    const dialog = (await page.waitForSelector('::-p-aria([name="Add link"][role="dialog"])'))!;
    // Product pages are at /product/<path>, as the site's addresses are written.
    await dialog.waitForSelector('::-p-text("A page of this site (/product/…)")');

    await (await dialog.waitForSelector('::-p-aria([name="Find a page of this site"][role="searchbox"])'))!.type('bélly baskét');
    const found = (await dialog.waitForSelector('::-p-aria([name="Pages found"][role="list"])'))!;
    await found.waitForSelector('::-p-text(Belly Basket)');
    await (await found.waitForSelector('::-p-text(Belly Basket)'))!.click();
    const address = (await dialog.waitForSelector('::-p-aria([name="Address"][role="textbox"])'))!;
    await eventually('the address is the product page', async () =>
      /^\/product\/[a-z0-9-]+$/.test(await address.evaluate((input) => (input as HTMLInputElement).value)),
    );
    const href = await address.evaluate((input) => (input as HTMLInputElement).value);
    await (await dialog.waitForSelector('::-p-aria([name="Add link"][role="button"])'))!.click();
    await answer.waitForSelector(`a[href="${href}"]`);

    // A company page, from the fixed list of the site's pages (the dialog edits the link the caret is in).
    await page.locator('::-p-aria([name="Link"][role="button"])').click();
    const again = (await page.waitForSelector('::-p-aria([name="Edit link"][role="dialog"])'))!;
    await (await again.waitForSelector('::-p-aria([name="Find a page of this site"][role="searchbox"])'))!.type('tráding');
    await (await again.waitForSelector('::-p-aria([name="Page Trading terms"][role="button"])'))!.click();
    await eventually(
      'the address is the trading page',
      async () =>
        (await (await again.waitForSelector('::-p-aria([name="Address"][role="textbox"])'))!.evaluate(
          (input) => (input as HTMLInputElement).value,
        )) === '/trading',
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});
