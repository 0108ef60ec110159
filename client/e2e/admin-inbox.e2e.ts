import type { Browser, Page } from 'puppeteer-core';
import { closeStaffDatabase, type StaffCookie, staffSession, storedStatus } from '../../test/built-server-staff';
import { baseUrl, isSameDocument, launchBrowser, markDocument } from './browser';
import { choose, chosen, inquiryLink, scrollsSideways, signInWithCookie, submitInquiry, timeline, waitForText } from './pages/inbox';
import { findByRole, press, waitForPageHeading } from './pages/queries';

let browser: Browser;
let sales: StaffCookie;
beforeAll(async () => {
  browser = await launchBrowser();
  sales = await staffSession('sales');
});
afterAll(async () => {
  await browser?.close();
  await closeStaffDatabase();
});

/**
 * A signed-in tab of that size. What it complains about is collected: uncaught errors, console errors and failed
 * requests (console warnings are React Router's, about the first screen's loading state, and not seen by anyone).
 */
async function staffTab(width: number, height: number): Promise<{ page: Page; problems: string[] }> {
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
  await signInWithCookie(page, sales.cookie);
  return { page, problems };
}

const buyer = () => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Anna Weber ${tag}`,
    email: `anna.${tag}@korbwaren.de`,
    subject: `Seagrass baskets ${tag}`,
    message: 'We would like a quotation for 500 seagrass baskets with lids, FOB Ho Chi Minh City.',
  };
};

describe('a sales person in the inquiry inbox', () => {
  it('sees a new inquiry arrive in the open list, takes it, replies, and sees both in its timeline', async () => {
    const { page, problems } = await staffTab(1280, 900);
    try {
      await page.goto(`${baseUrl()}/admin/inquiries`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Inquiries');
      await markDocument(page);

      // A buyer sends an inquiry while the list is open: it shows up without reloading the page.
      const sent = buyer();
      const reference = await submitInquiry(sent);
      const arrived = Date.now();
      await inquiryLink(page, reference, 3_000);
      expect(Date.now() - arrived).toBeLessThan(3_000);
      expect(await isSameDocument(page)).toBe(true);

      await (await inquiryLink(page, reference)).click();
      await waitForPageHeading(page, `Inquiry ${reference}`);
      await waitForText(page, sent.message);
      // Looking at an inquiry changes nothing about it.
      expect(await chosen(page, 'Status')).toBe('New');
      expect(await storedStatus(reference)).toBe('new');

      await choose(page, 'Assignee', `${sales.name} (you)`);
      await waitForText(page, `Assigned to ${sales.name}.`);
      await waitForText(await timeline(page), `assigned it to ${sales.name}`);

      // The reply's subject is prefilled; an empty message is refused with the server's own words.
      const subject = await findByRole(page, 'textbox', 'Subject');
      expect(await subject.evaluate((el) => (el as HTMLInputElement).value)).toBe(`Re: ${sent.subject}`);
      await press(page, 'Send reply');
      await waitForText(page, 'Cannot be empty.');
      await (await findByRole(page, 'textbox', 'Message')).type('Dear Anna, thank you for your inquiry. Our prices follow.');
      await press(page, 'Send reply');
      await waitForText(page, `Your reply to ${sent.email} is on its way.`);
      const events = await timeline(page);
      await waitForText(events, 'replied to the buyer');
      await waitForText(events, `Subject: Re: ${sent.subject}`);
      await waitForText(await findByRole(page, 'region', 'Reply clock'), 'Replied');

      await choose(page, 'Status', 'Quoted');
      await waitForText(page, 'Status changed to Quoted.');
      await waitForText(await timeline(page), 'to Quoted');
      expect(await storedStatus(reference)).toBe('quoted');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('lists inquiries as cards on a phone, with nothing wider than the screen', async () => {
    const reference = await submitInquiry(buyer());
    const { page, problems } = await staffTab(375, 812);
    try {
      await page.goto(`${baseUrl()}/admin/inquiries`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Inquiries');
      await findByRole(page, 'list', 'Inquiries, newest first');
      await inquiryLink(page, reference);
      expect(await scrollsSideways(page)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
