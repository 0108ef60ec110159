import { englishOf } from '../../shared/i18n/english';
import type { Page } from 'puppeteer-core';
import { BULK_MESSAGES } from '../../shared/content/bulk-actions';
import { DUPLICATE_MESSAGES } from '../../shared/content/duplicate';
import { startSite } from '../../test/built-server';
import { timeoutWithStarts } from '../../test/wait';
import { seededDatabase } from '../../test/seeded-database';
import { openPageInOwnContext, testBrowser } from './browser';
import { eventually, waitForPageHeading } from './pages/queries';
import { toastText } from './pages/toasts';

// An editor acts on a content list's rows: several at once (all of them, or none with each refusal beside its row),
// or one, duplicated into a draft.

let database: Awaited<ReturnType<typeof seededDatabase>>;
let site: Awaited<ReturnType<typeof startSite>>;
const chromium = testBrowser();
let cookie: { name: string; value: string };

beforeAll(
  async () => {
    database = await seededDatabase('content_lists_e2e');
    site = await startSite({ DATABASE_URL: database.url }, 'content-lists-');
    cookie = await database.staffCookie('editor', 'Hoa Tran');
  },
  timeoutWithStarts(1, 120_000),
);
afterAll(async () => {
  await site?.stop();
  await database?.drop();
});

async function editorTab(width: number): Promise<{ page: Page; problems: string[] }> {
  const tab = await openPageInOwnContext(chromium.browser, { width, height: 900 });
  await tab.page.setCookie({ ...cookie, url: site.url });
  return tab;
}

const publicStatus = async (path: string) => (await fetch(`${site.url}/product/${path}`)).status;
const newestProducts = (count: number) =>
  database.db.selectFrom('product').select(['id', 'name', 'path']).orderBy('id', 'desc').limit(count).execute();

describe('a content list', () => {
  it('unpublishes the products an editor ticks, after saying how many', async () => {
    const { page, problems } = await editorTab(1280);
    const [first, second] = await newestProducts(2);
    await page.goto(`${site.url}/admin/content/product`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'Products');
    await page.locator(`::-p-aria([name="Select ${first!.name}"][role="checkbox"])`).click();
    await page.locator(`::-p-aria([name="Select ${second!.name}"][role="checkbox"])`).click();
    await (await (await page.waitForSelector('::-p-aria([name="With the selected products"][role="toolbar"])'))!.waitForSelector(
      '::-p-aria([name="Unpublish"][role="button"])',
    ))!.click();
    const dialog = (await page.waitForSelector('::-p-aria([role="dialog"])'))!;
    await dialog.waitForSelector('::-p-text(Unpublish 2 products?)');
    await (await dialog.waitForSelector('::-p-aria([name="Unpublish 2"][role="button"])'))!.click();
    await eventually('the toast says what happened', async () => (await toastText(page)) === '2 products unpublished.');
    expect([await publicStatus(first!.path), await publicStatus(second!.path)]).toEqual([404, 404]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('deletes none of the page’s products when another editor changed one meanwhile, and says which', async () => {
    const { page, problems } = await editorTab(1280);
    await page.goto(`${site.url}/admin/content/product`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'Products');
    await page.locator('::-p-aria([name="Select all on this page"][role="checkbox"])').click();
    // Another editor saves one of them after the list was shown.
    const [changed] = await newestProducts(1);
    await database.db
      .updateTable('product')
      .set({ version: (eb) => eb('version', '+', 1) })
      .where('id', '=', changed!.id)
      .execute();
    await (await (await page.waitForSelector('::-p-aria([name="With the selected products"][role="toolbar"])'))!.waitForSelector(
      '::-p-aria([name="Delete"][role="button"])',
    ))!.click();
    const dialog = (await page.waitForSelector('::-p-aria([role="dialog"])'))!;
    await dialog.waitForSelector('::-p-text("Delete 25 products?")');
    await (await dialog.waitForSelector('::-p-aria([name="Delete 25"][role="button"])'))!.click();
    await page.waitForSelector(`::-p-text(${JSON.stringify(englishOf(BULK_MESSAGES.nothingChanged(1, 25, 'delete')))})`);
    // The refused row says why, beside its name.
    await page.waitForSelector('::-p-text("after you opened it")');
    expect(await publicStatus(changed!.path)).toBe(200);
    expect(
      Number(
        (
          await database.db
            .selectFrom('product')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(20);
    // The refusal itself is the one the browser logs.
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await page.close();
  });

  it('duplicates a product from its row into a draft copy, opened for editing and not on the public site', async () => {
    const { page, problems } = await editorTab(1280);
    const [original] = await newestProducts(1);
    await page.goto(`${site.url}/admin/content/product`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'Products');
    await page.locator(`::-p-aria([name="Duplicate ${original!.name}"][role="button"])`).click();
    const copyName = `${original!.name} (copy)`;
    await eventually('the toast names the copy', async () => (await toastText(page)) === DUPLICATE_MESSAGES.done(copyName));
    await waitForPageHeading(page, copyName);
    await page.waitForSelector('::-p-text("Status: Draft")');
    expect(
      await (await page.waitForSelector('::-p-aria([name="Path"][role="textbox"])'))!.evaluate(
        (input) => (input as HTMLInputElement).value,
      ),
    ).toBe(`${original!.path}-copy`);
    expect(await publicStatus(`${original!.path}-copy`)).toBe(404);
    expect(await publicStatus(original!.path)).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fits a phone: a row’s checkbox and how many are selected', async () => {
    const { page, problems } = await editorTab(375);
    await page.goto(`${site.url}/admin/content/product`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'Products');
    const [newest] = await newestProducts(1);
    await page.locator(`::-p-aria([name="Select ${newest!.name}"][role="checkbox"])`).click();
    await page.waitForSelector('::-p-text("1 selected")');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });
});
