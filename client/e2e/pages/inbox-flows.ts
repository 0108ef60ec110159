import type { ElementHandle, Page } from 'puppeteer-core';
import { eventually, textOf } from './queries';
import { inquiryLink } from './inbox';

// The inbox beyond what pages/inbox.ts covers: a row's words, searching the list, what a link downloads, and
// choosing an inquiry by its reference.

/** The words of the list's row (or, on a phone, card) of the inquiry with that reference. */
export async function rowText(page: Page, reference: string): Promise<string> {
  const link = await inquiryLink(page, reference);
  return link.evaluate((a) => (a.closest('tr, li') as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '');
}

/** Searches the list for `words` as a person does: types them into the search box and presses Search. */
export async function searchInbox(page: Page, words: string): Promise<void> {
  const filters = (await page.waitForSelector('::-p-aria([name="Filter inquiries"][role="search"])'))!;
  const box = (await filters.waitForSelector('::-p-aria([name="Search"][role="searchbox"])'))!;
  await box.click({ count: 3 });
  await box.type(words);
  await (await filters.waitForSelector('::-p-aria([name="Search"][role="button"])'))!.click();
}

/** Waits until the line above the list reads `text` ('2 inquiries match these filters'): the list is reloaded. */
export async function waitForListTotal(page: Page, text: string): Promise<void> {
  await page.waitForSelector(`::-p-text(${JSON.stringify(text)})`);
}

/** Whether the inquiry with that reference is in the list shown. */
export async function isListed(page: Page, reference: string): Promise<boolean> {
  return (await page.$$(`::-p-aria([name="${reference}"][role="link"])`)).length > 0;
}

/** Waits until the inquiry with that reference is no longer listed. */
export const waitUntilNotListed = (page: Page, reference: string) =>
  eventually(`${reference} is no longer listed`, async () => !(await isListed(page, reference)));

/**
 * What a link of the page downloads, fetched inside the page (its cookies, its origin), as the browser would save
 * it: the status, the content type and the bytes.
 */
export async function downloadOf(page: Page, link: ElementHandle): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
    };
  }, href);
  return { ...answer, bytes: Buffer.from(answer.bytes) };
}

/** The text of the first element of that role whose words begin with `start` (e.g. the status saying a merge). */
export async function roleStartingWith(page: Page, role: string, start: string): Promise<ElementHandle<Element>> {
  let found: ElementHandle<Element> | undefined;
  await eventually(`a ${role} reading ${start}…`, async () => {
    for (const element of await page.$$(`::-p-aria([role="${role}"])`)) if ((await textOf(element)).startsWith(start)) found = element;
    return found !== undefined;
  });
  return found!;
}

/** Chooses, in the drop-down list labelled `label`, the option whose text begins with `start` (a reference). */
export async function chooseStartingWith(page: Page, label: string, start: string): Promise<void> {
  const select = (await page.waitForSelector(`::-p-aria([name="${label}"][role="combobox"])`))! as ElementHandle<HTMLSelectElement>;
  const value = await select.evaluate(
    (el, text) => [...el.options].find((option) => option.text.trim().startsWith(text))?.value ?? null,
    start,
  );
  if (value === null) throw new Error(`no option beginning with ${start} in ${label}`);
  await select.select(value);
}
