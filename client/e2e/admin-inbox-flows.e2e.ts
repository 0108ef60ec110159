import { englishOf } from '../../shared/i18n/english';
import { parse } from 'csv-parse/sync';
import type { ElementHandle, Page } from 'puppeteer-core';
import { adminPaths } from '../../shared/staff/addresses';
import { INBOX_MESSAGES, INQUIRY_KINDS, KIND_LABELS } from '../../shared/staff/inbox';
import {
  addInquiry,
  addSentQuote,
  closeInboxDatabase,
  putBackInboxSettings,
  someProduct,
  storedEvents,
  storedInboxSettings,
  storedInquiry,
  thisMonthsQuotes,
  thisWeeksInquiries,
} from '../../test/built-server-inbox';
import { closeStaffDatabase, type StaffCookie, staffSession } from '../../test/built-server-staff';
import { formatNumber } from '../admin/charts/chart-data';
import { companyDateAhead, formatDay, formatMonth, formatWeek } from '../admin/dates';
import { formatUsd } from '../../shared/quotes';
import { baseUrl, testBrowser, VIEWPORTS } from './browser';
import { chartTable, periodNavigation } from './pages/dashboard';
import { choose, chosen, scrollsSideways, staffTab, timeline, waitForText } from './pages/inbox';
import {
  chooseStartingWith,
  downloadOf,
  isListed,
  roleStartingWith,
  rowText,
  searchInbox,
  waitForListTotal,
  waitUntilNotListed,
} from './pages/inbox-flows';
import { eventually, textOf, waitForPageHeading } from './pages/queries';
import { toastText } from './pages/toasts';

// The inbox's flows in the browser, against the built server and its database: the owner's dashboard, two people
// changing one inquiry at once, the CSV export of a filtered list, merging a buyer's duplicate, the inbox's settings
// and overdue inquiries. Each test writes its own inquiries, named with a tag of its own: other test files share the
// server and its database.

const chromium = testBrowser();
let owner: StaffCookie;
let sales: StaffCookie;
beforeAll(async () => {
  [owner, sales] = await Promise.all([staffSession('owner'), staffSession('sales')]);
});
afterAll(async () => {
  await Promise.all([closeStaffDatabase(), closeInboxDatabase()]);
});

/** A tab of its own browser context, signed in as `who`, of that size (see staffTab). */
const staffTabOf = (who: StaffCookie, width = 1280, height = 900) => staffTab(chromium.browser, who.cookie, width, height);

/** The browser reports every refused request; these are the refusals a test asks for on purpose. */
const unexpected = (problems: string[], ...statuses: number[]) =>
  problems.filter((problem) => !statuses.some((status) => problem.includes(`the server responded with a status of ${status}`)));

let tags = 0;
/** A word found in no other test's inquiries (letters and digits: the search keeps it whole). */
const uniqueTag = (what: string) => `${what}${process.pid}x${Date.now().toString(36)}x${(tags += 1)}`;

const HOUR = 60 * 60 * 1000;

/** Holds back the page's questions whether its inquiry changed, as if they had not been asked yet. */
async function holdPolling(page: Page): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (/\/api\/staff\/inquiries\/\d+\/poll$/.test(new URL(request.url()).pathname)) void request.abort('aborted');
    else void request.continue();
  });
}

async function openInquiry(page: Page, inquiry: { id: string; reference: string }): Promise<void> {
  await page.goto(`${baseUrl()}${adminPaths.inquiry(inquiry.id)}`, { waitUntil: 'networkidle0' });
  await waitForPageHeading(page, `Inquiry ${inquiry.reference}`);
}

