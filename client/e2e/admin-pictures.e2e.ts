import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BoundingBox, ElementHandle, Page } from 'puppeteer-core';
import { closeStaffDatabase, type StaffCookie, staffSession, storedMedia } from '../../test/built-server-staff';
import { plainPicture } from '../../test/media-fixtures';
import { baseUrl, testBrowser } from './browser';
import { staffTab, waitForText } from './pages/inbox';
import { waitForPageHeading } from './pages/queries';

// An editor fills the picture library: one picture dropped on the drop zone, two chosen with the file button, each
// with its progress; the variants are made in the background; then one picture is described and its focal point set
// by a click and the arrow keys. On a desktop and on a phone.

const chromium = testBrowser();
let editor: StaffCookie;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-e2e-'));
beforeAll(async () => {
  editor = await staffSession('editor');
});
afterAll(async () => {
  await closeStaffDatabase();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Three new pictures (their colours make their bytes, and so their place in the library, new each run). */
async function threePictures(tag: string) {
  const colour = () =>
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
  const files = [
    { name: `veranda-${tag}.jpg`, bytes: await plainPicture(1200, 800, 'jpeg', colour()) },
    { name: `tray-${tag}.png`, bytes: await plainPicture(640, 640, 'png', colour()) },
    { name: `lamp-${tag}.webp`, bytes: await plainPicture(900, 1200, 'webp', colour()) },
  ];
  for (const file of files) fs.writeFileSync(path.join(folder, file.name), file.bytes);
  return files;
}

/** Where `element` is once two measurements a frame apart agree (an element that slides or grows has moved on). */
async function stableBox(element: ElementHandle): Promise<BoundingBox> {
  let last = await element.boundingBox();
  for (let tries = 0; tries < 100; tries++) {
    await element.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const now = await element.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height) return now;
    last = now;
  }
  throw new Error('The element never stopped moving');
}

/** Drops a file on the drop zone, as a person dragging it from their desktop would. */
async function dropFile(page: Page, file: { name: string; bytes: Buffer }, type: string) {
  const zone = await page.waitForSelector('::-p-text("Drop pictures here, or")');
  await zone!.evaluate(
    (element, base64, name, mime) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mime }));
      const target = element.parentElement!;
      target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
      target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    },
    file.bytes.toString('base64'),
    file.name,
    type,
  );
}

describe.each([
  ['a desktop', 1280, 900],
  ['a phone', 375, 740],
])('an editor on %s', (_, width, height) => {
  it('uploads three pictures, watches them processed, describes one and sets its focal point', async () => {
    const { page, problems } = await staffTab(chromium.browser, editor.cookie, width, height);
    const [dropped, ...chosen] = await threePictures(`${width}-${Date.now()}`);
    try {
      await page.goto(`${baseUrl()}/admin/pictures`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Pictures');

      await dropFile(page, dropped!, 'image/jpeg');
      const [chooser] = await Promise.all([
        page.waitForFileChooser(),
        (await page.waitForSelector('::-p-text("Choose pictures")'))!.click(),
      ]);
      await chooser.accept(chosen.map((file) => path.join(folder, file.name)));

      // Each file has its own line and progress, and ends uploaded; the library shows it at once.
      const uploads = (await page.waitForSelector('::-p-aria([name="Uploads"][role="list"])'))!;
      for (const file of [dropped!, ...chosen]) await waitForText(uploads, file.name);
      await page.waitForFunction(
        (names: string[]) => {
          const list = document.querySelector('[aria-label="Uploads"]');
          return names.every((name) =>
            [...(list?.querySelectorAll('li') ?? [])].some((li) => li.textContent?.includes(name) && li.textContent.includes('Uploaded')),
          );
        },
        { timeout: 15_000 },
        [dropped!.name, ...chosen.map((f) => f.name)],
      );
      // The variants are made in the background; each card turns Ready on its own.
      for (const file of [dropped!, ...chosen]) {
        const card = (await page.waitForSelector(`::-p-aria([name="${file.name}"][role="listitem"])`))!;
        await card.waitForSelector('::-p-text("Ready")', { timeout: 30_000 });
      }

      await page.locator(`::-p-aria([name="Edit ${dropped!.name}"][role="button"])`).click();
      const dialog = (await page.waitForSelector(`::-p-aria([name="${dropped!.name}"][role="dialog"])`, { visible: true }))!;
      await (await dialog.waitForSelector('::-p-aria([name="Save"][role="button"])'))!.click();
      await waitForText(dialog, 'Describe the picture for people who cannot see it.');
      await (await dialog.waitForSelector('::-p-aria([name="Alt text"][role="textbox"])'))!.type('Seagrass baskets on a sunny veranda');

      const picker = await dialog.waitForSelector('::-p-aria([role="application"])');
      await picker!.scrollIntoView();
      // Clicked where an editor would, once the picture is there and the dialog has stopped moving: on a busy
      // machine the variant and the dialog's slide-in can still be under way.
      await picker!.waitForSelector('img', { visible: true });
      await page.waitForFunction((el) => (el.querySelector('img') as HTMLImageElement).complete, {}, picker!);
      const box = await stableBox(picker!);
      await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
      await dialog.waitForSelector('::-p-aria([name="Focal point: 25 % from the left, 75 % from the top"][role="application"])');
      await picker!.focus();
      await page.keyboard.press('ArrowRight');
      await dialog.waitForSelector('::-p-aria([name="Focal point: 30 % from the left, 75 % from the top"][role="application"])');
      await (await dialog.waitForSelector('::-p-aria([name="Save"][role="button"])'))!.click();
      await waitForText(page, 'Picture saved.');

      const card = (await page.waitForSelector('::-p-aria([name="Seagrass baskets on a sunny veranda"][role="listitem"])'))!;
      expect(await card.$('::-p-text("Alt text needed")')).toBeNull();
      const stored = await storedMedia(dropped!.name);
      expect(stored).toMatchObject({ alt: 'Seagrass baskets on a sunny veranda', status: 'ready', format: 'jpeg' });
      expect(stored!.focus_x).toBeCloseTo(0.3, 1);
      expect(stored!.focus_y).toBeCloseTo(0.75, 1);
      expect(await storedMedia(chosen[0]!.name)).toMatchObject({ format: 'png', status: 'ready', alt: '' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
