/** @jest-environment jsdom */
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, type LoaderFunctionArgs, Outlet, RouterProvider } from 'react-router-dom';
import type { InquiryEvent, InquiryPage, InquirySummary } from '../../shared/contracts/inbox';
import type { Me } from '../../shared/contracts/staff';
import { negotiateStaffLocale } from '../../shared/i18n/staff-locale';
import { adminPaths } from '../../shared/staff/addresses';
import { AdminLayout, layoutLoader } from './admin-layout';
import { InquiryTimeline } from './inbox/inquiry-timeline';
import { Component as Inbox } from './pages/inbox.route';
import { Component as SignIn } from './pages/sign-in.route';
import { inStaffLocale, withStaffI18n } from './staff-i18n.test-helper';

// The back office in the language of whoever is signed in: a staff member whose language is Vietnamese reads the
// menu, their role and the sign-out in Vietnamese, the page says it is in Vietnamese, and no English interface text
// is left, in the menu and in the inbox's list; before anybody has signed in, the sign-in page is in the browser's language.

const me = (locale: Me['locale']): Me => ({ id: 7, email: 'lan@company.example', name: 'Lan Nguyễn', role: 'sales', locale, version: 3 });

/** The staff API's answer to "who am I", as the layout's loader asks it. */
function answerMe(answer: Me) {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer })) as unknown as typeof fetch;
}

/**
 * The layout as the app draws it after its loader: the loader run first (jsdom has no Request for the router to
 * make one), its answer handed to the router as the data of the first page.
 */
async function renderLayout() {
  const request = { url: `http://localhost${adminPaths.inbox}`, signal: new AbortController().signal } as Request;
  const loaded = await layoutLoader({ request, params: {} } as unknown as LoaderFunctionArgs);
  const router = createMemoryRouter(
    [{ id: 'admin', path: adminPaths.home, Component: AdminLayout, children: [{ path: '*', element: <p>screen</p> }] }],
    { initialEntries: [adminPaths.inbox], hydrationData: { loaderData: { admin: loaded } } },
  );
  return render(withStaffI18n(<RouterProvider router={router} />));
}

const ENGLISH_MENU = ['Inbox', 'Not matched', 'Templates', 'Inbox settings', 'Buyer data', 'Sign out', 'Back office'];

