import type { Browser, Page } from 'puppeteer-core';
import type { StaffRole } from '../../../shared/staff/roles';
import { closeStaffDatabase, type StaffCookie, staffSession } from '../../../test/built-server-staff';
import { launchBrowser } from '../browser';
import { staffTab } from './inbox';

/**
 * A browser and a member of staff of `role` signed in, for the tests of the file that calls it (in its top level):
 * `tab(width)` opens a new tab of theirs, with the list of what the page complains about.
 */
export function signedInBrowser(role: StaffRole): { tab: (width?: number) => Promise<{ page: Page; problems: string[] }> } {
  let browser: Browser;
  let staff: StaffCookie;
  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await staffSession(role);
  });
  afterAll(async () => {
    await browser?.close();
    await closeStaffDatabase();
  });
  return { tab: (width) => staffTab(browser, staff.cookie, width) };
}
