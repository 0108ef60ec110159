import type { Page } from 'puppeteer-core';
import { closeStaffDatabase, type StaffCookie, staffSession, storedStatus } from '../../test/built-server-staff';
import { baseUrl, isSameDocument, markDocument, testBrowser } from './browser';
import { choose, chosen, inquiryLink, scrollsSideways, staffTab, submitInquiry, timeline, waitForText } from './pages/inbox';
import { waitForPageHeading } from './pages/queries';

const chromium = testBrowser();
let sales: StaffCookie;
beforeAll(async () => {
  sales = await staffSession('sales');
});
afterAll(async () => {
  await closeStaffDatabase();
});

/** A tab signed in as the sales person, of that size (see staffTab). */
const salesTab = (width: number, height: number) => staffTab(chromium.browser, sales.cookie, width, height);

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
    const { page, problems } = await salesTab(1280, 900);
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

      // The reply's subject is prefilled, answering the acknowledgement the buyer got (so mail programs thread it);
      // an empty message is refused with the server's own words.
      const subject = (await page.waitForSelector('::-p-aria([name="Subject"][role="textbox"])'))!;
      const replySubject = await subject.evaluate((el) => (el as HTMLInputElement).value);
      expect(replySubject).toMatch(new RegExp(`^Re: We received your [a-z ]+ \\(${reference}\\)$`));
      await page.locator('::-p-aria([name="Send reply"][role="button"])').click();
      await waitForText(page, 'Cannot be empty.');
      await (await page.waitForSelector('::-p-aria([name="Message"][role="textbox"])'))!.type(
        'Dear Anna, thank you for your inquiry. Our prices follow.',
      );
      await page.locator('::-p-aria([name="Send reply"][role="button"])').click();
      await waitForText(page, `Your reply to ${sent.email} is on its way.`);
      const events = await timeline(page);
      await waitForText(events, 'replied to the buyer');
      await waitForText(events, `Subject: ${replySubject}`);
      await waitForText((await page.waitForSelector('::-p-aria([name="Reply clock"][role="region"])'))!, 'Replied');

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
    const { page, problems } = await salesTab(375, 812);
    try {
      await page.goto(`${baseUrl()}/admin/inquiries`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Inquiries');
      await page.waitForSelector('::-p-aria([name="Inquiries, newest first"][role="list"])');
      await inquiryLink(page, reference);
      expect(await scrollsSideways(page)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows the inquiries first on a phone, the filters folded behind a Filters button that counts those in use', async () => {
    const reference = await submitInquiry(buyer());
    const { page, problems } = await salesTab(375, 812);
    try {
      await page.goto(`${baseUrl()}/admin/inquiries?kind=contact&status=waiting`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Inquiries');
      // The list starts in the top third of the screen, and no filter is in sight until asked for.
      const list = (await page.waitForSelector('::-p-aria([name="Inquiries, newest first"][role="list"])'))!;
      expect(await list.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(812 / 3);
      await inquiryLink(page, reference);
      expect(await page.$$('::-p-aria([name="Filter inquiries"][role="search"])')).toEqual([]);
      expect(await page.$$('::-p-aria([name="Status"][role="combobox"])')).toEqual([]);

      const filters = (await page.waitForSelector('::-p-aria([name="Filters 2 in use"][role="button"])'))!;
      expect(await filters.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('false');
      await filters.click();
      const form = (await page.waitForSelector('::-p-aria([name="Filter inquiries"][role="search"])'))!;
      expect(await filters.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('true');
      expect(await chosen(form, 'Status')).toBe('Waiting for a reply');
      expect(await chosen(form, 'Kind')).toBe('Contact message');
      // Showing the inquiries folds the filters again; the keyboard is back on the Filters button.
      await (await form.waitForSelector('::-p-aria([name="Show the inquiries"][role="button"])'))!.click();
      await page.waitForSelector('::-p-aria([name="Filter inquiries"][role="search"])', { hidden: true });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('inbox-filters');
      expect(await scrollsSideways(page)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('keeps the filters in sight on a wide screen, with no Filters button', async () => {
    const { page, problems } = await salesTab(1280, 900);
    try {
      await page.goto(`${baseUrl()}/admin/inquiries?status=waiting`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Inquiries');
      const form = (await page.waitForSelector('::-p-aria([name="Filter inquiries"][role="search"])'))!;
      expect(await chosen(form, 'Status')).toBe('Waiting for a reply');
      expect(await page.$$('::-p-aria([name="Filters 1 in use"][role="button"])')).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('an inquiry, read top to bottom', () => {
  /** The inquiry's parts as a person meets them, by the headings of their regions. */
  const PARTS = ['Reply clock', 'What the buyer sent', 'Handling', 'Quotation', 'Timeline', 'Reply to the buyer', 'Buyer'];

  /** Each part's box on the screen and its place in the document (the order a screen reader and Tab follow). */
  const partsOf = (page: Page) =>
    Promise.all(
      PARTS.map(async (name) => {
        const region = (await page.waitForSelector(`::-p-aria([name="${name}"][role="region"])`))!;
        const box = await region.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        const place = await region.evaluate((el) => [...document.querySelectorAll('section')].indexOf(el as HTMLElement));
        return { name, top: box.top, left: box.left, place };
      }),
    );

  it('on a phone, gives what the buyer sent right after the header and the clock, before handling and quotation', async () => {
    const sent = buyer();
    const reference = await submitInquiry(sent);
    const { page, problems } = await salesTab(375, 812);
    try {
      await page.goto(`${baseUrl()}/admin/inquiries`, { waitUntil: 'networkidle0' });
      await (await inquiryLink(page, reference)).click();
      await waitForPageHeading(page, `Inquiry ${reference}`);
      const parts = await partsOf(page);
      // One column: each part below the one before, in the document's order too.
      expect([...parts].sort((a, b) => a.top - b.top).map((part) => part.name)).toEqual(PARTS);
      expect([...parts].sort((a, b) => a.place - b.place).map((part) => part.name)).toEqual(PARTS);
      // The buyer's words are on the first screen.
      const message = await page.waitForSelector(`::-p-text(${JSON.stringify(sent.message)})`);
      expect(await message!.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(812);
      expect(await scrollsSideways(page)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('on a wide screen, puts what the buyer sent first on the left and the clock and handling on the right', async () => {
    const reference = await submitInquiry(buyer());
    const { page, problems } = await salesTab(1280, 900);
    try {
      await page.goto(`${baseUrl()}/admin/inquiries`, { waitUntil: 'networkidle0' });
      await (await inquiryLink(page, reference)).click();
      await waitForPageHeading(page, `Inquiry ${reference}`);
      const part = Object.fromEntries((await partsOf(page)).map((each) => [each.name, each]));
      const [sent, clock, handling, timeline] = [part['What the buyer sent']!, part['Reply clock']!, part.Handling!, part.Timeline!];
      expect(sent.left).toBeLessThan(clock.left);
      expect(Math.abs(sent.top - clock.top)).toBeLessThan(2);
      expect(handling.left).toBe(clock.left);
      expect(timeline.left).toBe(sent.left);
      // Read in order (a screen reader, the Tab key): what the buyer sent comes first, before any form.
      expect(Math.min(...Object.values(part).map((each) => each.place))).toBe(sent.place);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
