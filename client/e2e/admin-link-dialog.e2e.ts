import type { ElementHandle, KeyInput, Page } from 'puppeteer-core';
import { startSite } from '../../test/built-server';
import { timeoutWithStarts } from '../../test/wait';
import { seededDatabase } from '../../test/seeded-database';
import { testBrowser } from './browser';
import { eventually, waitForPageHeading } from './pages/queries';

// The rich-text editor's link dialog on a FAQ's answer, as an editor uses it: a few words at the end of the answer
// selected by keyboard or by mouse, Link pressed (Ctrl+K, the toolbar's button by keyboard or by click), an address
// typed and the dialog submitted by Enter or by its button. The words, and only they, link to the address, in the
// editor and in the FAQ saved.

let database: Awaited<ReturnType<typeof seededDatabase>>;
let site: Awaited<ReturnType<typeof startSite>>;
const chromium = testBrowser();
let cookie: { name: string; value: string };

beforeAll(
  async () => {
    database = await seededDatabase('link_dialog_e2e');
    site = await startSite({ DATABASE_URL: database.url }, 'link-dialog-');
    cookie = await database.staffCookie('editor', 'Hoa Tran');
  },
  timeoutWithStarts(1, 120_000),
);
afterAll(async () => {
  await site?.stop();
  await database?.drop();
});

/** FAQs whose answer ends in five plain characters of its last paragraph: one for each way of linking. */
async function faqsEndingInPlainText(count: number) {
  const faqs = await database.db.selectFrom('faq').select(['id', 'question', 'answer']).orderBy('id').execute();
  const chosen = faqs.filter((faq) => /[^<>&\s][^<>&]{3}[^<>&\s]<\/p>$/.test(faq.answer)).slice(0, count);
  if (chosen.length < count) throw new Error(`the demo catalogue has only ${chosen.length} FAQs ending in plain text`);
  return chosen;
}

const storedAnswer = async (id: number) =>
  (await database.db.selectFrom('faq').select('answer').where('id', '=', id).executeTakeFirstOrThrow()).answer;

/** The answer with its last five characters linked to `href`. */
const linkedAtEnd = (html: string, href: string) => html.replace(/(.{5})<\/p>$/, `<a href="${href}">$1</a></p>`);

async function withKey(page: Page, modifier: KeyInput, key: KeyInput) {
  await page.keyboard.down(modifier);
  await page.keyboard.press(key);
  await page.keyboard.up(modifier);
}

/**
 * Ctrl+K and then `text`, each key sent without waiting for the page to have handled the one before: as the keys of
 * someone typing on while the page is busy reach the browser, which hands them to the page before its timers.
 */
async function typeAtOnce(page: Page, text: string) {
  const cdp = await page.createCDPSession();
  const key = (type: 'keyDown' | 'keyUp', k: string, code: string, keyCode: number, more: Record<string, unknown> = {}) =>
    cdp.send('Input.dispatchKeyEvent', { type, key: k, code, windowsVirtualKeyCode: keyCode, ...more });
  const sent = [
    key('keyDown', 'Control', 'ControlLeft', 17, { modifiers: 2 }),
    key('keyDown', 'k', 'KeyK', 75, { modifiers: 2 }),
    key('keyUp', 'k', 'KeyK', 75, { modifiers: 2 }),
    key('keyUp', 'Control', 'ControlLeft', 17),
  ];
  for (const letter of text) {
    const enter = letter === '\r';
    const code = enter ? 'Enter' : letter === '/' ? 'Slash' : `Key${letter.toUpperCase()}`;
    const keyCode = enter ? 13 : letter === '/' ? 191 : letter.toUpperCase().charCodeAt(0);
    sent.push(key('keyDown', enter ? 'Enter' : letter, code, keyCode, { text: letter, unmodifiedText: letter }));
    sent.push(key('keyUp', enter ? 'Enter' : letter, code, keyCode));
  }
  await Promise.all(sent);
  await cdp.detach();
}

/** Chromium tells the editor of a selection made by keys or by script with its next frame (selectionchange). */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

