import type { Page } from 'puppeteer-core';
import { byText, controlNames, fillByLabel, findByRole, press } from './queries';

/** Where a one-time link leads on the server under test, whatever host the server wrote into it. */
export const onServer = (baseUrl: string, link: string) => {
  const { pathname } = new URL(link, baseUrl);
  return `${baseUrl}${pathname}`;
};

export const INVITATION_HEADING = 'Welcome, set your name and password';

/** Types a new password and its repetition on a one-time link's page, and sends them. */
export async function chooseNewPassword(page: Page, password: string, repeat = password): Promise<void> {
  for (const label of ['New password', 'Repeat the new password']) {
    const field = await findByRole(page, 'textbox', label);
    await field.click({ count: 3 });
    await page.keyboard.press('Backspace');
  }
  // Password fields are text boxes to the accessibility tree as well.
  await fillByLabel(page, { 'New password': password, 'Repeat the new password': repeat });
  await press(page, 'Set my password and sign in');
}

/** The names of the back office's menu entries, as a screen reader lists them. */
export async function menuEntries(page: Page): Promise<string[]> {
  return controlNames(page, await findByRole(page, 'navigation'));
}

/** Waits until the back office's menu is shown: the person is signed in. */
export async function waitForBackOffice(page: Page): Promise<void> {
  await findByRole(page, 'link', 'Back office');
}

/** Waits for a text to appear anywhere on the page. */
export const waitForText = (page: Page, text: string) => page.waitForSelector(byText(text));
