import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { PRODUCT_CSV_MESSAGES } from '../../shared/contracts/product-csv';
import {
  catalogueSample,
  closeStaffDatabase,
  productDrafts,
  removeProductDrafts,
  type StaffCookie,
  staffSession,
} from '../../test/built-server-staff';
import { baseUrl, launchBrowser } from './browser';
import { scrollsSideways, staffTab, waitForText } from './pages/inbox';
import { findByRole, press, waitForPageHeading } from './pages/queries';

// An editor imports products from a CSV file on a phone-sized screen: a file with errors is checked and refused
// row by row, the corrected file is imported.

let browser: Browser;
let editor: StaffCookie;
let folder: string;
const tag = `${process.pid}${Date.now()}`;
const paths = [`imported-tray-${tag}`, `imported-hamper-${tag}`];

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await staffSession('editor');
  folder = await mkdtemp(path.join(tmpdir(), 'product-import-'));
});
afterAll(async () => {
  await removeProductDrafts((await productDrafts(paths)).map((draft) => draft.item_id));
  await browser?.close();
  await closeStaffDatabase();
  await rm(folder, { recursive: true, force: true });
});

async function csvFile(name: string, lines: string[][]): Promise<string> {
  const file = path.join(folder, name);
  const quoted = lines.map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','));
  await writeFile(file, `\uFEFF${quoted.join('\r\n')}\r\n`);
  return file;
}

async function check(page: Page, file: string) {
  // The file input by its label (Chromium's accessibility query does not reach into a file input's button).
  const label = (await page.waitForSelector('label::-p-text(CSV file)')) as ElementHandle<HTMLLabelElement>;
  const input = (await label.evaluateHandle((el) => el.control)) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await press(page, 'Check the file');
}

const importButton = (page: Page, count: number) => findByRole(page, 'button', `Import ${count} products`);
const isDisabled = (button: ElementHandle) => button.evaluate((el) => (el as HTMLButtonElement).disabled);

it('checks a file with errors and lists them by row, then imports the corrected file', async () => {
  const { picture, category, material } = await catalogueSample();
  const header = ['name', 'path', 'category', 'material', 'description', 'detail', 'gallery'];
  const tray = ['Lacquered bamboo tray', paths[0]!, category, material, '<p>Oval.</p>', '<p>Spun bamboo.</p>', picture];
  const hamper = ['Seagrass hamper', paths[1]!, category, material, '<p>Tall.</p>', '<p>With a lid.</p>', picture];
  const withErrors = await csvFile('with-errors.csv', [header, tray, [...hamper.slice(0, 2), 'Teapots', ...hamper.slice(3)]]);
  const corrected = await csvFile('corrected.csv', [header, tray, hamper]);

  const { page, problems } = await staffTab(browser, editor.cookie, 375, 800);
  try {
    await page.goto(`${baseUrl()}/admin/content/product`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'Products');
    await findByRole(page, 'link', 'Export CSV');
    await press(page, 'Import CSV', 'link');
    await waitForPageHeading(page, 'Import products from a CSV file');

    await check(page, withErrors);
    await waitForText(page, '1 row needs attention');
    await waitForText(page, PRODUCT_CSV_MESSAGES.unknownReference('category', 'Teapots'));
    expect(await isDisabled(await importButton(page, 2))).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await productDrafts(paths)).toEqual([]);

    await check(page, corrected);
    await waitForText(page, 'No errors.');
    const button = await importButton(page, 2);
    expect(await isDisabled(button)).toBe(false);
    await button.click();
    await waitForText(page, 'Imported: 2 new, 0 changed, 0 unchanged.');
    const drafts = await productDrafts(paths);
    expect(drafts.map((draft) => draft.item_values.name).sort()).toEqual(['Lacquered bamboo tray', 'Seagrass hamper']);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});