describe('the owner’s dashboard', () => {
  /** This week's row of the weekly chart's table, against the database's count read just before and after it. */
  async function expectThisWeekAsStored(page: Page, weeks: number): Promise<void> {
    // Other test files add inquiries meanwhile: compare only a reading the database held still around.
    for (let attempt = 1; ; attempt += 1) {
      const before = await thisWeeksInquiries();
      await page.reload({ waitUntil: 'networkidle0' });
      const table = await chartTable(page, 'Inquiries per week');
      const after = await thisWeeksInquiries();
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 5) continue;
      expect(table.headers).toEqual(['Week', ...INQUIRY_KINDS.map((kind) => KIND_LABELS[kind]), 'Total']);
      expect(table.rows).toHaveLength(weeks);
      const counts = INQUIRY_KINDS.map((kind) => after.byKind[kind]);
      const total = counts.reduce((sum, n) => sum + n, 0);
      expect(table.rows.at(-1)).toEqual({ label: formatWeek(after.weekStart), cells: [...counts, total].map(formatNumber) });
      return;
    }
  }

  /** This month's row of the quotations' table, against the database's reading just before and after it. */
  async function expectThisMonthsQuotesAsStored(page: Page): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const before = await thisMonthsQuotes();
      await page.reload({ waitUntil: 'networkidle0' });
      const table = (await page.waitForSelector('::-p-aria([name="Quotes sent and value quoted per month"][role="table"])'))!;
      const lastRow = await table.evaluate((el) =>
        [...el.querySelectorAll('tbody tr:last-child > *')].map((cell) => cell.textContent?.trim()),
      );
      const after = await thisMonthsQuotes();
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 5) continue;
      expect(after.quotesSent).toBeGreaterThan(0);
      expect(lastRow).toEqual([formatMonth(after.month), String(after.quotesSent), formatUsd(after.valueCents)]);
      return;
    }
  }

  it.each(VIEWPORTS)(
    'shows this week’s inquiries by kind as the database counts them, spam left out ($name)',
    async ({ width, height }) => {
      const tag = uniqueTag('dashboard');
      const now = new Date();
      for (const kind of ['quotation', 'quotation', 'order', 'contact', 'catalogue', 'catalogue', 'catalogue'] as const) {
        await addInquiry({ kind, receivedAt: now, name: `Dashboard ${tag}`, subject: `Baskets ${tag}`, message: 'Prices please.' });
      }
      await addInquiry({ kind: 'contact', receivedAt: now, status: 'spam', name: `Spam ${tag}`, message: 'Cheap watches' });
      const quoted = await addInquiry({
        kind: 'quotation',
        receivedAt: new Date(now.getTime() - 26 * HOUR),
        status: 'quoted',
        name: `Quoted ${tag}`,
      });
      await addSentQuote(quoted.id, [{ sentAt: now, validUntil: companyDateAhead(30, now), totalCents: 4_551_000 }]);

      const { page, problems } = await staffTabOf(owner, width, height);
      try {
        await page.goto(`${baseUrl()}${adminPaths.dashboard}`, { waitUntil: 'networkidle0' });
        await waitForPageHeading(page, 'Dashboard');
        for (const heading of [
          'Overdue now',
          'Median time to first reply',
          '90th percentile to first reply',
          'Answered within 24 hours',
          'Per sales person',
        ]) {
          await page.waitForSelector(`::-p-aria([name="${heading}"][role="heading"])`);
        }
        // The chart's drawing (an svg of role img, which Chromium's accessibility tree calls 'image').
        await page.waitForSelector('::-p-aria([name="Inquiries per week"][role="image"])');
        await waitForText(page, 'By kind, over the last 12 weeks.');
        await expectThisWeekAsStored(page, 12);
        expect(await scrollsSideways(page)).toBe(false);

        // The quotations: their figures, and this month's quotes and value as the stored versions add up.
        await page.waitForSelector('::-p-aria([name="Quotations"][role="heading"])');
        for (const heading of ['Quotes sent', 'Acceptance rate', 'Median time to first quote', 'Value quoted this month']) {
          await page.waitForSelector(`::-p-aria([name="${heading}"][role="heading"])`);
        }
        await page.waitForSelector('::-p-aria([name="Value quoted per month"][role="image"])');
        await expectThisMonthsQuotesAsStored(page);

        // Another period: the screen reads the dashboard again for it.
        await (await (await periodNavigation(page)).waitForSelector('::-p-aria([name="4 weeks"][role="link"])'))!.click();
        await waitForText(page, 'By kind, over the last 4 weeks.');
        await eventually('the weekly table has 4 weeks', async () => (await chartTable(page, 'Inquiries per week')).rows.length === 4);
        expect(new URL(page.url()).searchParams.get('weeks')).toBe('4');
        const current = (await (await periodNavigation(page)).waitForSelector('::-p-aria([name="4 weeks"][role="link"])'))!;
        expect(await current.evaluate((a) => a.getAttribute('aria-current'))).toBe('page');
        await expectThisWeekAsStored(page, 4);
        expect(await scrollsSideways(page)).toBe(false);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('is not for a sales person, who is told so', async () => {
    const { page, problems } = await staffTabOf(sales);
    try {
      await page.goto(`${baseUrl()}${adminPaths.dashboard}`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'This screen is not for your role');
      expect(await page.$$('::-p-aria([name="Inquiries per week"][role="table"])')).toEqual([]);
      // Refused before the dashboard's figures were asked for.
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('two sales people changing the same inquiry', () => {
  it('tells the second that the inquiry changed; after Reload their change is saved on top of the first', async () => {
    const other = await staffSession('sales');
    const tag = uniqueTag('stale');
    const inquiry = await addInquiry({ kind: 'contact', receivedAt: new Date(), name: `Stale ${tag}`, message: 'Do you make lamps?' });
    const first = await staffTabOf(sales);
    const second = await staffTabOf(other);
    try {
      await openInquiry(first.page, inquiry);
      await openInquiry(second.page, inquiry);
      // The second has not heard of the first one's change yet: its page's few-second poll is held back.
      await holdPolling(second.page);

      await choose(first.page, 'Status', 'Open');
      await waitForText(first.page, 'Status changed to Open.');

      // The second still sees it as it was, and changes it on that basis: refused, and told why.
      await choose(second.page, 'Assignee', `${other.name} (you)`);
      await waitForText(second.page, englishOf(INBOX_MESSAGES.staleEdit));
      expect((await storedInquiry(inquiry.reference)).assignee_id).toBeNull();

      await second.page.locator('::-p-aria([name="Reload"][role="button"])').click();
      await eventually('the second sees the first one’s status', async () => (await chosen(second.page, 'Status')) === 'Open');
      await eventually(
        'the stale message is gone',
        async () => (await second.page.$(`::-p-text(${JSON.stringify(englishOf(INBOX_MESSAGES.staleEdit))})`)) === null,
      );

      await choose(second.page, 'Assignee', `${other.name} (you)`);
      await waitForText(second.page, `Assigned to ${other.name}.`);
      expect(await chosen(second.page, 'Status')).toBe('Open');

      const stored = await storedInquiry(inquiry.reference);
      expect({ status: stored.status, assignee: stored.assignee_id }).toEqual({ status: 'open', assignee: other.staffId });
      expect(await storedEvents(inquiry.reference)).toEqual([
        expect.objectContaining({ kind: 'status', staff_id: sales.staffId, from_value: 'new', to_value: 'open' }),
        expect.objectContaining({ kind: 'assignment', staff_id: other.staffId }),
      ]);
      expect(first.problems).toEqual([]);
      expect(unexpected(second.problems, 409)).toEqual([]);
    } finally {
      await first.page.close();
      await second.page.close();
    }
  });
});

describe('an open inquiry', () => {
  it('shows a colleague’s note within seconds, and keeps the reply being typed', async () => {
    const other = await staffSession('sales');
    const tag = uniqueTag('live');
    const inquiry = await addInquiry({ kind: 'contact', receivedAt: new Date(), name: `Live ${tag}`, message: 'Do you make trays?' });
    const { page, problems } = await staffTabOf(sales, 375, 812);
    try {
      await openInquiry(page, inquiry);
      const message = (await page.waitForSelector('::-p-aria([name="Message"][role="textbox"])'))!;
      await message.type('Dear buyer, yes we do.');
      // The colleague adds a note from their own screen.
      const noted = await fetch(`${baseUrl()}/api/staff/inquiries/${inquiry.id}/notes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `${other.cookie.name}=${other.cookie.value}`, Origin: baseUrl() },
        body: JSON.stringify({ body: `Called them ${tag}` }),
      });
      expect(noted.status).toBe(200);
      await eventually('the note shows', async () => (await textOf(await timeline(page))).includes(`Called them ${tag}`), 10_000);
      expect(await message.evaluate((el) => (el as HTMLTextAreaElement).value)).toBe('Dear buyer, yes we do.');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('exporting the filtered list as CSV', () => {
  it('downloads only the filtered kind, with a byte order mark, accents intact and a formula made harmless', async () => {
    const tag = uniqueTag('csv');
    const product = await someProduct();
    const buyer = { name: `Chloé Lefèvre ${tag}`, email: `chloe.${tag}@maison-lefevre.fr` };
    const formula = `=HYPERLINK("http://prices.example","Prices") ${tag}`;
    const order = await addInquiry({
      kind: 'order',
      receivedAt: new Date(Date.now() - HOUR),
      ...buyer,
      message: formula,
      products: [{ path: product.path, name: product.name, pieces: 300 }],
    });
    const contact = await addInquiry({
      kind: 'contact',
      receivedAt: new Date(),
      ...buyer,
      subject: `Lamps ${tag}`,
      message: 'Rattan lamps?',
    });

    const { page, problems } = await staffTabOf(sales);
    try {
      await page.goto(`${baseUrl()}${adminPaths.inbox}`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Inquiries');
      await searchInbox(page, tag);
      await waitForListTotal(page, '2 inquiries match these filters');
      await choose(page, 'Kind', KIND_LABELS.order);
      await waitForListTotal(page, '1 inquiry matches these filters');
      expect(await isListed(page, order.reference)).toBe(true);
      expect(await isListed(page, contact.reference)).toBe(false);

      const link = (await page.waitForSelector('::-p-aria([name="Export CSV"][role="link"])'))!;
      const csv = await downloadOf(page, link);
      expect(csv.status).toBe(200);
      expect(csv.type).toMatch(/^text\/csv/);
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parse(csv.bytes.subarray(3).toString('utf8')) as string[][];
      expect(header).toEqual(expect.arrayContaining(['Reference', 'Kind', 'Name', 'E-mail', 'Message']));
      const column = (name: string) => header!.indexOf(name);
      expect(rows.map((row) => row[column('Reference')])).toEqual([order.reference]);
      const [row] = rows as [string[]];
      expect(row[column('Kind')]).toBe(KIND_LABELS.order);
      expect(row[column('Name')]).toBe(buyer.name);
      expect(row[column('E-mail')]).toBe(buyer.email);
      expect(row[column('Message')]).toBe(`'${formula}`);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('merging a buyer’s duplicate', () => {
  it('folds the newer basket into the older one from the buyer history; both say so', async () => {
    const tag = uniqueTag('merge');
    const product = await someProduct();
    const basket = {
      kind: 'order' as const,
      name: `Lukas Brandt ${tag}`,
      email: `lukas@${tag}-korbwaren.de`,
      message: `Same basket again ${tag}`,
      products: [{ path: product.path, name: product.name, pieces: 200 }],
    };
    const older = await addInquiry({ ...basket, receivedAt: new Date(Date.now() - 2 * HOUR) });
    const newer = await addInquiry({ ...basket, receivedAt: new Date(Date.now() - HOUR) });

    const { page, problems } = await staffTabOf(sales);
    try {
      await openInquiry(page, newer);
      await (await page.waitForSelector('::-p-aria([name="Other inquiries from this buyer"][role="list"])'))!.waitForSelector(
        `::-p-aria([name="${older.reference}"][role="link"])`,
      );

      await chooseStartingWith(page, 'Merge into…', older.reference);
      await page.locator('::-p-aria([name="Merge"][role="button"])').click();
      const dialog = (await page.waitForSelector(`::-p-aria([name="Merge ${newer.reference} into ${older.reference}?"][role="dialog"])`))!;
      await (await dialog.waitForSelector(`::-p-aria([name="Merge into ${older.reference}"][role="button"])`))!.click();
      await waitForText(page, `${newer.reference} is merged into ${older.reference}.`);

      const merged = await roleStartingWith(page, 'status', 'Merged into');
      expect(await textOf(merged)).toBe(`Merged into ${older.reference}: the buyer is answered there.`);
      expect(await chosen(page, 'Status')).toBe('Closed');
      await waitForText(await timeline(page), `merged this inquiry into ${older.reference}`);
      // The duplicate offers no reply: its buyer is answered in the other inquiry.
      expect(await page.$('#reply-heading')).toBeNull();
      expect(await page.$('#record-heading')).toBeNull();
      const stored = await storedInquiry(newer.reference);
      expect({ mergedInto: stored.merged_into_id, status: stored.status }).toEqual({ mergedInto: older.id, status: 'closed' });

      await (await merged.waitForSelector(`::-p-aria([name="${older.reference}"][role="link"])`))!.click();
      await waitForPageHeading(page, `Inquiry ${older.reference}`);
      await waitForText(await timeline(page), `merged ${newer.reference} into this one`);
      expect(await chosen(page, 'Status')).toBe('New');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the inbox settings', () => {
  const SWITCH = 'Assign new inquiries in turn (round robin)';

  /**
   * Types a calendar day into the date field labelled `label`, part by part in the order the field shows them
   * (month, day and year for an American browser; day first elsewhere), as a person types it.
   */
  async function typeDay(page: Page, label: string, isoDay: string): Promise<void> {
    const field = (await page.waitForSelector(`::-p-aria([name="${label}"])`)) as ElementHandle<HTMLInputElement>;
    type Node = { role: string; name?: string; children?: Node[] };
    const parts = (node: Node | null): string[] =>
      !node ? [] : node.role === 'spinbutton' ? [node.name ?? ''] : (node.children ?? []).flatMap(parts);
    const order = parts((await page.accessibility.snapshot({ root: field, interestingOnly: false })) as Node | null);
    const [year, month, day] = isoDay.split('-') as [string, string, string];
    const typed = order.map((name) => (/^Year/.test(name) ? year : /^Month/.test(name) ? month : /^Day/.test(name) ? day : ''));
    expect(typed.filter(Boolean)).toHaveLength(3);
    await field.focus();
    await page.keyboard.type(typed.join(''));
    expect(await field.evaluate((input) => input.value)).toBe(isoDay);
  }

  const isChecked = (element: ElementHandle) => element.evaluate((input) => (input as HTMLInputElement).checked);

  it('an owner turns round robin on and adds a holiday; both are saved, and a sales person sees them read-only', async () => {
    const before = await storedInboxSettings();
    expect(before.autoAssign).toBe(false);
    // A day far ahead: it moves no inquiry's due time, so other test files' reply clocks stay as they were.
    const day = `2099-${String(1 + (Date.now() % 12)).padStart(2, '0')}-1${Date.now() % 10}`;
    const holiday = `Founding day ${uniqueTag('holiday')}`;
    const ownerTab = await staffTabOf(owner);
    const salesTab = await staffTabOf(sales, 375, 812);
    try {
      const { page } = ownerTab;
      await page.goto(`${baseUrl()}${adminPaths.inboxSettings}`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Inbox settings');
      const save = (await page.waitForSelector('::-p-aria([name="Save settings"][role="button"])'))!;
      expect(await save.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(true);

      await page.locator(`::-p-aria([name="${SWITCH}"][role="switch"])`).click();
      const adding = (await page.waitForSelector('::-p-aria([name="Add a holiday"][role="group"])'))!;
      await typeDay(page, 'Date', day);
      await (await adding.waitForSelector('::-p-aria([name="Name"][role="textbox"])'))!.type(holiday);
      await (await adding.waitForSelector('::-p-aria([name="Add holiday"][role="button"])'))!.click();
      await waitForText((await page.waitForSelector('::-p-aria([name="Holidays"][role="list"])'))!, holiday);
      await page.locator('::-p-aria([name="Save settings"][role="button"])').click();
      expect(await toastText(page)).toBe('Inbox settings saved.');

      await page.reload({ waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Inbox settings');
      expect(await isChecked((await page.waitForSelector(`::-p-aria([name="${SWITCH}"][role="switch"])`))!)).toBe(true);
      await waitForText((await page.waitForSelector('::-p-aria([name="Holidays"][role="list"])'))!, holiday);
      await page.waitForSelector(`::-p-aria([name="Remove ${holiday} (${formatDay(day)})"][role="button"])`);
      expect(await storedInboxSettings()).toEqual({
        autoAssign: true,
        holidays: expect.arrayContaining([{ day, name: holiday }]),
      });

      // A sales person sees the same settings, and nothing to change them with.
      await salesTab.page.goto(`${baseUrl()}${adminPaths.inboxSettings}`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(salesTab.page, 'Inbox settings');
      await waitForText(salesTab.page, 'Only an owner can change these settings.');
      const readOnly = (await salesTab.page.waitForSelector(`::-p-aria([name="${SWITCH}"][role="switch"])`))!;
      expect(await isChecked(readOnly)).toBe(true);
      // Disabled by its fieldset, as every field of the form is: the input's own attribute stays unset.
      expect(await readOnly.evaluate((input) => input.matches(':disabled'))).toBe(true);
      await waitForText((await salesTab.page.waitForSelector('::-p-aria([name="Holidays"][role="list"])'))!, holiday);
      const buttons = await salesTab.page.$$('::-p-aria([role="button"])');
      const names = await Promise.all(buttons.map(textOf));
      expect(names.filter((name) => /save|remove|add holiday/i.test(name))).toEqual([]);
      expect(await scrollsSideways(salesTab.page)).toBe(false);

      // Round robin goes off again at once: it would assign other test files' new inquiries.
      await page.locator(`::-p-aria([name="${SWITCH}"][role="switch"])`).click();
      await page.locator(`::-p-aria([name="Remove ${holiday} (${formatDay(day)})"][role="button"])`).click();
      await page.locator('::-p-aria([name="Save settings"][role="button"])').click();
      expect(await toastText(page)).toBe('Inbox settings saved.');
      await eventually(
        'the settings are back as they were',
        async () => JSON.stringify(await storedInboxSettings()) === JSON.stringify(before),
      );
      expect(ownerTab.problems).toEqual([]);
      expect(salesTab.problems).toEqual([]);
    } finally {
      await putBackInboxSettings(before);
      await ownerTab.page.close();
      await salesTab.page.close();
    }
  });
});

describe('an inquiry whose reply is overdue', () => {
  it('says so in its row, and the Overdue only filter keeps it and leaves out a fresh one', async () => {
    const tag = uniqueTag('overdue');
    // Ten days ago: its 24 working hours ran out long since.
    const late = await addInquiry({ kind: 'contact', receivedAt: new Date(Date.now() - 10 * 24 * HOUR), name: `Late ${tag}` });
    const fresh = await addInquiry({ kind: 'contact', receivedAt: new Date(), name: `Fresh ${tag}` });

    const { page, problems } = await staffTabOf(sales);
    try {
      await page.goto(`${baseUrl()}${adminPaths.inbox}`, { waitUntil: 'networkidle0' });
      await waitForPageHeading(page, 'Inquiries');
      await searchInbox(page, tag);
      await waitForListTotal(page, '2 inquiries match these filters');
      expect(await rowText(page, late.reference)).toMatch(/Overdue by \d+ h/);
      expect(await rowText(page, fresh.reference)).not.toMatch(/Overdue/);
      expect(await rowText(page, fresh.reference)).toMatch(/left$/);

      const overdueOnly = (await page.waitForSelector('::-p-aria([name="Overdue only"][role="switch"])'))!;
      await overdueOnly.click();
      await waitForListTotal(page, '1 inquiry matches these filters');
      await waitUntilNotListed(page, fresh.reference);
      expect(await rowText(page, late.reference)).toMatch(/Overdue by \d+ h/);
      expect(new URL(page.url()).searchParams.get('overdue')).toBe('true');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
