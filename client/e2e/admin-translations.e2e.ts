import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import js2xliff from 'xliff/js2xliff';
import xliff2js from 'xliff/xliff2js';
import { pathFromName } from '../../shared/content/fields';
import {
  closeStaffDatabase,
  setPackingNote,
  setStaffLanguage,
  staffSession,
  type StaffCookie,
  untranslatedProducts,
} from '../../test/built-server-staff';
import { baseUrl, testBrowser } from './browser';
import { seriousViolations } from './pages/axe';
import { staffTab } from './pages/inbox';
import { eventually, pageHeading, textOf, waitForPageHeading } from './pages/queries';
import { toastText } from './pages/toasts';

// Translating the catalogue as an editor does in the back office: a language's queue, an item's English text
// beside its translation, saved as a draft and then published, the English changing afterwards, a draft scheduled
// and the schedule cancelled, an earlier publication restored, and a translator's XLIFF file brought back in.

const chromium = testBrowser();
let editor: StaffCookie;
let products: Awaited<ReturnType<typeof untranslatedProducts>>;
beforeAll(async () => {
  editor = await staffSession('editor');
  products = await untranslatedProducts('es', 3);
});
afterAll(async () => {
  await closeStaffDatabase();
});

const field = (page: Page, name: string) => page.waitForSelector(`form [name="${name}"]`);
const valueOf = async (page: Page, name: string) => (await field(page, name))!.evaluate((input) => (input as HTMLInputElement).value);
/** Waits for one of the item's language tabs to read `text` (its language and its state); `nav` names the tabs. */
const tabReading = (page: Page, text: string, nav = 'Languages') =>
  eventually(`a language tab reads "${text}"`, async () =>
    (await page.$$eval(`nav[aria-label="${nav}"] a`, (links) => links.map((link) => link.textContent?.trim()))).includes(text),
  );