describe('the back office for a staff member who reads Vietnamese', () => {
  beforeEach(() => inStaffLocale('en'));

  it('shows the navigation, their role and signing out in Vietnamese, on a page in Vietnamese', async () => {
    answerMe(me('vi'));
    await renderLayout();
    const menu = await screen.findByRole('list', { name: 'Trang quản trị' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hộp thư', 'Thư chưa khớp', 'Mẫu trả lời', 'Cài đặt hộp thư', 'Dữ liệu khách hàng']);
    expect(screen.getByRole('link', { name: /Lan Nguyễn/ })).toHaveTextContent('Kinh doanh');
    expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('vi');
    const texts = document.body.textContent ?? '';
    for (const english of ENGLISH_MENU) expect(texts).not.toContain(english);
  });

  it('stays in English for a staff member who reads English', async () => {
    answerMe(me('en'));
    await renderLayout();
    const menu = await screen.findByRole('list', { name: 'Back office' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inbox', 'Not matched', 'Templates', 'Inbox settings', 'Buyer data']);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the sign-in page', () => {
  const renderSignIn = () => {
    const router = createMemoryRouter([{ path: adminPaths.signIn, Component: SignIn }], { initialEntries: [adminPaths.signIn] });
    return render(withStaffI18n(<RouterProvider router={router} />));
  };

  it('is in Vietnamese for a browser whose language is Vietnamese', async () => {
    // What entry.admin.tsx does with navigator.languages before anybody has signed in.
    await inStaffLocale(negotiateStaffLocale(['vi-VN', 'en-US']));
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Đăng nhập trang quản trị');
    expect(screen.getByLabelText('Địa chỉ e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toBeInTheDocument();
    for (const english of ['Sign in', 'Password', 'Forgot your password?']) expect(document.body).not.toHaveTextContent(english);
  });

  it('is in English for a browser that asks for another language', async () => {
    await inStaffLocale(negotiateStaffLocale(['de-DE', 'fr']));
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to the back office');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

const inquiry = (overrides: Partial<InquirySummary>): InquirySummary => ({
  locale: 'en',
  id: '41',
  reference: 'Q-2611-KTZSK',
  kind: 'quotation',
  status: 'new',
  name: 'Emma Johansson',
  email: 'emma@nordiskhem.se',
  phone: null,
  country: 'DE',
  companyDomain: 'nordiskhem.se',
  preview: '',
  productCount: 3,
  assignee: null,
  receivedAt: '2026-11-24T07:05:00.000Z',
  clock: { dueAt: '2026-11-25T07:05:00.000Z', workingMinutesLeft: 320, overdue: false, stopped: false, firstReplyAt: null },
  version: 1,
  erasedAt: null,
  ...overrides,
});

function renderInbox(locale: Me['locale'], list: InquiryPage) {
  const router = createMemoryRouter(
    [{ id: 'admin', path: adminPaths.home, element: <Outlet />, children: [{ id: 'inbox', path: 'inquiries', Component: Inbox }] }],
    {
      initialEntries: [adminPaths.inbox],
      hydrationData: {
        loaderData: {
          admin: me(locale),
          inbox: { list, filters: {}, refused: {}, assignees: [{ id: 7, name: 'Lan Nguyễn' }], newestId: '42' },
        },
      },
    },
  );
  return render(withStaffI18n(<RouterProvider router={router} />));
}

const LIST: InquiryPage = {
  items: [
    inquiry({}),
    inquiry({
      id: '42',
      reference: 'O-2611-ABCDE',
      kind: 'order',
      status: 'quoted',
      country: 'JP',
      // Sent from the Japanese site.
      locale: 'ja',
      preview: 'Seagrass baskets, 2 × 40HQ',
      assignee: { id: 7, name: 'Lan Nguyễn' },
      clock: { dueAt: null, workingMinutesLeft: -70, overdue: true, stopped: false, firstReplyAt: null },
    }),
  ],
  total: 61,
  totalCapped: false,
  page: 1,
  pageSize: 25,
  asOf: '2026-11-24T08:00:00.000Z',
};

describe('the inbox for a staff member who reads Vietnamese', () => {
  // The screen goes first: switching the language of a mounted one would update it outside the test.
  afterEach(async () => {
    cleanup();
    await inStaffLocale('en');
  });

  it('lists the inquiries with their headings, kinds, statuses and reply clocks in Vietnamese', async () => {
    answerMe(me('vi'));
    await inStaffLocale('vi');
    renderInbox('vi', LIST);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Yêu cầu báo giá');
    expect(screen.getByText('61 yêu cầu · trang 1/3')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Yêu cầu', 'Trạng thái', 'Khách hàng', 'Nội dung', 'Người phụ trách', 'Ngày nhận', 'Trả lời']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Yêu cầu báo giá');
    expect(first).toHaveTextContent('Mới');
    expect(first).toHaveTextContent('3 sản phẩm');
    expect(first).toHaveTextContent('Chưa giao');
    expect(first).toHaveTextContent('Còn 5 giờ 20 phút');
    expect(first).toHaveTextContent('Đức (DE)');
    expect(second).toHaveTextContent('Giỏ đặt hàng · Tiếng Nhật');
    expect(first).not.toHaveTextContent('Tiếng Anh');
    expect(second).toHaveTextContent('Đã báo giá');
    expect(second).toHaveTextContent('Quá hạn 1 giờ 10 phút');
    // The buyer's own words stay as they wrote them.
    expect(second).toHaveTextContent('Seagrass baskets, 2 × 40HQ');
    expect(screen.getByRole('search', { name: 'Lọc yêu cầu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xuất CSV' })).toBeInTheDocument();
    const texts = document.body.textContent ?? '';
    for (const english of [
      'Inquiries',
      'Quotation request',
      'Unassigned',
      'left',
      'Overdue',
      'Export CSV',
      'Search',
      'Status',
      'products',
    ]) {
      expect(texts).not.toContain(english);
    }
  });

  it('keeps the English list as it was for a staff member who reads English', async () => {
    answerMe(me('en'));
    renderInbox('en', LIST);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inquiries');
    expect(screen.getByText('61 inquiries · page 1 of 3')).toBeInTheDocument();
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    expect(first).toHaveTextContent('Quotation request');
    expect(first).toHaveTextContent('3 products');
    expect(first).toHaveTextContent('5 h 20 min left');
    expect(first).toHaveTextContent('Germany (DE)');
    expect(second).toHaveTextContent('Overdue by 1 h 10 min');
    // The language a buyer wrote from, when it is not English.
    expect(second).toHaveTextContent('Order basket · Japanese');
    expect(first).not.toHaveTextContent('English');
  });
});

describe("an inquiry's timeline for a staff member who reads Vietnamese", () => {
  // The screen goes first: switching the language of a mounted one would update it outside the test.
  afterEach(async () => {
    cleanup();
    await inStaffLocale('en');
  });

  const happened = (overrides: Partial<InquiryEvent>): InquiryEvent => ({
    id: '1',
    at: '2026-11-24T07:00:00.000Z',
    actor: 'Minh Trần',
    kind: 'status',
    from: 'new',
    to: 'open',
    body: null,
    delivery: null,
    files: [],
    mail: null,
    ...overrides,
  });

  it('says who did what in one Vietnamese sentence, their name in bold, and the reply’s delivery', async () => {
    await inStaffLocale('vi');
    render(
      withStaffI18n(
        <InquiryTimeline
          events={[happened({}), happened({ id: '2', kind: 'reply', from: null, to: 'Re: Seagrass baskets', delivery: 'pending' })]}
        />,
      ),
    );
    const [status, reply] = screen.getAllByRole('listitem');
    expect(status).toHaveTextContent('Minh Trần đã đổi trạng thái từ Mới sang Đang xử lý');
    expect(within(status!).getByText('Minh Trần').tagName).toBe('STRONG');
    expect(reply).toHaveTextContent('Minh Trần đã trả lời khách hàng');
    expect(reply).toHaveTextContent('Đang chờ gửi');
    expect(reply).toHaveTextContent('Tiêu đề: Re: Seagrass baskets');
    for (const english of ['changed the status', 'replied to the buyer', 'Waiting to be sent', 'Subject:']) {
      expect(document.body).not.toHaveTextContent(english);
    }
  });
});
