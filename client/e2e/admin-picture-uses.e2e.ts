import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import {
  closeStaffDatabase,
  firstProduct,
  showOnProduct,
  type StaffCookie,
  staffSession,
  storedMediaById,
} from '../../test/built-server-staff';
import { plainPicture } from '../../test/media-fixtures';
import { baseUrl, testBrowser } from './browser';
import { staffTab, waitForText } from './pages/inbox';
import { eventually, waitForPageHeading } from './pages/queries';

// A picture's screen in Pictures says where the picture is used and takes a new file for it; a product's form gives
// each picture of its gallery an alt text of its own, which the product's page then shows. On a desktop and a phone.

const chromium = testBrowser();
let editor: StaffCookie;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-uses-e2e-'));
beforeAll(async () => {
  editor = await staffSession('editor');
});
afterAll(async () => {
  await closeStaffDatabase();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The control a label names, found by the label's words as a person reads them. */
async function controlLabelled(page: Page, words: string): Promise<ElementHandle<HTMLInputElement>> {
  await page.waitForFunction((text: string) => [...document.querySelectorAll('label')].some((l) => l.textContent === text), {}, words);
  const id = await page.evaluate(
    (text: string) => [...document.querySelectorAll('label')].find((l) => l.textContent === text)!.htmlFor,
    words,
  );
  return (await page.waitForSelector(`[id="${id}"]`)) as ElementHandle<HTMLInputElement>;
}

const randomColour = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

async function pictureFile(name: string, width: number, height: number) {
  const bytes = await plainPicture(width, height, 'png', randomColour());
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return file;
}

describe.each([
  ['a desktop', 1280, 900],
  ['a phone', 375, 740],
])('an editor on %s', (_, width, height) => {
  it('sees where a picture is used, is told so when deleting it, and replaces its file', async () => {
    const { page, problems } = await staffTab(chromium.browser, editor.cookie, width, height);
    const tag = `${width}-${Date.now()}`;
    const product = await firstProduct();
    let mediaId: number | undefined;
    try {
      await page.goto(`${baseUrl()}/admin/pictures`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Pictures');
      const [chooser] = await Promise.all([
        page.waitForFileChooser(),
        (await page.waitForSelector('::-p-text("Choose pictures")'))!.click(),
      ]);
      await chooser.accept([await pictureFile(`porch-${tag}.png`, 640, 480)]);
      const card = (await page.waitForSelector(`::-p-aria([name="porch-${tag}.png"][role="listitem"])`))!;
      await card.waitForSelector('::-p-text("Ready")', { timeout: 30_000 });
      mediaId = await showOnProduct(`porch-${tag}.png`, product.id, true);
      await page.reload({ waitUntil: 'networkidle0' });

      await page.locator(`::-p-aria([name="Edit porch-${tag}.png"][role="button"])`).click();
      const dialog = (await page.waitForSelector(`::-p-aria([name="porch-${tag}.png"][role="dialog"])`, { visible: true }))!;
      const uses = (await dialog.waitForSelector('::-p-aria([name="Where used"][role="region"])'))!;
      const link = (await uses.waitForSelector(`::-p-aria([name="${product.name}"][role="link"])`))!;
      expect(await link.evaluate((a) => a.getAttribute('href'))).toBe(`/admin/content/product/${product.id}`);

      await (await dialog.waitForSelector('::-p-aria([name="Delete"][role="button"])'))!.click();
      await (await dialog.waitForSelector('::-p-aria([name="Delete for good"][role="button"])'))!.click();
      await waitForText(dialog, `Used by 1 product: ${product.name}. Choose another picture there first, then delete it.`);

      const fileInput = (await dialog.waitForSelector('input[type="file"]')) as ElementHandle<HTMLInputElement>;
      await fileInput.uploadFile(await pictureFile(`porch-new-${tag}.png`, 800, 400));
      await waitForText(page, 'File replaced: its sizes are being made.');
      await page.waitForSelector(`::-p-aria([name="porch-new-${tag}.png"][role="dialog"])`, { visible: true });
      await eventually('the new file is ready', async () => (await storedMediaById(mediaId!))?.status === 'ready', 30_000);
      expect(await storedMediaById(mediaId)).toMatchObject({ file_name: `porch-new-${tag}.png`, status: 'ready' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      // The refused deletion is the one answer the console reports.
      expect(problems.filter((problem) => !problem.includes('409 (Conflict)'))).toEqual([]);
    } finally {
      if (mediaId !== undefined) await showOnProduct(`porch-new-${tag}.png`, product.id, false);
      await page.close();
    }
  });
});

it("gives a product's gallery picture an alt text of its own, which the product's page shows", async () => {
  const { page, problems } = await staffTab(chromium.browser, editor.cookie, 1280, 900);
  const product = await firstProduct();
  const ownAlt = `Basket by a window, ${Date.now()}`;
  try {
    await page.goto(`${baseUrl()}/admin/content/product/${product.id}`, { waitUntil: 'networkidle0' });
    const field = await controlLabelled(page, 'Alt text on this page, picture 1');
    await field.type(ownAlt);
    await page.locator('::-p-aria([name="Publish changes"][role="button"])').click();
    await page.waitForSelector('::-p-text("Published: the site shows the changes now.")');

    const visitor = await chromium.browser.newPage();
    try {
      await visitor.goto(`${baseUrl()}/product/${product.path}`, { waitUntil: 'networkidle0' });
      await visitor.waitForSelector(`.product-main-image img[alt=${JSON.stringify(ownAlt)}]`);
    } finally {
      await visitor.close();
    }

    await page.reload({ waitUntil: 'networkidle0' });
    const saved = await controlLabelled(page, 'Alt text on this page, picture 1');
    expect(await saved.evaluate((el) => (el as HTMLInputElement).value)).toBe(ownAlt);
    await saved.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await page.locator('::-p-aria([name="Publish changes"][role="button"])').click();
    await page.waitForSelector('::-p-text("Published: the site shows the changes now.")');
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});
