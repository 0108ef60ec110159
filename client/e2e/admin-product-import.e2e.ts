import { englishOf } from '../../shared/i18n/english';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { ElementHandle, Page } from 'puppeteer-core';
import { PRODUCT_CSV_MESSAGES } from '../../shared/contracts/product-csv';
import { MEDIA_MESSAGES } from '../../shared/media';
import {
  catalogueSample,
  closeStaffDatabase,
  productDrafts,
  removeProductDrafts,
  type StaffCookie,
  staffSession,
  storedMedia,
} from '../../test/built-server-staff';
import { plainPicture } from '../../test/media-fixtures';
import { baseUrl, testBrowser } from './browser';
import { scrollsSideways, staffTab, waitForText } from './pages/inbox';
import { waitForPageHeading } from './pages/queries';

// An editor imports products from a CSV file on a phone-sized screen: a file with errors is checked and refused
// row by row, the corrected file is imported. On a desktop, a product with new pictures from a zip file.

const chromium = testBrowser();
let editor: StaffCookie;
let folder: string;
const tag = `${process.pid}${Date.now()}`;
const paths = [
  `imported-tray-${tag}`,
  `imported-hamper-${tag}`,
  `zipped-chair-${tag}`,
  `zipped-chaise-${tag}`,
  `excel-cafe-basket-${tag}`,
  `excel-jardiniere-${tag}`,
];

beforeAll(async () => {
  editor = await staffSession('editor');
  folder = await mkdtemp(path.join(tmpdir(), 'product-import-'));
});
afterAll(async () => {
  await removeProductDrafts((await productDrafts(paths)).map((draft) => draft.item_id));
  await closeStaffDatabase();
  await rm(folder, { recursive: true, force: true });
});

async function csvFile(name: string, lines: string[][]): Promise<string> {
  const file = path.join(folder, name);
  const quoted = lines.map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','));
  await writeFile(file, `\uFEFF${quoted.join('\r\n')}\r\n`);
  return file;
}

/** The letters of Windows-1252 that are not Latin-1's, by their byte. */
const WINDOWS_1252_EXTRAS: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94 };

/** A file as Excel's plain "CSV" saves it on a Western Windows: Windows-1252, one byte a letter, no byte order mark. */
async function excelCsvFile(name: string, lines: string[][]): Promise<string> {
  const file = path.join(folder, name);
  const text = `${lines.map((cells) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\r\n')}\r\n`;
  const byteOf = (letter: string) => {
    const byte = WINDOWS_1252_EXTRAS[letter] ?? letter.charCodeAt(0);
    if (byte > 0xff) throw new Error(`${letter} is not in Windows-1252`);
    return byte;
  };
  await writeFile(file, Uint8Array.from(text, byteOf));
  return file;
}

/** Chooses `file` in the file input labelled `label` (Chromium's accessibility query does not reach into its button). */
async function choose(page: Page, label: string, file: string) {
  const element = (await page.waitForSelector(`label::-p-text("${label}")`)) as ElementHandle<HTMLLabelElement>;
  const input = (await element.evaluateHandle((el) => el.control)) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
}

/** The Import screen with a zip of `pictures` pictures chosen. */
async function openWithZip(page: Page, zip: string, pictures: number) {
  await page.goto(`${baseUrl()}/admin/content/product/import`, { waitUntil: 'networkidle0' });
  await waitForPageHeading(page, 'Import products from a CSV file');
  await choose(page, 'Pictures (optional)', zip);
  await waitForText(page, `${pictures} pictures in the zip file.`);
}

/** The Import screen in a new tab of the editor's, that wide. */
async function importScreen(width: number, height: number) {
  const tab = await staffTab(chromium.browser, editor.cookie, width, height);
  await tab.page.goto(`${baseUrl()}/admin/content/product/import`, { waitUntil: 'networkidle0' });
  await waitForPageHeading(tab.page, 'Import products from a CSV file');
  return tab;
}

async function check(page: Page, file: string) {
  await choose(page, 'CSV file', file);
  await page.locator('::-p-aria([name="Check the file"][role="button"])').click();
}

const importButton = async (page: Page, count: number) =>
  (await page.waitForSelector(`::-p-aria([name="Import ${count} ${count === 1 ? 'product' : 'products'}"][role="button"])`))!;
const isDisabled = (button: ElementHandle) => button.evaluate((el) => (el as HTMLButtonElement).disabled);

