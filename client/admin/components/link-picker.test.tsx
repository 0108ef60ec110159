/** @jest-environment jsdom */
import { msg } from '@lingui/core/macro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aboutUsPage } from '../../routes/about-us.page';
import { catalogueRequestPage } from '../../routes/catalogue-request.page';
import { certificatesPage } from '../../routes/certificates.page';
import { contactPage } from '../../routes/contact.page';
import { faqsPage } from '../../routes/faqs.page';
import { howWeMakePage } from '../../routes/how-we-make.page';
import { privacyPage } from '../../routes/privacy.page';
import { productVideosPage } from '../../routes/product-videos.page';
import { qualityControlPage } from '../../routes/quality-control.page';
import { tradingPage } from '../../routes/trading.page';
import { staffI18n } from '../staff-i18n';
import { inStaffLocale, withStaffI18n } from '../staff-i18n.test-helper';
import { LinkPicker } from './link-picker';

// The link dialog's search offers the site's pages by the names the site gives them (each page's label in its
// definition), in the staff member's language, and gives the page's address when one is chosen.

const COMPANY_PAGES = [
  aboutUsPage,
  howWeMakePage,
  qualityControlPage,
  certificatesPage,
  tradingPage,
  privacyPage,
  faqsPage,
  contactPage,
  productVideosPage,
  catalogueRequestPage,
];

beforeEach(() => {
  // The products and categories the search also asks the staff API for: none here.
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ items: [], total: 0 }),
  })) as unknown as typeof fetch;
});
afterEach(cleanup);
afterAll(() => inStaffLocale('en'));

describe.each(['en', 'vi'] as const)('LinkPicker in %s', (locale) => {
  beforeAll(() => inStaffLocale(locale));

  it.each(COMPANY_PAGES.map((page) => [page.name, page] as const))('offers %s by its label on the site', async (_name, page) => {
    const chosen = jest.fn();
    const user = userEvent.setup();
    render(withStaffI18n(<LinkPicker onChoose={chosen} />));
    const label = staffI18n._(page.label);
    await user.type(screen.getByRole('searchbox'), label);
    await user.click(await screen.findByRole('button', { name: `${staffI18n._(msg`Page`)} ${label}` }));
    expect(chosen).toHaveBeenCalledWith(page.href());
  });
});

it('finds a page by its English name in Vietnamese too, and shows it by its Vietnamese one', async () => {
  await inStaffLocale('vi');
  const user = userEvent.setup();
  render(withStaffI18n(<LinkPicker onChoose={() => undefined} />));
  await user.type(screen.getByRole('searchbox'), 'quality');
  const label = staffI18n._(qualityControlPage.label);
  expect(label).not.toBe('Quality Control');
  expect(await screen.findByRole('button', { name: `${staffI18n._(msg`Page`)} ${label}` })).toBeInTheDocument();
});
