import { adminPaths } from '../../shared/staff/addresses';
import { closeStaffDatabase, type StaffCookie, staffSession } from '../../test/built-server-staff';
import { baseUrl, testBrowser } from './browser';
import { scrollsSideways, staffTab, submitInquiry } from './pages/inbox';
import { downloadOf } from './pages/inbox-flows';
import { byText, eventually, fillByLabel, findByRole, press, waitForPageHeading } from './pages/queries';

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
  await fillByLabel(page, { "Buyer's e-mail address": email.toUpperCase() });
  await press(page, 'Find');

  await findByRole(page, 'heading', `Held about ${email}`);
  await findByRole(page, 'link', reference);
  await page.waitForSelector(byText('Zofia Wiśniewska'));
  const file = await downloadOf(page, await findByRole(page, 'link', 'Export as a file'));
  expect({ status: file.status, type: file.type, zip: file.bytes.subarray(0, 2).toString() }).toEqual({
    status: 200,
    type: 'application/zip',
    zip: 'PK',
  });
  expect(await scrollsSideways(page)).toBe(false);

  await press(page, "Erase this buyer's data…");
  const dialog = await findByRole(page, 'dialog', "Erase this buyer's data?");
  await (await findByRole(dialog, 'textbox', `Type ${email} to confirm`)).type(email);
  await press(dialog, 'Erase for good');
  await page.waitForSelector(byText('Erased: 1 inquiry'));
  await page.waitForSelector(byText(`Nothing is held about ${email}.`));
  await eventually('the dialog closes', async () => (await page.$('.modal.show')) === null);
  expect(problems).toEqual([]);
});