describe('an item translated in the back office', () => {
  it('goes from not translated to a draft, then published at its own address, then marked when the English changes', async () => {
    const product = products[0]!;
    const { page, problems } = await staffTab(chromium.browser, editor.cookie, 1280);
    try {
      await page.goto(`${baseUrl()}/admin/translations?locale=es`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Translations');
      await page.locator('::-p-text(Not translated \\()').click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === 'missing');
      await page.locator(`::-p-aria([name="${product.name}"][role="link"])`).click();
      await waitForPageHeading(page, product.name);
      await tabReading(page, 'Spanish Not translated');

      const spanish = `Cesta de prueba ${Date.now()}`;
      await (await field(page, 'name'))!.type(spanish);
      // The address follows the translated name while nobody has typed one.
      await eventually('the path follows the name', async () => (await valueOf(page, 'path')) === pathFromName(spanish));
      await page.locator('::-p-text(Save draft)').click();
      expect(await toastText(page)).toBe('Draft saved.');
      await tabReading(page, 'Spanish Draft');
      await page.reload({ waitUntil: 'networkidle0' });
      expect(await valueOf(page, 'name')).toBe(spanish);

      await page.locator('::-p-text(Publish in Spanish)').click();
      await eventually('the publication is told', async () => (await toastText(page)) === 'Published in Spanish.');
      await tabReading(page, 'Spanish Published');

      const buyer = await chromium.browser.newPage();
      try {
        // The English address in Spanish leads to the Spanish one, which shows the Spanish name.
        await buyer.goto(`${baseUrl()}/es/product/${product.path}`, { waitUntil: 'domcontentloaded' });
        expect(new URL(buyer.url()).pathname).toBe(`/es/product/${pathFromName(spanish)}`);
        expect(await pageHeading(buyer)).toBe(spanish);
      } finally {
        await buyer.close();
      }

      const added = 'Now packed six to a carton.';
      await setPackingNote(product.id, `${product.packing_note} ${added}`);
      try {
        await page.reload({ waitUntil: 'networkidle0' });
        await tabReading(page, 'Spanish English changed');
        const change = (await page.waitForSelector('.translation-changed ::-p-aria([role="note"])'))!;
        expect(await change.$eval('ins', (inserted) => inserted.textContent)).toBe(`added: ${added}`);
      } finally {
        await setPackingNote(product.id, product.packing_note);
      }
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("a translation's schedule and history", () => {
  /** Types a date and time into a date-time field as the browser's picker would fill it in. */
  const setDateTime = (page: Page, label: string, value: string) =>
    page.$$eval(
      'label',
      (labels, [text, typed]) => {
        const input = document.getElementById(labels.find((each) => each.textContent?.trim() === text)!.htmlFor) as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, typed);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      [label, value] as const,
    );
  const mainText = (page: Page) => page.$eval('main', (main) => main.textContent!);

  it('schedules a draft and cancels it, and restores an earlier publication into the draft', async () => {
    const product = products[2]!;
    const { page, problems } = await staffTab(chromium.browser, editor.cookie, 1280);
    try {
      await page.goto(`${baseUrl()}/admin/translations/product/${product.id}?locale=es`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, product.name);
      expect(await mainText(page)).toContain('No publication of this translation is recorded yet.');
      const first = `Cesta primera ${Date.now()}`;
      await (await field(page, 'name'))!.type(first);
      await page.locator('::-p-text(Publish in Spanish)').click();
      await eventually('the publication is told', async () => (await toastText(page)) === 'Published in Spanish.');
      await eventually('the history lists it', async () => (await mainText(page)).includes('Published · version 1'));

      await (await field(page, 'name'))!.type(' grande');
      await setDateTime(page, 'Publish at', '2099-01-01T10:00');
      await page.locator('::-p-aria(Schedule[role="button"])').click();
      await eventually('the schedule is told', async () => (await toastText(page)) === 'Publishing scheduled.');
      await eventually('the schedule is shown', async () => (await mainText(page)).includes('Scheduled for'));
      await page.locator('::-p-aria(Cancel the schedule[role="button"])').click();
      await eventually('the cancellation is told', async () => (await toastText(page)) === 'The schedule is cancelled; the draft is kept.');
      await eventually('no schedule is shown', async () => !(await mainText(page)).includes('Scheduled for'));
      expect(await valueOf(page, 'name')).toBe(`${first} grande`);

      await page.locator('::-p-aria(Restore version 1[role="button"])').click();
      const dialog = (await page.waitForSelector('::-p-aria([name="Restore version 1?"][role="dialog"])'))!;
      await eventually('the dialog shows what changes', async () => (await textOf(dialog)).includes(`Restored: ${first}`));
      await page.locator('::-p-aria([name="Restore"][role="button"])').click();
      await eventually(
        'the restore is told',
        async () => (await toastText(page)) === 'Version 1 restored into the draft: publish it to put it on the site.',
      );
      await eventually('the form shows the restored name', async () => (await valueOf(page, 'name')) === first);
      await tabReading(page, 'Spanish Published');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("a translator's XLIFF file", () => {
  /** The language's file of what needs work, as the screen's download link gives it. */
  const downloaded = (page: Page) =>
    page.$eval('a[href*="only=todo"]', (link) => fetch((link as HTMLAnchorElement).href).then((response) => response.text()));

  async function upload(page: Page, name: string, xliff: string) {
    const path = join(await mkdtemp(join(tmpdir(), 'xliff-')), name);
    await writeFile(path, xliff);
    await (await page.waitForSelector('input[type="file"]'))!.uploadFile(path);
  }

  it('comes back as drafts, and a file whose English is out of date is refused whole, each unit named (375 px)', async () => {
    const product = products[1]!;
    const { page, problems } = await staffTab(chromium.browser, editor.cookie, 375, 812);
    try {
      await page.goto(`${baseUrl()}/admin/translations?locale=es`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Translations');
      const file = await xliff2js(await downloaded(page));
      const unit = file.resources.product![`${product.id}.name`]!;
      expect(unit.source).toBe(product.name);
      const translated = `Cesta traducida ${Date.now()}`;
      // The translator's file, with the one unit they translated.
      const back = (units: Record<string, { source: string; target: string }>) =>
        js2xliff({ sourceLanguage: 'en', targetLanguage: 'es', resources: { product: units } });

      await upload(page, 'stale.xlf', await back({ [`${product.id}.name`]: { source: 'An older English name', target: translated } }));
      const refusal = (await page.waitForSelector('[role="status"] .alert-danger'))!;
      expect(await textOf(refusal)).toContain('1 unit was refused: nothing was saved.');
      expect(await textOf(refusal)).toContain(`product/${product.id}.name: The English text changed after this file was made`);

      await upload(page, 'translated.xlf', await back({ [`${product.id}.name`]: { source: unit.source, target: translated } }));
      expect(await toastText(page)).toBe('1 text saved as a draft.');
      await page.locator('::-p-text(Draft \\()').click();
      await page.locator(`::-p-aria([name="${product.name}"][role="link"])`).click();
      await waitForPageHeading(page, product.name);
      await tabReading(page, 'Spanish Draft');
      expect(await valueOf(page, 'name')).toBe(translated);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The refused file's answer is the only one the browser complained of.
      expect(problems).toEqual(['console error: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    } finally {
      await page.close();
    }
  });
});

describe('the translation screens in Vietnamese', () => {
  it('name the languages, states and buttons in Vietnamese, and pass axe', async () => {
    const vietnamese = await staffSession('editor');
    await setStaffLanguage(vietnamese.staffId, 'vi');
    const { page, problems } = await staffTab(chromium.browser, vietnamese.cookie, 1280);
    try {
      await page.goto(`${baseUrl()}/admin/translations?locale=fr`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Bản dịch');
      // Intl names the language; its capital letter is the browser's (CLDR's) choice.
      const mainText = () => page.$eval('main', (main) => main.textContent!.toLowerCase());
      await eventually('the queue is named for French', async () => (await mainText()).includes('việc còn lại bằng tiếng pháp'));
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await page.locator('::-p-text(Chưa dịch \\()').click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === 'missing');
      await page.click('main .list-group a');
      await eventually('the button publishes in French', async () => (await mainText()).includes('đăng bằng tiếng pháp'));
      await tabReading(page, 'Tiếng Pháp Chưa dịch', 'Ngôn ngữ');
      expect(await seriousViolations(page, 'main')).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
