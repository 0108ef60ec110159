import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KeyInput, Page } from 'puppeteer-core';
import { startSite } from '../../test/built-server';
import { timeoutWithStarts } from '../../test/wait';
import { seededDatabase } from '../../test/seeded-database';
import { plainPicture } from '../../test/media-fixtures';
import { testBrowser } from './browser';
import { englishOf } from '../../shared/i18n/english';
import { LINK_MESSAGES } from '../admin/components/link-dialog';
import { eventually, waitForPageHeading } from './pages/queries';

// An editor changes the public content in the back office of one web process, and a buyer sees it on another
// (two built server processes on one database of their own, so nothing here disturbs the other tests' catalogue).

let database: Awaited<ReturnType<typeof seededDatabase>>;
let editorSite: Awaited<ReturnType<typeof startSite>>;
let buyerSite: Awaited<ReturnType<typeof startSite>>;
const chromium = testBrowser();
let cookie: { name: string; value: string };

beforeAll(
  async () => {
    database = await seededDatabase('content_e2e');
    [editorSite, buyerSite] = await Promise.all([
      startSite({ DATABASE_URL: database.url }, 'content-editor-'),
      startSite({ DATABASE_URL: database.url }, 'content-buyer-'),
    ]);
    cookie = await database.staffCookie('editor', 'Hoa Tran');
  },
  timeoutWithStarts(1, 120_000),
);
afterAll(async () => {
  await Promise.all([editorSite?.stop(), buyerSite?.stop()]);
  await database?.drop();
});

