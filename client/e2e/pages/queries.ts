import type { ElementHandle, Page, WaitForSelectorOptions } from 'puppeteer-core';

/** Where to look: the whole page, or inside an element found before (a dialog, a region, a list). */
export type Scope = Page | ElementHandle;

/**
 * Puppeteer's ARIA query: an element as a screen reader announces it, by its role and, if given, its exact
 * accessible name (the label, alt text or text content Chromium computes). Only elements in the accessibility
 * tree match, so what is hidden from a person is not found.
 */
export function byRole(role: string, name?: string): string {
  return name === undefined ? `::-p-aria([role="${role}"])` : `::-p-aria([name="${name}"][role="${role}"])`;
}

/** The innermost elements whose text contains `text`, as a person reads it on the page. */
export const byText = (text: string): string => `::-p-text(${JSON.stringify(text)})`;

/** Waits for the element of that role and name, and fails with both in the message when it never comes. */
export async function findByRole(
  scope: Scope,
  role: string,
  name?: string,
  options: WaitForSelectorOptions = {},
): Promise<ElementHandle<Element>> {
  const element = await scope.waitForSelector(byRole(role, name), options);
  if (!element) throw new Error(`no ${role}${name === undefined ? '' : ` named ${name}`}`);
  return element as ElementHandle<Element>;
}

export const findAllByRole = (scope: Scope, role: string, name?: string) =>
  scope.$$(byRole(role, name)) as Promise<ElementHandle<Element>[]>;

/** The text a person reads in the element, trimmed. */
export const textOf = (element: ElementHandle) => element.evaluate((el) => el.textContent?.trim() ?? '');

/** Where the link goes, as written in the page. */
export const hrefOf = (link: ElementHandle) => link.evaluate((a) => a.getAttribute('href') ?? '');

/** Types each value into the text box of that label, in order. */
export async function fillByLabel(scope: Scope, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await (await findByRole(scope, 'textbox', label)).type(value);
}

/** The links inside `scope` that say they lead to the page shown (aria-current="page"), in order. */
export async function currentLinks(scope: Scope): Promise<ElementHandle<Element>[]> {
  const links = await findAllByRole(scope, 'link');
  const current = await Promise.all(links.map((a) => a.evaluate((el) => el.getAttribute('aria-current') === 'page')));
  return links.filter((_, i) => current[i]);
}

/** Clicks the button or link of that name (waits for it first). */
export async function press(scope: Scope, name: string, role: 'button' | 'link' = 'button'): Promise<void> {
  await (await findByRole(scope, role, name)).click();
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

/** The names of the links and buttons inside an element, in reading order, as a screen reader lists them. */
export async function controlNames(page: Page, element: ElementHandle): Promise<string[]> {
  type Node = { role: string; name?: string; children?: Node[] };
  const walk = (node: Node | null | undefined): string[] =>
    !node ? [] : node.role === 'link' || node.role === 'button' ? [node.name ?? ''] : (node.children ?? []).flatMap(walk);
  return walk((await page.accessibility.snapshot({ root: element, interestingOnly: false })) as Node | null);
}

/** A heading's level, as a screen reader announces it ("heading, level 1"). */
export const levelOf = (heading: ElementHandle) =>
  heading.evaluate((el) => Number(el.getAttribute('aria-level') ?? el.tagName.replace(/^H/, '')));

/** The page's main headings (level 1), with that name if given. */
async function mainHeadings(page: Page, name?: string): Promise<ElementHandle<Element>[]> {
  const headings = await findAllByRole(page, 'heading', name);
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
