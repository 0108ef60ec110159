import type { Page } from 'puppeteer-core';
import { textOf } from './queries';

/** The text of the notification that pops up (react-toastify announces each toast as an alert). */
export async function toastText(page: Page): Promise<string> {
  return textOf((await page.waitForSelector('::-p-aria([role="alert"])', { visible: true }))!);
}