it('checks a file with errors and lists them by row, then imports the corrected file', async () => {
  const { picture, category, material } = await catalogueSample();
  const header = ['name', 'path', 'category', 'material', 'description', 'detail', 'gallery'];
  const tray = ['Lacquered bamboo tray', paths[0]!, category, material, '<p>Oval.</p>', '<p>Spun bamboo.</p>', picture];
  const hamper = ['Seagrass hamper', paths[1]!, category, material, '<p>Tall.</p>', '<p>With a lid.</p>', picture];
  const withErrors = await csvFile('with-errors.csv', [header, tray, [...hamper.slice(0, 2), 'Teapots', ...hamper.slice(3)]]);
  const corrected = await csvFile('corrected.csv', [header, tray, hamper]);

  const { page, problems } = await staffTab(chromium.browser, editor.cookie, 375, 800);
  try {
    await page.goto(`${baseUrl()}/admin/content/product`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'Products');
    await page.waitForSelector('::-p-aria([name="Export CSV"][role="link"])');
    await page.locator('::-p-aria([name="Import CSV"][role="link"])').click();
    await waitForPageHeading(page, 'Import products from a CSV file');

    await check(page, withErrors);
    await waitForText(page, '1 row needs attention');
    await waitForText(page, englishOf(PRODUCT_CSV_MESSAGES.unknownReference('category', 'Teapots')));
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

it('imports a product whose new pictures come in a zip file: uploaded to the library and described by the name of its product', async () => {
  const { category, material } = await catalogueSample();
  const colour = () =>
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
  const front = `chair-front-${tag}.jpg`;
  const side = `chair-side-${tag}.png`;
  const zip = path.join(folder, 'pictures.zip');
  await writeFile(
    zip,
    zipSync({
      [`photos/${front}`]: await plainPicture(1200, 900, 'jpeg', colour()),
      [`photos/${side}`]: await plainPicture(800, 800, 'png', colour()),
      'photos/notes.txt': new TextEncoder().encode('Shot in the Hanoi workshop'),
    }),
  );
  const header = ['name', 'path', 'category', 'material', 'description', 'detail', 'gallery'];
  const chair = ['Zipped rattan chair', paths[2]!, category, material, '<p>Low.</p>', '<p>Rattan.</p>', `${front} | missing.jpg`];
  const wrong = await csvFile('zip-wrong.csv', [header, chair]);
  const right = await csvFile('zip-right.csv', [header, [...chair.slice(0, 6), `${front} | ${side.toUpperCase()}`]]);

  const { page, problems } = await staffTab(chromium.browser, editor.cookie, 1280, 900);
  try {
    await openWithZip(page, zip, 2);

    await check(page, wrong);
    await waitForText(page, englishOf(PRODUCT_CSV_MESSAGES.notInZip('missing.jpg')));
    await check(page, right);
    await waitForText(page, 'No errors.');
    await (await importButton(page, 1)).click();
    await waitForText(page, 'Imported: 1 new, 0 changed, 0 unchanged.', 90_000);

    const [draft] = await productDrafts([paths[2]!]);
    const gallery = draft!.item_values.gallery as { src: string; alt: string; mediaId?: number }[];
    expect(gallery).toHaveLength(2);
    expect(gallery.every((picture) => typeof picture.mediaId === 'number' && /^\/media\/[0-9a-f]{32}\//.test(picture.src))).toBe(true);
    // Each new picture is in the library, ready and described by its product's name.
    for (const file of [front, side]) expect(await storedMedia(file)).toMatchObject({ alt: 'Zipped rattan chair', status: 'ready' });
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});

/** A zip as macOS's Archive Utility writes it: UTF-8 names without the flag that says so (bit 11, cleared here). */
function withoutUtf8Flag(zip: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  for (let at = 0; at + 4 <= bytes.length; at++) {
    const signature = view.getUint32(at, true);
    // Local file header (flags at +6) and central directory header (flags at +8).
    if (signature === 0x04034b50) view.setUint16(at + 6, view.getUint16(at + 6, true) & ~0x800, true);
    if (signature === 0x02014b50) view.setUint16(at + 8, view.getUint16(at + 8, true) & ~0x800, true);
  }
  return bytes;
}

it('matches accented file names from a Mac zip, and stops before writing when a file of the zip is not a picture', async () => {
  const { category, material } = await catalogueSample();
  const colour = () =>
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
  const accented = `chaise-café-${tag}.jpg`;
  const zip = path.join(folder, 'mac.zip');
  await writeFile(
    zip,
    withoutUtf8Flag(
      zipSync({
        [accented]: await plainPicture(900, 700, 'jpeg', colour()),
        'broken.jpg': new TextEncoder().encode('not a picture at all'),
      }),
    ),
  );
  const header = ['name', 'path', 'category', 'material', 'description', 'detail', 'gallery'];
  const chaise = ['Zipped rattan chaise', paths[3]!, category, material, '<p>Long.</p>', '<p>Rattan.</p>', accented.toUpperCase()];
  const broken = await csvFile('zip-broken.csv', [header, [...chaise.slice(0, 6), `${accented.toUpperCase()} | broken.jpg`]]);

  const { page, problems } = await staffTab(chromium.browser, editor.cookie, 1280, 900);
  try {
    await openWithZip(page, zip, 2);
    // The accented name is found whatever the zip's encoding flag and the letters' case.
    await check(page, broken);
    await waitForText(page, 'No errors.');
    await (await importButton(page, 1)).click();
    await waitForText(page, englishOf(PRODUCT_CSV_MESSAGES.zipPictureRefused('broken.jpg', englishOf(MEDIA_MESSAGES.notAPicture))), 60_000);
    expect(await productDrafts([paths[3]!])).toEqual([]);
    // The browser logs the refused upload itself; nothing else went wrong.
    expect(problems).toEqual([expect.stringContaining('status of 415')]);
  } finally {
    await page.close();
  }
});

it('warns beside its row of a name Excel would run as a formula, and leaves the import open', async () => {
  const { picture, category, material } = await catalogueSample();
  const header = ['name', 'path', 'category', 'material', 'description', 'detail', 'gallery'];
  const formula = [
    '=HYPERLINK("http://evil.example","Basket")',
    `formula-basket-${tag}`,
    category,
    material,
    '<p>R.</p>',
    '<p>R.</p>',
    picture,
  ];
  const plain = ['Plain basket', `plain-basket-${tag}`, category, material, '<p>R.</p>', '<p>R.</p>', picture];
  const file = await csvFile('formula.csv', [header, plain, formula]);

  const { page, problems } = await importScreen(1280, 900);
  try {
    await check(page, file);
    await waitForText(page, 'No errors. 1 row has a warning: look at it before you import.');
    await waitForText(page, `Warning, name: ${englishOf(PRODUCT_CSV_MESSAGES.formula('='))}`);
    // The row with the warning comes first, with its line in the file.
    const firstRow = await page.$eval('tbody tr', (row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(firstRow.slice(0, 2)).toEqual(['3', '=HYPERLINK("http://evil.example","Basket")']);
    expect(await isDisabled(await importButton(page, 2))).toBe(false);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});

it("reads Excel's Windows-1252 CSV with its accents, says so, and imports the names as typed", async () => {
  const { picture, category, material } = await catalogueSample();
  const header = ['name', 'path', 'category', 'material', 'description', 'detail', 'gallery', 'packing_note'];
  const cafe = ['Café basket', paths[4]!, category, material, '<p>Round.</p>', '<p>Crème linen lining.</p>', picture, 'Crème, by fives'];
  const jardiniere = ['Children’s Jardinière', paths[5]!, category, material, '<p>Low.</p>', '<p>Seagrass.</p>', picture, '€ 2 a piece'];
  const file = await excelCsvFile('excel.csv', [header, cafe, jardiniere]);

  const { page, problems } = await importScreen(375, 800);
  try {
    await check(page, file);
    await waitForText(page, 'No errors.');
    await waitForText(page, englishOf(PRODUCT_CSV_MESSAGES.readAsWindows1252));
    await waitForText(page, 'Café basket');
    await waitForText(page, 'Children’s Jardinière');
    expect(await page.evaluate(() => document.body.textContent?.includes('\uFFFD'))).toBe(false);
    expect(await scrollsSideways(page)).toBe(false);
    await (await importButton(page, 2)).click();
    await waitForText(page, 'Imported: 2 new, 0 changed, 0 unchanged.');
    const drafts = await productDrafts(paths.slice(4));
    expect(drafts.map((draft) => [draft.item_values.name, draft.item_values.packing_note]).sort()).toEqual([
      ['Café basket', 'Crème, by fives'],
      ['Children’s Jardinière', '€ 2 a piece'],
    ]);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});
