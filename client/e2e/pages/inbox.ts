import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { baseUrl } from '../browser';
import { type Scope } from './queries';

// The back office's inbox as a sales person uses it: the list, one inquiry, its forms and its timeline.

/** Signs the page in with a session cookie (made in the database: the sign-in itself is tested elsewhere). */
export async function signInWithCookie(page: Page, cookie: { name: string; value: string }): Promise<void> {
  await page.setCookie({ ...cookie, url: baseUrl() });
}

/**
 * The network address a buyer writes from: each their own, as real buyers' are, so that the site's daily limit of
 * acknowledgements per address (which every test sharing the site would otherwise use up) counts them apart. The
 * site believes X-Forwarded-For from its own machine, as from a proxy in front of it.
 */
let buyersSoFar = 0;
const buyerAddress = () => `198.51.100.${((process.pid + buyersSoFar++) % 254) + 1}`;

/** Sends a contact-form inquiry through the public site's API, as a buyer's browser does; its reference. */
export async function submitInquiry(buyer: { name: string; email: string; subject: string; message: string }): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/contact/send-contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': buyerAddress() },
    body: JSON.stringify({ ...buyer, phone_number: '0912345678', product: null }),
  });
  if (response.status !== 201) throw new Error(`the inquiry was not taken: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { reference: string }).reference;
}

/** The link to an inquiry by its reference, as shown in the list (the table or, on a phone, the cards). */
export const inquiryLink = async (page: Page, reference: string, timeout?: number) =>
  (await page.waitForSelector(`::-p-aria([name="${reference}"][role="link"])`, timeout === undefined ? {} : { timeout }))!;

/** Chooses the option that reads `optionText` in the drop-down list labelled `label`. */
export async function choose(scope: Scope, label: string, optionText: string): Promise<void> {
  const select = (await scope.waitForSelector(`::-p-aria([name="${label}"][role="combobox"])`))! as ElementHandle<HTMLSelectElement>;
  const value = await select.evaluate(
    (el, text) => [...el.options].find((option) => option.text.trim() === text)?.value ?? null,
    optionText,
  );
  if (value === null) throw new Error(`no option ${optionText} in ${label}`);
  await select.select(value);
}

/** The value chosen in the drop-down list labelled `label`, as its text. */
export async function chosen(scope: Scope, label: string): Promise<string> {
  const select = (await scope.waitForSelector(`::-p-aria([name="${label}"][role="combobox"])`))! as ElementHandle<HTMLSelectElement>;
  return select.evaluate((el) => el.options[el.selectedIndex]?.text.trim() ?? '');
}

/** Waits for the words `text` to show on the page (a notification, a message under a field). */
export async function waitForText(scope: Scope, text: string, timeout?: number): Promise<void> {
  await scope.waitForSelector(`::-p-text(${JSON.stringify(text)})`, { visible: true, ...(timeout === undefined ? {} : { timeout }) });
}

/** The inquiry's timeline (a region named by its heading). */
export const timeline = async (page: Page) => (await page.waitForSelector('::-p-aria([name="Timeline"][role="region"])'))!;

/** Whether the page can be scrolled sideways: nothing on it is wider than the window. */
export const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * A tab of its own browser context, signed in with `cookie`, of that size. What it complains about is collected:
 * uncaught errors, console errors and failed requests.
 */
export async function staffTab(
  browser: Browser,
  cookie: { name: string; value: string },
  width = 1280,
  height = 900,
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await page.setViewport({ width, height });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()}`);
  });
  await signInWithCookie(page, cookie);
  return { page, problems };
}
