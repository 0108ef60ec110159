import type { HTTPResponse, Page } from 'puppeteer-core';
import { adminPaths } from '../../shared/staff/addresses';
import { PASSWORDS_DIFFER } from '../../shared/validation/staff-form-rules';
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED, STAFF_MESSAGES } from '../../shared/validation/staff-rules';
import { invitationLink } from '../../test/staff-invitations';
import { baseUrl, openPageInOwnContext, testBrowser } from './browser';
import { textOf, waitForPageHeading } from './pages/queries';
import { chooseNewPassword, INVITATION_HEADING, menuEntries, onServer, waitForBackOffice, waitForText } from './pages/staff-accounts';

// Staff accounts in the browser, against the built server: an invitation's first sign-in, an owner inviting a
// sales person from the Staff screen, and the throttle on guessed passwords.

const chromium = testBrowser();

/** A page in a browser context of its own: nobody is signed in there yet. */
const freshPage = (width = 1280, height = 800) => openPageInOwnContext(chromium.browser, { width, height });

/** The browser reports every refused request; these are the refusals a test asks for on purpose. */
const unexpected = (problems: string[], ...statuses: number[]) =>
  problems.filter((problem) => !statuses.some((status) => problem.includes(`the server responded with a status of ${status}`)));

const unique = (who: string) => `${who}-${process.pid}-${Date.now()}@hoanggia.test`;
const GOOD_PASSWORD = 'lantern ribbon quietly 47';

/** Opens an invitation and sets a good password: the invited person is then signed in. */
async function acceptInvitation(page: Page, link: string, password = GOOD_PASSWORD) {
  await page.goto(onServer(baseUrl(), link), { waitUntil: 'networkidle0' });
  await waitForPageHeading(page, INVITATION_HEADING);
  await chooseNewPassword(page, password);
  await waitForBackOffice(page);
}

describe('an invited owner', () => {
  it('is greeted by name, has a short, a common and a mistyped password refused, then arrives in the back office', async () => {
    const link = await invitationLink(baseUrl(), process.env.TEST_DATABASE_URL!, {
      email: unique('owner'),
      name: 'Nguyễn Thị Lan',
      role: 'owner',
    });
    const { page, problems } = await freshPage();
    try {
      await page.goto(onServer(baseUrl(), link), { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, INVITATION_HEADING);
      const name = (await page.waitForSelector('::-p-aria([name="Your name"][role="textbox"])'))!;
      expect(await name.evaluate((input) => (input as HTMLInputElement).value)).toBe('Nguyễn Thị Lan');

      await chooseNewPassword(page, 'eleven char');
      await waitForText(page, STAFF_MESSAGES.passwordTooShort);
      // The list of common passwords is the server's: its answer is shown under the field too.
      await chooseNewPassword(page, 'qwerty123456');
      await waitForText(page, STAFF_MESSAGES.passwordCommon);
      await chooseNewPassword(page, GOOD_PASSWORD, `${GOOD_PASSWORD}!`);
      await waitForText(page, PASSWORDS_DIFFER);

      await chooseNewPassword(page, GOOD_PASSWORD);
      await waitForBackOffice(page);
      expect(new URL(page.url()).pathname.startsWith(adminPaths.home)).toBe(true);
      expect(await menuEntries(page)).toEqual(expect.arrayContaining(['Inbox', 'Staff', 'API tokens', 'Audit log']));
      expect(unexpected(problems, 400)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('an owner inviting a sales person from the Staff screen', () => {
  it('sees the link once; opened in another chromium.browser, it lets the sales person in, with the inbox and without staff', async () => {
    const ownerLink = await invitationLink(baseUrl(), process.env.TEST_DATABASE_URL!, {
      email: unique('owner'),
      name: 'Trần Văn Minh',
      role: 'owner',
    });
    const owner = await freshPage();
    const sales = await freshPage();
    try {
      await acceptInvitation(owner.page, ownerLink);
      await owner.page.locator('::-p-aria([name="Staff"][role="link"])').click();
      await waitForPageHeading(owner.page, 'Staff');

      const email = unique('sales');
      await owner.page.locator('::-p-aria([name="E-mail address"][role="textbox"])').fill(email);
      await owner.page.locator('::-p-aria([name="Name"][role="textbox"])').fill('Phạm Thu Hà');
      const role = (await owner.page.waitForSelector('::-p-aria([name="Role"][role="combobox"])'))!;
      expect(await role.evaluate((select) => (select as HTMLSelectElement).value)).toBe('sales');
      await owner.page.locator('::-p-aria([name="Send the invitation"][role="button"])').click();
      const shown = (await owner.page.waitForSelector('::-p-aria([name="Invitation link"][role="textbox"])'))!;
      const link = await shown.evaluate((input) => (input as HTMLInputElement).value);
      expect(link).toMatch(/\/admin\/link\/./);
      expect(await textOf((await owner.page.waitForSelector('::-p-aria([role="status"])'))!)).toContain(
        `We have e-mailed an invitation to Phạm Thu Hà at ${email}`,
      );
      // The new account is in the list, waiting for its password.
      await owner.page.waitForSelector(`::-p-aria([name="${email}"][role="cell"])`);

      await acceptInvitation(sales.page, link);
      const menu = await menuEntries(sales.page);
      expect(menu).toContain('Inbox');
      expect(menu).not.toContain('Staff');
      expect(owner.problems).toEqual([]);
      expect(sales.problems).toEqual([]);
    } finally {
      await owner.page.close();
      await sales.page.close();
    }
  });
});

describe('guessing passwords at the sign-in', () => {
  it('answers the first ten wrong passwords alike, then says to come back in 15 minutes', async () => {
    const { page, problems } = await freshPage(375, 812);
    try {
      await page.goto(`${baseUrl()}${adminPaths.signIn}`, { waitUntil: 'networkidle0' });
      await page.locator('::-p-aria([name="E-mail address"][role="textbox"])').fill(unique('guessed'));
      await page.locator('::-p-aria([name="Password"][role="textbox"])').fill('not the password');
      const answers: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        const answered = page.waitForResponse((response: HTTPResponse) => response.url().endsWith('/api/staff/session'));
        await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
        answers.push((await answered).status());
        const expected = attempt <= 10 ? SIGN_IN_FAILED : SIGN_IN_THROTTLED(15 * 60);
        await page.waitForFunction(
          (text) => [...document.querySelectorAll('[role="alert"]')].some((el) => el.textContent === text),
          {},
          expected,
        );
      }
      expect(answers.slice(10)).toEqual([429]);
      expect(answers.slice(0, 10).every((status) => status !== 429)).toBe(true);
      expect(unexpected(problems, 400, 401, 429)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
