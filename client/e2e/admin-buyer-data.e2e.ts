import { adminPaths } from '../../shared/staff/addresses';
import { closeStaffDatabase, type StaffCookie, staffSession } from '../../test/built-server-staff';
import { baseUrl, testBrowser } from './browser';
import { scrollsSideways, staffTab, submitInquiry } from './pages/inbox';
import { downloadOf } from './pages/inbox-flows';
import { eventually, waitForPageHeading } from './pages/queries';

// An owner answering a buyer's request for their data on a phone (375 px): the buyer found by their address, the
// file downloaded, then the data erased after typing the address again.

const chromium = testBrowser();
let owner: StaffCookie;
beforeAll(async () => {
  owner = await staffSession('owner');
});
afterAll(async () => {
  await closeStaffDatabase();
});

it('finds a buyer’s data, exports it and erases it, on a phone', async () => {
  const email = `zofia-${Date.now()}@pracownia-wiklina.example`;
  const reference = await submitInquiry({
    name: 'Zofia Wiśniewska',
    email,
    subject: 'Willow baskets',
    message: 'Zofia from Pracownia Wiklina: 400 baskets for spring.',
  });
  const { page, problems } = await staffTab(chromium.browser, owner.cookie, 375, 800);
  await page.goto(`${baseUrl()}${adminPaths.buyerData}`, { waitUntil: 'networkidle0' });
  await waitForPageHeading(page, 'Buyer data');
  await page.locator('::-p-aria([name="Buyer\'s e-mail address"][role="textbox"])').fill(email.toUpperCase());
  await page.locator('::-p-aria([name="Find"][role="button"])').click();

  await page.waitForSelector(`::-p-aria([name="Held about ${email}"][role="heading"])`);
  await page.waitForSelector(`::-p-aria([name="${reference}"][role="link"])`);
  await page.waitForSelector('::-p-text("Zofia Wiśniewska")');
  const file = await downloadOf(page, (await page.waitForSelector('::-p-aria([name="Export as a file"][role="link"])'))!);
  expect({ status: file.status, type: file.type, zip: file.bytes.subarray(0, 2).toString() }).toEqual({
    status: 200,
    type: 'application/zip',
    zip: 'PK',
  });
  expect(await scrollsSideways(page)).toBe(false);

  await page.locator('::-p-aria([name="Erase this buyer\'s data…"][role="button"])').click();
  const dialog = (await page.waitForSelector('::-p-aria([name="Erase this buyer\'s data?"][role="dialog"])'))!;
  await (await dialog.waitForSelector(`::-p-aria([name="Type ${email} to confirm"][role="textbox"])`))!.type(email);
  await (await dialog.waitForSelector('::-p-aria([name="Erase for good"][role="button"])'))!.click();
  await page.waitForSelector('::-p-text("Erased: 1 inquiry")');
  await page.waitForSelector(`::-p-text(${JSON.stringify(`Nothing is held about ${email}.`)})`);
  await eventually('the dialog closes', async () => (await page.$('.modal.show')) === null);
  expect(problems).toEqual([]);
});
