import type { ElementHandle, Page } from 'puppeteer-core';
import { CONTENT_TYPES, type ContentType } from '../../shared/content/content-types';
import { adminPaths } from '../../shared/staff/addresses';
import { closeStaffDatabase, type StaffCookie, staffSession } from '../../test/built-server-staff';
import { baseUrl, testBrowser, VIEWPORTS } from './browser';
import { scrollsSideways, staffTab } from './pages/inbox';
import { eventually } from './pages/queries';

// An editor puts content in order on the Set the order screens: every item a readable row on a desktop and on a
// phone, moved by its own Move up / Move down buttons (the focus stays on the button, the move is said), by its drag
// handle from the keyboard, or dragged with the mouse. Nothing is saved: the catalogue the other tests read stays.

const chromium = testBrowser();
let editor: StaffCookie;
beforeAll(async () => {
  editor = await staffSession('editor');
});
afterAll(async () => {
  await closeStaffDatabase();
});

const ORDERED: ContentType[] = Object.values(CONTENT_TYPES).filter((type: ContentType) => type.ordered || type.orderedSubset);
const listName = (type: ContentType) => `Order of ${type.pluralInText}`;

/** Opens a kind's Set the order screen (its first group, for FAQs and page blocks); its list. */
async function openOrder(page: Page, type: ContentType): Promise<ElementHandle<Element>> {
  await page.goto(`${baseUrl()}${adminPaths.contentOrder(type.key)}`, { waitUntil: 'networkidle0' });
  return (await page.waitForSelector(`::-p-aria([name="${listName(type)}"][role="list"])`))!;
}

/** The items' names in the order shown, as their drag handles name them. */
const itemNames = (list: ElementHandle) =>
  list.evaluate((ul) =>
    [...ul.querySelectorAll('button[aria-label^="Drag "]')].map((button) => button.getAttribute('aria-label')!.slice(5)),
  );

/** The accessible name of the control that has the focus. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);

/** What the live regions say now. */
async function said(page: Page): Promise<string[]> {
  const regions = await page.$$('::-p-aria([role="status"])');
  return Promise.all(regions.map((region) => region.evaluate((el) => el.textContent?.trim() ?? '')));
}

/** Waits until a live region says `words`. */
const hear = (page: Page, words: string) => eventually(`"${words}" is said`, async () => (await said(page)).includes(words));

/**
 * What is wrong with the list's layout: rows narrower than 60% of the list, controls sticking out of their row, a
 * row running into the next, names broken into more lines than they have words.
 */
const layoutProblems = (list: ElementHandle) =>
  list.evaluate((ul) => {
    const problems: string[] = [];
    const listWidth = ul.getBoundingClientRect().width;
    const rows = [...ul.children] as HTMLElement[];
    rows.forEach((row, index) => {
      const box = row.getBoundingClientRect();
      const name = row.querySelector('button[aria-label^="Drag "]')?.getAttribute('aria-label')?.slice(5) ?? `row ${index + 1}`;
      if (box.width < listWidth * 0.6) problems.push(`${name}: ${Math.round(box.width)} px wide in a list of ${Math.round(listWidth)}`);
      for (const button of row.querySelectorAll('button')) {
        const b = button.getBoundingClientRect();
        if (b.left < box.left - 0.5 || b.right > box.right + 0.5 || b.top < box.top - 0.5 || b.bottom > box.bottom + 0.5) {
          problems.push(`${name}: ${button.getAttribute('aria-label')} sticks out of its row`);
        }
      }
      const next = rows[index + 1]?.getBoundingClientRect();
      if (next && box.bottom > next.top + 0.5) problems.push(`${name} runs into the next row`);
      // The row's own words (not its buttons'): how many lines they take.
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      let words = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('button') || !node.textContent?.trim()) continue;
        words += node.textContent.trim().split(/\s+/).length;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      if (tops.size > words) problems.push(`${name}: ${words} words on ${tops.size} lines`);
    });
    return problems.length > 8 ? [...problems.slice(0, 8), `and ${problems.length - 8} more`] : problems;
  });