async function openAnswer(id: number, question: string) {
  const context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await page.setViewport({ width: 1280, height: 900 });
  await page.setCookie({ ...cookie, url: site.url });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${site.url}/admin/content/faq/${id}`, { waitUntil: 'networkidle0' });
  await waitForPageHeading(page, question);
  const answer = (await page.waitForSelector('::-p-aria([name="Answer"][role="textbox"])'))!;
  return { page, problems, answer, html: () => answer.evaluate((el) => el.innerHTML) };
}

/** The selected text, when the selection is in the answer. */
const selectedIn = (answer: ElementHandle) =>
  answer.evaluate((el) => {
    const selection = getSelection();
    return selection?.anchorNode && el.contains(selection.anchorNode) ? String(selection) : null;
  });

/** The last five characters, by Shift+ArrowLeft from the end of the answer. */
async function selectByKeyboard(page: Page, answer: ElementHandle) {
  await answer.click();
  await withKey(page, 'Control', 'End');
  await page.keyboard.down('Shift');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
}

/** The last five characters, by dragging the mouse over them from the end of the answer. */
async function selectByMouse(page: Page, answer: ElementHandle) {
  const { from, to } = await answer.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node as Text;
    const range = document.createRange();
    const at = (offset: number) => {
      range.setStart(last!, offset);
      range.setEnd(last!, offset + 1);
      return range.getBoundingClientRect();
    };
    const length = last!.length;
    const first = at(length - 5);
    const end = at(length - 1);
    return { from: { x: first.left + 1, y: first.top + first.height / 2 }, to: { x: end.right + 2, y: end.top + end.height / 2 } };
  });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

async function linkDialog(page: Page) {
  const dialog = (await page.waitForSelector('::-p-aria([name="Add link"][role="dialog"])'))!;
  const address = (await dialog.waitForSelector('::-p-aria([name="Address"][role="textbox"])'))!;
  return { dialog, address };
}

async function saveAndCheck(page: Page, id: number, expected: string) {
  await page.locator('::-p-aria([name="Save"][role="button"])').click();
  await page.waitForSelector('::-p-text("Saved.")');
  expect(await storedAnswer(id)).toBe(expected);
}

describe("the link dialog on a FAQ's answer", () => {
  let faqs: Awaited<ReturnType<typeof faqsEndingInPlainText>>;
  beforeAll(async () => {
    faqs = await faqsEndingInPlainText(3);
  });

  it('links the last five characters selected with Shift+arrows, by Ctrl+K and the address typed at once, and Enter', async () => {
    const faq = faqs[0]!;
    const { page, problems, answer, html } = await openAnswer(faq.id, faq.question);
    const before = await html();
    // As a fluent typist does it: the words selected, then Ctrl+K and the address with no pause for the dialog.
    await selectByKeyboard(page, answer);
    await nextFrame(page);
    await typeAtOnce(page, '/trading\r');
    await eventually('the dialog is closed', async () => (await page.$('::-p-aria([role="dialog"])')) === null);
    expect(await html()).toBe(linkedAtEnd(before, '/trading'));
    await saveAndCheck(page, faq.id, linkedAtEnd(faq.answer, '/trading'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it("links them by the toolbar's Link button reached by keyboard, and Enter", async () => {
    const faq = faqs[1]!;
    const { page, problems, answer, html } = await openAnswer(faq.id, faq.question);
    const before = await html();
    await selectByKeyboard(page, answer);
    await eventually('five characters are selected', async () => (await selectedIn(answer))?.length === 5);
    await nextFrame(page);
    // Back from the text to the toolbar (one tab stop), along it to Link with the arrows, and Enter.
    await withKey(page, 'Shift', 'Tab');
    await page.keyboard.press('End');
    for (let i = 0; i < 10; i++) {
      if (await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Link')) break;
      await page.keyboard.press('ArrowLeft');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Link');
    await page.keyboard.press('Enter');
    const { address } = await linkDialog(page);
    await address.type('/trading');
    await page.keyboard.press('Enter');
    await eventually('the dialog is closed', async () => (await page.$('::-p-aria([role="dialog"])')) === null);
    expect(await html()).toBe(linkedAtEnd(before, '/trading'));
    await saveAndCheck(page, faq.id, linkedAtEnd(faq.answer, '/trading'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('links the last five characters dragged over with the mouse, by the Link button and "Add link"', async () => {
    const faq = faqs[2]!;
    const { page, problems, answer, html } = await openAnswer(faq.id, faq.question);
    const before = await html();
    await answer.click();
    await selectByMouse(page, answer);
    await eventually('five characters are selected', async () => (await selectedIn(answer))?.length === 5);
    await page.locator('::-p-aria([name="Link"][role="button"])').click();
    const { dialog, address } = await linkDialog(page);
    await address.type('/trading');
    await (await dialog.waitForSelector('::-p-aria([name="Add link"][role="button"])'))!.click();
    await eventually('the dialog is closed', async () => (await page.$('::-p-aria([role="dialog"])')) === null);
    expect(await html()).toBe(linkedAtEnd(before, '/trading'));
    await saveAndCheck(page, faq.id, linkedAtEnd(faq.answer, '/trading'));
    expect(problems).toEqual([]);
    await page.close();
  });
});
