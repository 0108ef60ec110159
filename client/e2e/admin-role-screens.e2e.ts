import type { Page } from 'puppeteer-core';
import { adminPaths } from '../../shared/staff/addresses';
import type { StaffRole } from '../../shared/staff/roles';
import { closeInboxDatabase, storedInquiry } from '../../test/built-server-inbox';
import { closeStaffDatabase, type StaffCookie, staffSession } from '../../test/built-server-staff';
import { SECTIONS } from '../admin/sections';
import { baseUrl, testBrowser } from './browser';
import { staffTab, submitInquiry } from './pages/inbox';
import { eventually, hrefOf, pageHeading, textOf, waitForPageHeading } from './pages/queries';
import { waitForBackOffice } from './pages/staff-accounts';
import { englishOf } from '../../shared/i18n/english';

// Every screen of the back office reached by its address, as each role: a screen the role may not use says so, with
// the way to the person's own start screen, before anything of it is drawn or asked of the server. Who may use what
// is written here as the roles are described (README, Operating the site), apart from the menu the screens read.

const MAY_USE: Record<StaffRole, string[]> = {
  owner: [
    'Inbox',
    'Not matched',
    'Templates',
    'Content',
    'Pictures',
    'Translations',
    'Dashboard',
    'Staff',
    'API tokens',
    'Audit log',
    'Inbox settings',
    'Buyer data',
  ],
  sales: ['Inbox', 'Not matched', 'Templates', 'Inbox settings', 'Buyer data'],
  editor: ['Content', 'Pictures', 'Translations'],
};

/** Where each role starts, and the heading it finds there. */
const START: Record<StaffRole, { label: string; heading: string }> = {
  owner: { label: 'Inbox', heading: 'Inquiries' },
  sales: { label: 'Inbox', heading: 'Inquiries' },
  editor: { label: 'Content', heading: 'Content' },
};

const REFUSED = 'This screen is not for your role';

const chromium = testBrowser();
const staff = {} as Record<StaffRole, StaffCookie>;
/** Screens further in than the menu's, by the section they belong to. */
let deeper: { address: string; section: string }[];
beforeAll(async () => {
  for (const role of ['owner', 'sales', 'editor'] as const) staff[role] = await staffSession(role);
  const reference = await submitInquiry({
    name: 'Ines Moreau',
    email: `ines-${Date.now()}@atelier-moreau.fr`,
    subject: 'Baskets',
    message: 'Could you send your catalogue?',
  });
  const { id } = await storedInquiry(reference);
  deeper = [
    { address: adminPaths.inquiry(id), section: 'Inbox' },
    { address: adminPaths.quote(id), section: 'Inbox' },
    { address: adminPaths.contentList('product'), section: 'Content' },
    { address: adminPaths.contentNew('faq'), section: 'Content' },
    { address: adminPaths.productImport, section: 'Content' },
    { address: adminPaths.translation('category', 1, 'de'), section: 'Translations' },
  ];
});
afterAll(async () => {
  await closeStaffDatabase();
  await closeInboxDatabase();
});

it('knows every screen of the menu', () => {
  expect(SECTIONS.map((section) => englishOf(section.label)).sort()).toEqual([...MAY_USE.owner].sort());
});

/** Opens the address as a person typing it, and waits for the screen's main heading. */
async function open(page: Page, address: string): Promise<string> {
  await page.goto(`${baseUrl()}${address}`, { waitUntil: 'networkidle0' });
  await waitForBackOffice(page);
  let heading = '';
  await eventually(`${address} shows its heading`, async () => (heading = await pageHeading(page).catch(() => '')) !== '');
  return heading;
}

describe.each(['sales', 'editor', 'owner'] as const)('a signed-in %s person opening each screen by its address', (role) => {
  it('uses the screens of their role, and is told the others are not for their role, with the way to their start', async () => {
    const { page, problems } = await staffTab(chromium.browser, staff[role].cookie, 1280, 900);
    try {
      const screens = [...SECTIONS.map((section) => ({ address: section.to, section: section.label.message! })), ...deeper];
      for (const { address, section } of screens) {
        const heading = await open(page, address);
        if (MAY_USE[role].includes(section)) {
          expect({ address, heading }).not.toEqual({ address, heading: REFUSED });
          continue;
        }
        expect({ address, heading }).toEqual({ address, heading: REFUSED });
        const main = (await page.waitForSelector('::-p-aria([role="main"])'))!;
        expect(await textOf(main)).toContain(`${section} is for the`);
        const start = (await main.waitForSelector(`::-p-aria([name="Go to ${START[role].label}"][role="link"])`))!;
        expect(await hrefOf(start)).toBe(SECTIONS.find((each) => each.label.message === START[role].label)!.to);
      }
      // Nothing was asked of the server that it refused: the screens were never drawn.
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

it('takes a sales person from a refused screen to their inbox', async () => {
  const { page, problems } = await staffTab(chromium.browser, staff.sales.cookie, 375, 812);
  try {
    expect(await open(page, adminPaths.content)).toBe(REFUSED);
    await page.locator('::-p-aria([name="Go to Inbox"][role="link"])').click();
    await waitForPageHeading(page, START.sales.heading);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});
