/** @jest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Me } from '../../../shared/contracts/staff';
import { ADMIN_LAYOUT_ID } from '../admin-layout';
import { inStaffLocale, withStaffI18n } from '../staff-i18n.test-helper';
import { TranslateMessage } from './translate-message';

// A buyer's message read in the staff member's own language with one click: the translation shown below the
// original, which stays; the service's refusal shown in its words.

const ORIGINAL = 'Wir brauchen 500 Körbe aus Seegras.';
const me = (locale: Me['locale']): Me => ({ id: 7, email: 'lan@company.example', name: 'Lan Nguyễn', role: 'sales', locale, version: 3 });

function answer(status: number, body: unknown) {
  const fetched = jest.fn(async () => ({ ok: status < 400, status, headers: new Headers(), json: async () => body }));
  globalThis.fetch = fetched as unknown as typeof fetch;
  return fetched;
}

function renderFor(locale: Me['locale']) {
  const router = createMemoryRouter(
    [
      {
        id: ADMIN_LAYOUT_ID,
        path: '/admin',
        loader: () => me(locale),
        children: [
          {
            path: '*',
            element: (
              <div>
                <p>{ORIGINAL}</p>
                <TranslateMessage inquiryId="42" />
              </div>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/admin/inquiries/42'], hydrationData: { loaderData: { [ADMIN_LAYOUT_ID]: me(locale) } } },
  );
  return render(withStaffI18n(<RouterProvider router={router} />));
}

afterEach(async () => {
  cleanup();
  await inStaffLocale('en');
});

it('translates into Vietnamese for a staff member who reads Vietnamese, below the original', async () => {
  await inStaffLocale('vi');
  const fetched = answer(200, { text: 'Chúng tôi cần 500 giỏ cỏ biển.', detectedLanguage: 'DE' });
  renderFor('vi');
  await userEvent.click(await screen.findByRole('button', { name: 'Dịch sang tiếng Việt' }));
  expect(await screen.findByText('Chúng tôi cần 500 giỏ cỏ biển.')).toHaveAttribute('lang', 'vi');
  expect(screen.getByText(ORIGINAL)).toBeInTheDocument();
  expect(screen.getByText(/Bản dịch máy, từ/)).toBeInTheDocument();
  const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/staff/inquiries/42/translation');
  expect(JSON.parse(String(init.body))).toEqual({ target: 'vi' });
});

it('offers English to a staff member who reads English, and shows the service’s refusal', async () => {
  answer(502, { error: 'The translation service could not be reached: try again in a minute. Nothing was changed.' });
  renderFor('en');
  await userEvent.click(await screen.findByRole('button', { name: 'Translate into English' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The translation service could not be reached');
  expect(screen.getByText(ORIGINAL)).toBeInTheDocument();
});
