import type { Browser, Page } from 'puppeteer-core';
import { migrateToLatest } from '../../server/db/migrate';
import { type DatabaseHandle, openPostgres } from '../../server/db/connect';
import { seedDatabase } from '../../demo/catalogue/seed';
import { sessionCookie } from '../../server/features/staff/staff-door';
import { startSite } from '../../test/built-server';
import { signedInAs } from '../../test/staff-sessions';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { launchBrowser } from './browser';
import { byText, eventually, findByRole, press, waitForPageHeading } from './pages/queries';

// An editor changes the public content in the back office of one web process, and a buyer sees it on another
// (two built server processes on one database of their own, so nothing here disturbs the other tests' catalogue).

let database: { name: string; url: string };
let handle: DatabaseHandle;
let editorSite: Awaited<ReturnType<typeof startSite>>;
let buyerSite: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let cookie: { name: string; value: string };

beforeAll(async () => {
  database = await createTestDatabase('content_e2e');
  handle = openPostgres(database.url, 2);
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db);
  [editorSite, buyerSite] = await Promise.all([
    startSite({ DATABASE_URL: database.url }, 'content-editor-'),
    startSite({ DATABASE_URL: database.url }, 'content-buyer-'),
  ]);
  const editor = await signedInAs(handle.db, 'editor', { name: 'Hoa Tran' });
  const name = sessionCookie(false).name;
  cookie = { name, value: editor.headers.Cookie.slice(name.length + 1) };
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([editorSite?.stop(), buyerSite?.stop()]);
  await handle?.close();
  if (database) await dropTestDatabase(database.name);
});

async function editorTab(width: number): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.createBrowserContext();
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
    await press(page, 'FAQs', 'link');
    await waitForPageHeading(page, 'FAQs');
    await press(page, 'New FAQ', 'link');
    await waitForPageHeading(page, 'New FAQ');

    // An empty form is refused in the shared rule's words, and the first field in error gets the focus.
    await press(page, 'Create FAQ');
    await page.waitForSelector(byText('Cannot be empty.'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('type');

    await (await findByRole(page, 'combobox', 'Group')).select('4');
    await (await findByRole(page, 'textbox', 'Question')).type(question);
    const answer = await findByRole(page, 'textbox', 'Answer');
    await answer.click();
    await page.keyboard.type('Yes: send us a drawing. ');
    await press(page, 'Bold');
    await page.keyboard.type('Samples in 10 days.');
    await press(page, 'Create FAQ');
    await page.waitForSelector(byText('Saved.'));
    await waitForPageHeading(page, question);

    await eventually('the FAQ is on the other web process', async () => (await publicText('/faqs')).includes(question));
    expect(await publicText('/faqs')).toContain('<strong>Samples in 10 days.</strong>');

    // A second version, then the first restored from the history.
    const field = await findByRole(page, 'textbox', 'Question');
    await field.click({ count: 3 });
    await field.type(`${question} (updated)`);
    await press(page, 'Save');
    await page.waitForSelector(byText('Changed: Question'));
    await press(page, 'Restore version 1');
    await press(await findByRole(page, 'dialog'), 'Restore');
    await page.waitForSelector(byText('Version 1 restored, as version 3.'));
    await eventually('the restored question is public', async () => {
      const faqs = await publicText('/faqs');
      return faqs.includes(question) && !faqs.includes(`${question} (updated)`);
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('changes a material’s path, and its old address leads buyers to the new one', async () => {
    const { page, problems } = await editorTab(375);
    await page.goto(`${editorSite.url}/admin/content/material`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, 'Materials');
    expect(await scrollsSideways(page)).toBe(false);
    await press(page, 'Bamboo', 'link');
    await waitForPageHeading(page, 'Bamboo');
    expect(await scrollsSideways(page)).toBe(false);
    const path = await findByRole(page, 'textbox', 'Path');
    await path.click({ count: 3 });
    await path.type('bamboo-and-cane');
    await press(page, 'Save');
    await page.waitForSelector(byText('Saved.'));

    const buyer = await browser.newPage();
    await buyer.goto(`${buyerSite.url}/materials/bamboo/page/1`, { waitUntil: 'domcontentloaded' });
    expect(new URL(buyer.url()).pathname).toBe('/materials/bamboo-and-cane/page/1');
    await buyer.close();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('puts a new FAQ first in its group with the keyboard, and the FAQ page follows', async () => {
    const { page, problems } = await editorTab(1280);
    const first = await handle.db
      .selectFrom('faq')
      .select(['id', 'question'])
      .where('type', '=', 3)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const { id } = await handle.db
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
    const moveUp = await findByRole(page, 'button', 'Move up: Can a container mix several materials?');
    await moveUp.focus();
    for (;;) {
      const disabled = await moveUp.evaluate((el) => (el as HTMLButtonElement).disabled);
      if (disabled) break;
      await page.keyboard.press('Enter');
    }
    await press(page, 'Save the order');
    await page.waitForSelector(byText('Order saved.'));
    await eventually('the FAQ page shows the new order', async () => {
      const faqs = await publicText('/faqs');
      return faqs.indexOf('Can a container mix several materials?') < faqs.indexOf(first.question);
    });
    expect(id).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
