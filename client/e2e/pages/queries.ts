import type { ElementHandle, Page } from 'puppeteer-core';

/** Where to look: the whole page, or inside an element found before (a dialog, a region, a list). */
export type Scope = Page | ElementHandle;

/** The text a person reads in the element, trimmed. */
export const textOf = (element: ElementHandle) => element.evaluate((el) => el.textContent?.trim() ?? '');

/** Where the link goes, as written in the page. */
export const hrefOf = (link: ElementHandle) => link.evaluate((a) => a.getAttribute('href') ?? '');

/** The links inside `scope` that say they lead to the page shown (aria-current="page"), in order. */
export async function currentLinks(scope: Scope): Promise<ElementHandle<Element>[]> {
  const links = await scope.$$('::-p-aria([role="link"])');
  const current = await Promise.all(links.map((a) => a.evaluate((el) => el.getAttribute('aria-current') === 'page')));
  return links.filter((_, i) => current[i]);
}

/** A query that a navigation cut short (the page was replaced under it) has no answer yet: ask again. */
function notYetOnNavigation(error: unknown): false {
  if (/Execution context was destroyed|detached|Cannot find context/i.test(String(error))) return false;
  throw error;
}

/** How long one question to the browser may take before it is asked again: one made while a page is replaced may
 * never be answered. */
const ONE_QUESTION_MS = 2_000;

/** `question`'s answer, or false when it has none within `ms`. */
async function answerWithin(question: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([question, unanswered]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks again until `check` holds, as Puppeteer's own waits do, for conditions its selectors cannot state (how
 * many elements of a role there are); fails after `timeout` ms with `what` in the message.
 */
export async function eventually(what: string, check: () => Promise<boolean>, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await answerWithin(check().catch(notYetOnNavigation), Math.max(0, Math.min(ONE_QUESTION_MS, deadline - Date.now()))))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a screen reader lists as controls: links, buttons, and a `<details>` element's summary (Chromium's role). */
const CONTROL_ROLES = new Set(['link', 'button', 'DisclosureTriangle']);

/** The names of the links and buttons inside an element, in reading order, as a screen reader lists them. */
export async function controlNames(page: Page, element: ElementHandle): Promise<string[]> {
  type Node = { role: string; name?: string; children?: Node[] };
  const walk = (node: Node | null | undefined): string[] =>
    !node ? [] : CONTROL_ROLES.has(node.role) ? [node.name ?? ''] : (node.children ?? []).flatMap(walk);
  return walk((await page.accessibility.snapshot({ root: element, interestingOnly: false })) as Node | null);
}

/** A heading's level, as a screen reader announces it ("heading, level 1"). */
export const levelOf = (heading: ElementHandle) =>
  heading.evaluate((el) => Number(el.getAttribute('aria-level') ?? el.tagName.replace(/^H/, '')));

/** The page's main headings (level 1), with that name if given. */
async function mainHeadings(page: Page, name?: string): Promise<ElementHandle<Element>[]> {
  const headings = await page.$$(name === undefined ? '::-p-aria([role="heading"])' : `::-p-aria([name="${name}"][role="heading"])`);
  const levels = await Promise.all(headings.map(levelOf));
  return headings.filter((_, i) => levels[i] === 1);
}

/** Waits for the page's main heading to read `name`: the page a person has arrived at. */
export async function waitForPageHeading(page: Page, name: string, timeout?: number): Promise<void> {
  await eventually(`the page's heading reads ${name}`, async () => (await mainHeadings(page, name)).length > 0, timeout);
}

/** The text of the page's main heading. */
export async function pageHeading(page: Page): Promise<string> {
  const [heading] = await mainHeadings(page);
  if (!heading) throw new Error('the page has no heading of level 1');
  return textOf(heading);
}
