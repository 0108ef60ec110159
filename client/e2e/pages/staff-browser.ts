import type { Page } from 'puppeteer-core';
import type { StaffRole } from '../../../shared/staff/roles';
import { closeStaffDatabase, type StaffCookie, staffSession } from '../../../test/built-server-staff';
import { testBrowser } from '../browser';
import { staffTab } from './inbox';

/**
 * A browser and a member of staff of `role` signed in, for the tests of the file that calls it (in its top level):
 * `tab(width)` opens a new tab of theirs, with the list of what the page complains about.
 */
export function signedInBrowser(role: StaffRole): { tab: (width?: number) => Promise<{ page: Page; problems: string[] }> } {
  const chromium = testBrowser();
  let staff: StaffCookie;
  beforeAll(async () => {
    staff = await staffSession(role);
  });
  afterAll(async () => {
    await closeStaffDatabase();
  });
  return { tab: (width) => staffTab(chromium.browser, staff.cookie, width) };
}