describe('Set the order', () => {
  it.each(VIEWPORTS)(
    'shows every kind in readable rows, buttons inside them, without sideways scroll, on a $name',
    async ({ width, height }) => {
      const { page, problems } = await staffTab(chromium.browser, editor.cookie, width, height);
      const rows: Record<string, number> = {};
      for (const type of ORDERED) {
        const list = await openOrder(page, type);
        rows[type.key] = (await itemNames(list)).length;
        expect({ kind: type.key, sideways: await scrollsSideways(page), layout: await layoutProblems(list) }).toEqual({
          kind: type.key,
          sideways: false,
          layout: [],
        });
      }
      // The demo's categories (with pictures) and the first company page's blocks (some without) are there to measure.
      expect(rows.category).toBeGreaterThan(3);
      expect(rows['page-block']).toBeGreaterThan(3);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it.each(VIEWPORTS)(
    'moves the item whose Move down is pressed, two places for two presses, and says so, on a $name',
    async ({ width, height }) => {
      const { page, problems } = await staffTab(chromium.browser, editor.cookie, width, height);
      const list = await openOrder(page, CONTENT_TYPES.category);
      const [a, b, c, d, ...rest] = await itemNames(list);
      const count = 4 + rest.length;
      // A click moves the item the button belongs to.
      await page.locator(`::-p-aria([name="Move down: ${a}"][role="button"])`).click();
      expect(await itemNames(list)).toEqual([b, a, c, d, ...rest]);
      expect(await focused(page)).toBe(`Move down: ${a}`);
      await hear(page, `${a} moved to position 2 of ${count}.`);
      // From the keyboard the focus stays with the item: each press moves it one place further.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      expect(await itemNames(list)).toEqual([b, c, d, a, ...rest]);
      expect(await focused(page)).toBe(`Move down: ${a}`);
      await hear(page, `${a} moved to position 4 of ${count}.`);
      // Back up to the top, where its Move up stops and its Move down takes the focus.
      const up = (await list.waitForSelector(`::-p-aria([name="Move up: ${a}"][role="button"])`))!;
      await up.focus();
      for (const _ of [1, 2, 3]) await page.keyboard.press('Enter');
      expect(await itemNames(list)).toEqual([a, b, c, d, ...rest]);
      expect(await focused(page)).toBe(`Move down: ${a}`);
      await hear(page, `${a} moved to position 1 of ${count}.`);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it.each(VIEWPORTS)(
    'moves an item by its drag handle with Space and the arrow keys; Escape puts it back, on a $name',
    async ({ width, height }) => {
      const { page, problems } = await staffTab(chromium.browser, editor.cookie, width, height);
      const list = await openOrder(page, CONTENT_TYPES['page-block']);
      const [a, b, c, ...rest] = await itemNames(list);
      const count = 3 + rest.length;
      // Each key is pressed once the last one's effect is said, as someone listening to the screen reader would.
      const keys = async (...steps: [key: 'Space' | 'ArrowDown' | 'ArrowUp' | 'Escape', words: string][]) => {
        for (const [key, words] of steps) {
          await page.keyboard.press(key);
          await hear(page, words);
        }
      };
      await (await list.waitForSelector(`::-p-aria([name="Drag ${a}"][role="button"])`))!.focus();
      await keys(
        ['Space', `Picked up ${a}, at position 1 of ${count}.`],
        ['ArrowDown', `${a} is now at position 2 of ${count}.`],
        ['ArrowDown', `${a} is now at position 3 of ${count}.`],
        ['Space', `Dropped ${a} at position 3 of ${count}.`],
      );
      expect(await itemNames(list)).toEqual([b, c, a, ...rest]);
      await eventually('the handle has the focus again', async () => (await focused(page)) === `Drag ${a}`);
      // Picked up, moved, and put back where it was.
      await keys(
        ['Space', `Picked up ${a}, at position 3 of ${count}.`],
        ['ArrowUp', `${a} is now at position 2 of ${count}.`],
        ['Escape', `Moving cancelled: ${a} is back at position 3 of ${count}.`],
      );
      expect(await itemNames(list)).toEqual([b, c, a, ...rest]);
      await eventually('the handle has the focus again', async () => (await focused(page)) === `Drag ${a}`);
      await keys(
        ['Space', `Picked up ${a}, at position 3 of ${count}.`],
        ['ArrowUp', `${a} is now at position 2 of ${count}.`],
        ['ArrowUp', `${a} is now at position 1 of ${count}.`],
        ['Space', `Dropped ${a} at position 1 of ${count}.`],
      );
      expect(await itemNames(list)).toEqual([a, b, c, ...rest]);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('drags an item by its handle with the mouse', async () => {
    const { page, problems } = await staffTab(chromium.browser, editor.cookie, 1280, 900);
    const list = await openOrder(page, CONTENT_TYPES.category);
    const [a, b, c, ...rest] = await itemNames(list);
    const from = (await (await list.waitForSelector(`::-p-aria([name="Drag ${a}"][role="button"])`))!.boundingBox())!;
    const to = (await (await list.waitForSelector(`::-p-aria([name="Drag ${c}"][role="button"])`))!.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
    await page.mouse.up();
    await eventually(`${a} is third`, async () => (await itemNames(list))[2] === a);
    expect(await itemNames(list)).toEqual([b, c, a, ...rest]);
    await page.locator('::-p-aria([name="Undo changes"][role="button"])').click();
    expect(await itemNames(list)).toEqual([a, b, c, ...rest]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
