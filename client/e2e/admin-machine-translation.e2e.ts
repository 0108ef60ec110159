import { startDeeplServer, DEEPL_TEST_KEY, type DeeplServer } from '../../test/deepl-server';
import { startSite } from '../../test/built-server';
import { insertInquiry } from '../../test/inbox-fixtures';
import { seededDatabase } from '../../test/seeded-database';
import { timeoutWithStarts } from '../../test/wait';
import { testBrowser } from './browser';
import { staffTab } from './pages/inbox';
import { eventually, waitForPageHeading } from './pages/queries';
import { toastText } from './pages/toasts';

// An editor has the empty fields of a translation drafted by machine translation (the production server talking
// to a local server that speaks DeepL's API): the draft fills the form for review, and the site shows none of it.

let database: Awaited<ReturnType<typeof seededDatabase>>;
let site: Awaited<ReturnType<typeof startSite>>;
let deepl: DeeplServer;
const chromium = testBrowser();
let cookie: { name: string; value: string };
let salesCookie: { name: string; value: string };

beforeAll(
  async () => {
    deepl = await startDeeplServer();
    database = await seededDatabase('machine_translation_e2e');
    site = await startSite({ DATABASE_URL: database.url, DEEPL_API_KEY: DEEPL_TEST_KEY, DEEPL_API_URL: deepl.url }, 'machine-mt-');
    cookie = await database.staffCookie('editor', 'Hoa Tran');
    salesCookie = await database.staffCookie('sales', 'Lan Nguyen');
  },
  timeoutWithStarts(1, 120_000),
);
afterAll(async () => {
  await site?.stop();
  await database?.drop();
  await deepl?.close();
});

it('fills the empty fields as a draft the editor reviews, with nothing published', async () => {
  const product = await database.db.selectFrom('product').select(['id', 'name', 'path']).orderBy('id').offset(9).executeTakeFirstOrThrow();
  await database.db.deleteFrom('content_translation').where('kind', '=', 'product').where('item_id', '=', product.id).execute();
  const { page, problems } = await staffTab(chromium.browser, cookie, 1280);
  try {
    await page.goto(`${site.url}/admin/translations/product/${product.id}?locale=es`, { waitUntil: 'networkidle0' });
    await waitForPageHeading(page, product.name);
    await page.locator('::-p-aria([name="Draft with machine translation"][role="button"])').click();
    await eventually('the draft is told', async () => (await toastText(page)).startsWith('The empty fields are drafted'));
    await eventually('the form holds the draft', async () =>
      (await page.$eval('form [name="name"]', (input) => (input as HTMLInputElement).value)).startsWith('[ES] '),
    );
    expect((await (await fetch(`${site.url}/es/product/${product.path}`)).text()).includes('[ES]')).toBe(false);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});

it('shows a buyer’s message in the reader’s language below the original, which stays', async () => {
  const message = 'Wir brauchen 500 Körbe aus Seegras.';
  const { id } = await insertInquiry(database.db, { receivedAt: new Date(), message });
  const { page, problems } = await staffTab(chromium.browser, salesCookie, 1280);
  try {
    await page.goto(`${site.url}/admin/inquiries/${id}`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria([name="Translate into English"][role="button"])').click();
    await page.waitForSelector(`::-p-text([EN-GB] ${message})`);
    expect(await page.$$eval('dd', (cells) => cells.some((cell) => cell.textContent?.startsWith('Wir brauchen')))).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});
