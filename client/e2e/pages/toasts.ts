import type { Page } from 'puppeteer-core';
import { findByRole, textOf } from './queries';

/** The text of the notification that pops up (react-toastify announces each toast as an alert). */
export async function toastText(page: Page): Promise<string> {
  return textOf(await findByRole(page, 'alert', undefined, { visible: true }));
}
