import type { Page } from 'puppeteer-core';
import { controlNames } from './queries';

/** Where a one-time link leads on the server under test, whatever host the server wrote into it. */
export const onServer = (baseUrl: string, link: string) => {
  const { pathname } = new URL(link, baseUrl);
  return `${baseUrl}${pathname}`;
};

export const INVITATION_HEADING = 'Welcome, set your name and password';

/** Types a new password and its repetition on a one-time link's page, and sends them. */
export async function chooseNewPassword(page: Page, password: string, repeat = password): Promise<void> {
  for (const label of ['New password', 'Repeat the new password']) {
    const field = (await page.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`))!;
    await field.click({ count: 3 });
    await page.keyboard.press('Backspace');
  }
  // Password fields are text boxes to the accessibility tree as well.
  await page.locator('::-p-aria([name="New password"][role="textbox"])').fill(password);
  await page.locator('::-p-aria([name="Repeat the new password"][role="textbox"])').fill(repeat);
  await page.locator('::-p-aria([name="Set my password and sign in"][role="button"])').click();
}

/** The names of the back office's menu entries, as a screen reader lists them. */
export async function menuEntries(page: Page): Promise<string[]> {
  return controlNames(page, (await page.waitForSelector('::-p-aria([role="navigation"])'))!);
}

/** Waits until the back office's menu is shown: the person is signed in. */
export async function waitForBackOffice(page: Page): Promise<void> {
  await page.waitForSelector('::-p-aria([name="Back office"][role="link"])');
}

/** Waits for a text to appear anywhere on the page. */
export const waitForText = (page: Page, text: string) => page.waitForSelector(`::-p-text(${JSON.stringify(text)})`);