async function editorTab(width: number): Promise<{ page: Page; problems: string[] }> {
  const context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await page.setViewport({ width, height: 900 });
  await page.setCookie({ ...cookie, url: editorSite.url });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return { page, problems };
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const publicText = async (path: string) => (await fetch(`${buyerSite.url}${path}`)).text();

describe('an editor in the back office', () => {
  it('writes a new FAQ with the rich-text editor; buyers see it on the other web process; an older version is restored', async () => {
    const { page, problems } = await editorTab(1280);
    const question = `Can you weave our own pattern ${Date.now()}?`;
    await page.goto(`${editorSite.url}/admin`, { waitUntil: 'networkidle0' });
    // An editor starts where their work is.
    await waitForPageHeading(page, 'Content');
    await page.locator('::-p-aria([name="FAQs"][role="link"])').click();
    await waitForPageHeading(page, 'FAQs');
    await page.locator('::-p-aria([name="New FAQ"][role="link"])').click();
    await waitForPageHeading(page, 'New FAQ');

    // An empty form is refused in the shared rule's words, and the first field in error gets the focus.
    await page.locator('::-p-aria([name="Create FAQ"][role="button"])').click();
    await page.waitForSelector('::-p-text("Cannot be empty.")');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('type');

    await (await page.waitForSelector('::-p-aria([name="Group"][role="combobox"])'))!.select('4');
    await (await page.waitForSelector('::-p-aria([name="Question"][role="textbox"])'))!.type(question);
    const answer = (await page.waitForSelector('::-p-aria([name="Answer"][role="textbox"])'))!;
    await answer.click();
    await page.keyboard.type('Yes: send us a drawing. ');
    await page.locator('::-p-aria([name="Bold"][role="button"])').click();
    await page.keyboard.type('Samples in 10 days.');
    await page.locator('::-p-aria([name="Create FAQ"][role="button"])').click();
    await page.waitForSelector('::-p-text("Saved.")');
    await waitForPageHeading(page, question);

    await eventually('the FAQ is on the other web process', async () => (await publicText('/faqs')).includes(question));
    expect(await publicText('/faqs')).toContain('<strong>Samples in 10 days.</strong>');

    // A second version, then the first restored from the history.
    const field = (await page.waitForSelector('::-p-aria([name="Question"][role="textbox"])'))!;
    await field.click({ count: 3 });
    await field.type(`${question} (updated)`);
    await page.locator('::-p-aria([name="Save"][role="button"])').click();
    await page.waitForSelector('::-p-text("Changed: Question")');
    await page.locator('::-p-aria([name="Restore version 1"][role="button"])').click();
    // The dialog says what comes back before anything is saved.
    const restoring = (await page.waitForSelector('::-p-aria([name="Restore version 1?"][role="dialog"])'))!;
    await restoring.waitForSelector('::-p-text("This field changes:")');
    expect(await restoring.$eval('dl', (list) => (list as HTMLElement).innerText)).toBe(
      `Question\nNow: ${question} (updated)\nRestored: ${question}`,
    );
    await (await restoring.waitForSelector('::-p-aria([name="Restore"][role="button"])'))!.click();
    await page.waitForSelector('::-p-text("Version 1 restored.")');
    await eventually('the restored question is public', async () => {
      const faqs = await publicText('/faqs');
      return faqs.includes(question) && !faqs.includes(`${question} (updated)`);
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('adds links from the rich-text dialog with Enter and "Add link" without saving the product; refuses a script address', async () => {
    const { page, problems } = await editorTab(1280);
    const product = await database.db
      .selectFrom('product')
      .select(['id', 'name', 'version', 'description'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Whatever the browser sends to change something: nothing may be sent until the editor presses Save.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) writes.push(request.url());
    });
    const stored = () =>
      database.db.selectFrom('product').select(['version', 'description']).where('id', '=', product.id).executeTakeFirstOrThrow();
    await page.goto(`${editorSite.url}/admin/content/product/${product.id}`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, product.name);
    const description = (await page.waitForSelector('::-p-aria([name="Description"][role="textbox"])'))!;
    const html = () => description.evaluate((el) => el.innerHTML);
    /** The caret as a person sees it: in the text or not, the words selected, and whether any text follows it. */
    const caret = () =>
      description.evaluate((el) => {
        const selection = getSelection();
        if (document.activeElement !== el || !selection?.focusNode || !el.contains(selection.focusNode)) return null;
        const after = document.createRange();
        after.setStart(selection.focusNode, selection.focusOffset);
        after.setEnd(el, el.childNodes.length);
        return { selected: String(selection), atEnd: after.toString() === '' };
      });
    const caretIs = async (what: string, expected: { selected: string; atEnd?: boolean }) => {
      await eventually(what, async () => {
        const now = await caret();
        return now !== null && now.selected === expected.selected && (expected.atEnd === undefined || now.atEnd === expected.atEnd);
      });
      // Chromium tells the editor that a key moved the caret with its next frame (selectionchange): a person's next
      // key comes later than that, a test's would not.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    };
    const withKey = async (modifier: KeyInput, key: KeyInput) => {
      await page.keyboard.down(modifier);
      await page.keyboard.press(key);
      await page.keyboard.up(modifier);
    };

    // Words on a line of their own at the end, selected, then Ctrl+K: the dialog asks for the address.
    await description.click();
    await eventually('the caret is in the text', async () => (await caret()) !== null);
    await withKey('Control', 'End');
    await caretIs('the caret is at the end', { selected: '', atEnd: true });
    await page.keyboard.press('Enter');
    await page.keyboard.type('Our trading terms');
    await withKey('Shift', 'Home');
    await caretIs('the new words are selected', { selected: 'Our trading terms' });
    await withKey('Control', 'KeyK');
    let dialog = (await page.waitForSelector('::-p-aria([name="Add link"][role="dialog"])'))!;
    let address = (await dialog.waitForSelector('::-p-aria([name="Address"][role="textbox"])'))!;

    // An address that would run a script is refused in the dialog, by Enter or by its button, and the dialog stays.
    await address.type('javascript:alert(document.cookie)');
    await page.keyboard.press('Enter');
    await dialog.waitForSelector(`::-p-text(${JSON.stringify(englishOf(LINK_MESSAGES.script('javascript')))})`);
    expect(writes).toEqual([]);
    expect(await address.evaluate((input) => input.getAttribute('aria-invalid'))).toBe('true');
    await (await dialog.waitForSelector('::-p-aria([name="Add link"][role="button"])'))!.click();
    await address.click({ count: 3 });
    await address.type('data:text/html,<p>Hello</p>');
    await (await dialog.waitForSelector('::-p-aria([name="Add link"][role="button"])'))!.click();
    await dialog.waitForSelector(`::-p-text(${JSON.stringify(englishOf(LINK_MESSAGES.scheme('data')))})`);
    // The field takes the focus back from the button, to be corrected.
    expect(await address.evaluate((input) => input === document.activeElement)).toBe(true);

    // A page of the site, by Enter: the words link to it, the dialog closes and the caret is back in the text.
    await address.click({ count: 3 });
    await address.type('/trading');
    await page.keyboard.press('Enter');
    await eventually('the dialog is closed', async () => (await page.$('::-p-aria([role="dialog"])')) === null);
    await caretIs('the linked words are selected in the text again', { selected: 'Our trading terms' });
    expect(await html()).toContain('<p><a href="/trading">Our trading terms</a></p>');

    // Another, by the toolbar's Link button and the dialog's "Add link".
    await page.keyboard.press('End');
    await caretIs('the caret is at the end', { selected: '', atEnd: true });
    await page.keyboard.press('Enter');
    await page.keyboard.type('Write to sales');
    await withKey('Shift', 'Home');
    await caretIs('the new words are selected', { selected: 'Write to sales' });
    await page.locator('::-p-aria([name="Link"][role="button"])').click();
    dialog = (await page.waitForSelector('::-p-aria([name="Add link"][role="dialog"])'))!;
    address = (await dialog.waitForSelector('::-p-aria([name="Address"][role="textbox"])'))!;
    await address.type('mailto:sales@example.com');
    await (await dialog.waitForSelector('::-p-aria([name="Add link"][role="button"])'))!.click();
    await eventually('the dialog is closed', async () => (await page.$('::-p-aria([role="dialog"])')) === null);
    expect(await html()).toContain(
      '<p><a href="/trading">Our trading terms</a></p><p><a href="mailto:sales@example.com">Write to sales</a></p>',
    );

    // Nothing was sent, nothing was said, nothing changed: the links are the form's until Save.
    expect(writes).toEqual([]);
    expect(await page.$('::-p-text("Published: the site shows the changes now.")')).toBeNull();
    expect(await stored()).toEqual({ version: product.version, description: product.description });

    await page.locator('::-p-aria([name="Publish changes"][role="button"])').click();
    await page.waitForSelector('::-p-text("Published: the site shows the changes now.")');
    const saved = await stored();
    expect(saved.version).toBe(product.version + 1);
    expect(saved.description).toBe(
      `${product.description}<p><a href="/trading">Our trading terms</a></p><p><a href="mailto:sales@example.com">Write to sales</a></p>`,
    );
    expect(writes).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('changes a material’s path, and its old address leads buyers to the new one', async () => {
    const { page, problems } = await editorTab(375);
    await page.goto(`${editorSite.url}/admin/content/material`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'Materials');
    expect(await scrollsSideways(page)).toBe(false);
    await page.locator('::-p-aria([name="Bamboo"][role="link"])').click();
    await waitForPageHeading(page, 'Bamboo');
    expect(await scrollsSideways(page)).toBe(false);
    const path = (await page.waitForSelector('::-p-aria([name="Path"][role="textbox"])'))!;
    await path.click({ count: 3 });
    await path.type('bamboo-and-cane');
    await page.locator('::-p-aria([name="Save"][role="button"])').click();
    await page.waitForSelector('::-p-text("Saved.")');

    await eventually('the old address moved on the other web process', async () => {
      const response = await fetch(`${buyerSite.url}/materials/bamboo/page/1`, { redirect: 'manual' });
      return response.status === 301;
    });
    const buyer = await chromium.browser.newPage();
    await buyer.goto(`${buyerSite.url}/materials/bamboo/page/1`, { waitUntil: 'domcontentloaded' });
    expect(new URL(buyer.url()).pathname).toBe('/materials/bamboo-and-cane/page/1');
    await buyer.close();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('puts a new FAQ first in its group with the keyboard, and the FAQ page follows', async () => {
    const { page, problems } = await editorTab(1280);
    const first = await database.db
      .selectFrom('faq')
      .select(['id', 'question'])
      .where('type', '=', 3)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const { id } = await database.db
      .insertInto('faq')
      .values({
        type: 3,
        question: 'Can a container mix several materials?',
        answer: '<p>Yes, up to five per container.</p>',
        sort_order: 999,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.goto(`${editorSite.url}/admin/content/faq/order?scope=3`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'Order: FAQs');
    // Move up, pressed from the keyboard until the new question is first.
    const moveUp = (await page.waitForSelector('::-p-aria([name="Move up: Can a container mix several materials?"][role="button"])'))!;
    await moveUp.focus();
    for (;;) {
      const disabled = await moveUp.evaluate((el) => (el as HTMLButtonElement).disabled);
      if (disabled) break;
      await page.keyboard.press('Enter');
    }
    await page.locator('::-p-aria([name="Save the order"][role="button"])').click();
    await page.waitForSelector('::-p-text("Order saved.")');
    await eventually('the FAQ page shows the new order', async () => {
      const faqs = await publicText('/faqs');
      return faqs.indexOf('Can a container mix several materials?') < faqs.indexOf(first.question);
    });
    expect(id).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('creates a category and a product with three phone photos, publishes it, and moves it to another address', async () => {
    const { page, problems } = await editorTab(1280);
    const tag = Date.now();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-e2e-'));
    const photos = ['front', 'side', 'detail'].map((view, i) => ({ view, file: path.join(folder, `IMG_${tag}_${i}.jpg`) }));
    for (const [i, photo] of photos.entries()) {
      fs.writeFileSync(photo.file, await plainPicture(2400, 1800, 'jpeg', ['#8b5a2b', '#a0522d', '#6b8e23'][i]));
    }
    try {
      // A new category, its picture chosen from three phone photos uploaded and described in the picker.
      await page.goto(`${editorSite.url}/admin/content/category/new`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'New category');
      // The path is made from the name as it is typed.
      await (await page.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!.type(`Belly Baskets ${tag}`);
      await page.waitForFunction(
        (made) => document.querySelector<HTMLInputElement>('input[name="path"]')?.value === made,
        {},
        `belly-baskets-${tag}`,
      );
      await page.locator('::-p-aria([name="Choose a picture"][role="button"])').click();
      let dialog = (await page.waitForSelector('::-p-aria([name="Picture"][role="dialog"])'))!;
      // A locator clicks once the dialog has stopped sliding in, so the click lands on the button.
      const choosePictures = page.locator('::-p-aria([name="Picture"][role="dialog"]) ::-p-text("Choose pictures")');
      const [chooser] = await Promise.all([page.waitForFileChooser(), choosePictures.click()]);
      await chooser.accept(photos.map((photo) => photo.file));
      for (const photo of photos) {
        const name = path.basename(photo.file);
        await (await dialog.waitForSelector(`::-p-aria([name="Describe ${name}"][role="button"])`, { timeout: 30_000 }))!.click();
        const editor = (await page.waitForSelector(`::-p-aria([name="${name}"][role="dialog"])`))!;
        await (await editor.waitForSelector('::-p-aria([name="Alt text"][role="textbox"])'))!.type(
          `Seagrass belly basket ${tag}, ${photo.view}`,
        );
        await (await editor.waitForSelector('::-p-aria([name="Save"][role="button"])'))!.click();
        await dialog.waitForSelector(`::-p-aria([name="Choose ${name}"][role="button"])`);
      }
      await (await dialog.waitForSelector(`::-p-aria([name="Choose ${path.basename(photos[0]!.file)}"][role="button"])`))!.click();
      await page.locator('::-p-aria([name="Create category"][role="button"])').click();
      await page.waitForSelector('::-p-text("Saved.")');
      await waitForPageHeading(page, `Belly Baskets ${tag}`);
      await eventually('the category is public on the other web process', async () => {
        return (await fetch(`${buyerSite.url}/categories/belly-baskets-${tag}/page/1`)).status === 200;
      });

      // A product in it, with the three photos in its gallery.
      await page.goto(`${editorSite.url}/admin/content/product/new`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'New product');
      await page.locator('::-p-aria([name="Add pictures"][role="button"])').click();
      dialog = (await page.waitForSelector('::-p-aria([name="Add pictures to the gallery"][role="dialog"])'))!;
      for (const photo of photos) {
        const name = path.basename(photo.file);
        await (await dialog.waitForSelector(`::-p-aria([name="Choose ${name}"][role="button"])`))!.click();
        await dialog.waitForSelector(`::-p-aria([name="Chosen ${name}"][role="button"])`);
      }
      await (await dialog.waitForSelector('::-p-aria([name="Done"][role="button"])'))!.click();
      const gallery = (await page.waitForSelector('::-p-aria([name="Gallery, in order"][role="list"])'))!;
      expect(await gallery.$$eval('img', (images) => images.map((img) => img.getAttribute('alt')))).toEqual(
        photos.map((photo) => `Seagrass belly basket ${tag}, ${photo.view}`),
      );

      await (await page.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!.type(`Seagrass Belly Basket ${tag}`);
      await page.waitForFunction(
        (made) => document.querySelector<HTMLInputElement>('input[name="path"]')?.value === made,
        {},
        `seagrass-belly-basket-${tag}`,
      );
      await (await page.waitForSelector('::-p-aria([name="Category"][role="combobox"])'))!.select(
        await page.$$eval(
          'select[name="category_id"] option',
          (options, name) => options.find((o) => o.text === name)!.value,
          `Belly Baskets ${tag}`,
        ),
      );
      await (await page.waitForSelector('::-p-aria([name="Material"][role="combobox"])'))!.select(
        await page.$eval('select[name="material_id"] option:nth-child(3)', (option) => (option as HTMLOptionElement).value),
      );
      await page.locator('::-p-aria([name="Description"][role="textbox"])').click();
      await page.keyboard.type('A round belly basket with handles.');
      await page.locator('::-p-aria([name="Details"][role="textbox"])').click();
      await page.keyboard.type('Size: D40 x H35 cm.');
      await (await page.waitForSelector('::-p-aria([name="Pieces per carton (optional)"][role="textbox"])'))!.type('12');
      await page.locator('::-p-aria([name="Save as draft"][role="button"])').click();
      await page.waitForSelector('::-p-text("Saved as a draft.")');
      await waitForPageHeading(page, `Seagrass Belly Basket ${tag}`);
      // A draft is nobody's business but the editors'.
      expect((await fetch(`${buyerSite.url}/product/seagrass-belly-basket-${tag}`)).status).toBe(404);

      await page.locator('::-p-aria([name="Publish now"][role="button"])').click();
      await page.waitForSelector('::-p-text("Published.")');
      await eventually('the product is public on the other web process', async () => {
        const response = await fetch(`${buyerSite.url}/product/seagrass-belly-basket-${tag}`);
        return response.status === 200 && (await response.text()).includes(`Seagrass Belly Basket ${tag}`);
      });

      const field = (await page.waitForSelector('::-p-aria([name="Path"][role="textbox"])'))!;
      await field.click({ count: 3 });
      await field.type(`belly-basket-${tag}`);
      await page.locator('::-p-aria([name="Publish changes"][role="button"])').click();
      await page.waitForSelector('::-p-text("Published: the site shows the changes now.")');
      // The other process sees the change once it reads the content revision (every second).
      await eventually('the old address moved on the other web process', async () => {
        const response = await fetch(`${buyerSite.url}/product/seagrass-belly-basket-${tag}`, { redirect: 'manual' });
        return response.status === 301;
      });
      const buyer = await chromium.browser.newPage();
      await buyer.goto(`${buyerSite.url}/product/seagrass-belly-basket-${tag}`, { waitUntil: 'domcontentloaded' });
      expect(new URL(buyer.url()).pathname).toBe(`/product/belly-basket-${tag}`);
      // The buyer's page shows the three photos, upright and resized, from the library's own addresses.
      const shown = await buyer.$$eval('.product-thumbnails img', (images) => images.map((img) => img.getAttribute('alt')));
      expect(shown).toEqual(photos.map((photo) => `Seagrass belly basket ${tag}, ${photo.view}`));
      await buyer.close();
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      await page.close();
    }
  });

  it('changes a live product as a draft, previews it, publishes it on the other process, and keeps typing through a reload', async () => {
    const { page, problems } = await editorTab(375);
    await page.goto(`${editorSite.url}/admin/content/product`, { waitUntil: 'networkidle0' });
    const product = await page.evaluate(async () => {
      const list = (await (await fetch('/api/staff/content/product?status=published')).json()) as {
        items: { id: number; title: string; columns: Record<string, string> }[];
      };
      return list.items[2]!;
    });
    const productPath = await page.evaluate(
      async (id) => ((await (await fetch(`/api/staff/content/product/${id}`)).json()) as { values: { path: string } }).values.path,
      product.id,
    );
    const buyerName = async () => (await (await fetch(`${buyerSite.url}/api/product/getByPath/${productPath}`)).json()).name as string;
    const renamed = `${product.title} (new weave)`;
    await page.goto(`${editorSite.url}/admin/content/product/${product.id}`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, product.title);

    const name = (await page.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!;
    await name.click({ count: 3 });
    await name.type(renamed);
    await page.locator('::-p-aria([name="Save as draft"][role="button"])').click();
    await page.waitForSelector('::-p-text("Changes saved as a draft: the site still shows the published version.")');
    await page.waitForSelector('::-p-text("Unpublished changes")');
    expect(await page.$eval('[role="status"].alert-info', (note) => (note as HTMLElement).innerText)).toMatch(
      // The demo's details are stored as written by hand, which the editor writes again in its own markup.
      /^Unpublished changes to Name(, Details)?, saved by Hoa Tran on .+\. The form shows them; the site shows the published version until they are published\.$/,
    );
    expect(
      await (await page.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!.evaluate(
        (input) => (input as HTMLInputElement).value,
      ),
    ).toBe(renamed);
    expect(await buyerName()).toBe(product.title);

    // The preview shows the changes, and says it is one.
    const [preview] = await Promise.all([
      new Promise<Page>((resolve) => chromium.browser.once('targetcreated', (target) => void target.page().then((p) => resolve(p!)))),
      page.locator('::-p-aria([name="Preview the changes"][role="button"])').click(),
    ]);
    await preview.waitForSelector('::-p-text("Preview of unpublished changes: buyers see them only once they are published.")');
    expect(await preview.$eval('h1', (heading) => heading.textContent)).toBe(renamed);
    await preview.close();

    // Typing not saved is asked about before a click away, and kept through a reload.
    const field = (await page.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!;
    await field.click({ count: 3 });
    await field.type(`${renamed}, large`);
    await page.locator('::-p-aria([name="Products"][role="link"])').click();
    const leave = (await page.waitForSelector('::-p-aria([name="Leave without saving?"][role="dialog"])'))!;
    await (await leave.waitForSelector('::-p-aria([name="Cancel"][role="button"])'))!.click();
    await waitForPageHeading(page, product.title);
    await eventually('the typing is kept in the browser', async () =>
      page.evaluate((id) => (window.localStorage.getItem(`content-form:product:${id}`) ?? '').includes(', large'), product.id),
    );
    // The browser asks before the page is reloaded with unsaved changes.
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload({ waitUntil: 'networkidle0' });
    expect(prompts).toEqual(['beforeunload']);
    await page.locator('::-p-aria([name="Bring them back"][role="button"])').click();
    expect(
      await (await page.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!.evaluate(
        (input) => (input as HTMLInputElement).value,
      ),
    ).toBe(`${renamed}, large`);
    expect(await scrollsSideways(page)).toBe(false);

    await page.locator('::-p-aria([name="Publish changes"][role="button"])').click();
    await page.waitForSelector('::-p-text("Published: the site shows the changes now.")');
    await eventually('the other web process shows the published changes', async () => (await buyerName()) === `${renamed}, large`);
    await eventually('the form shows the published version', async () => (await page.$('::-p-text("Unpublished changes")')) === null);

    // Unpublishing asks first.
    await page.locator('::-p-aria([name="Unpublish"][role="button"])').click();
    const asked = (await page.waitForSelector('::-p-aria([name="Unpublish this product?"][role="dialog"])'))!;
    await (await asked.waitForSelector('::-p-aria([name="Cancel"][role="button"])'))!.click();
    expect((await fetch(`${buyerSite.url}/product/${productPath}`)).status).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });
});
