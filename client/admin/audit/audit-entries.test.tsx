/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AuditEntry } from '../../../shared/contracts/staff';
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, auditKindOf } from '../../../shared/staff/audit-actions';
import { AuditEntries } from './audit-entries';
import { withStaffI18n } from '../staff-i18n.test-helper';
import { AuditFilterForm } from './audit-filter-form';
import { auditAddress, auditFiltersOf, auditQueryOf } from './audit-filters';

// The audit log as an owner reads it: actions in words, subjects by the names staff know them by and linked to
// where they are opened, details as labelled lines with money, times and statuses as the back office writes them.

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-24T03:05:00.000Z',
  actor: 'lan@company.example',
  actorName: 'Lan Nguyen',
  action: 'inquiry.note-added',
  subjectType: 'inquiry',
  subjectId: '42',
  subjectName: 'Q-2611-KTZSK',
  subjectExists: true,
  detail: {},
  ip: '203.0.113.7',
  ...overrides,
});

const renderEntries = (items: AuditEntry[]) =>
  render(
    withStaffI18n(
      <MemoryRouter>
        <AuditEntries items={items} />
      </MemoryRouter>,
    ),
  );

/** The cell of the (first) entry under the column with this heading. */
function cell(column: string): HTMLElement {
  const table = screen.getByRole('table');
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((heading) => heading.textContent === column);
  const [, entryRow] = within(table).getAllByRole('row');
  const found = index < 0 || !entryRow ? undefined : within(entryRow).getAllByRole('cell')[index];
  if (!found) throw new Error(`no cell under ${column}`);
  return found;
}
/** The lines of details a cell lists, or its one text. */
const lines = (element: HTMLElement) => {
  const items = within(element).queryAllByRole('listitem');
  return items.length ? items.map((item) => item.textContent) : [element.textContent];
};
/** The links on the screen: where each goes, and its name. */
const links = () => screen.queryAllByRole('link').map((link) => [link.getAttribute('href'), link.textContent]);

describe('an audit entry', () => {
  it('says the action in words, never its stored name', () => {
    renderEntries([entry({})]);
    expect(cell('Action')).toHaveTextContent(/^Added a note$/);
    expect(document.body).not.toHaveTextContent('inquiry.note-added');
    expect(within(cell('Who')).getByText('Lan Nguyen')).toBeInTheDocument();
    expect(within(cell('Who')).getByText('lan@company.example')).toBeInTheDocument();
  });

  it('shows when, in the company’s time', () => {
    renderEntries([entry({})]);
    expect(screen.getByRole('columnheader', { name: 'Time (Vietnam)' })).toBeInTheDocument();
    expect(within(cell('Time (Vietnam)')).getByText('Tue, 24 Nov 2026, 10:05')).toHaveAttribute('datetime', '2026-11-24T03:05:00.000Z');
  });

  it('names an inquiry by its reference, linked to the inquiry', () => {
    renderEntries([entry({})]);
    expect(cell('Subject')).toHaveTextContent(/^Inquiry Q-2611-KTZSK$/);
    expect(links()).toEqual([['/admin/inquiries/42', 'Q-2611-KTZSK']]);
  });

  it('shows a quote sent with its total as money, its validity as a day and the status change in words', () => {
    renderEntries([
      entry({
        action: 'quote.sent',
        detail: {
          reference: 'Q-2611-KTZSK',
          version: 2,
          totalCents: 375_000,
          lines: 1,
          validUntil: '2026-12-24',
          outboxId: '981',
          status: { from: 'open', to: 'quoted' },
        },
      }),
    ]);
    expect(cell('Action')).toHaveTextContent(/^Sent a quote$/);
    expect(lines(cell('Details'))).toEqual([
      'Version: 2',
      'Total: USD 3,750.00',
      'Lines: 1',
      'Valid until: 24 Dec 2026',
      'Status: Open → Quoted',
    ]);
    expect(document.body).not.toHaveTextContent(/375000|981|[{}]|outboxId|totalCents/);
  });

  it('names a product by its name today, linked to its editor, and says what it was called then', () => {
    renderEntries([
      entry({
        actor: 'hoa@company.example',
        actorName: 'Hoa Pham',
        action: 'content.updated',
        subjectType: 'product',
        subjectId: '12',
        subjectName: 'Seagrass belly basket',
        detail: { title: 'Seagrass basket', changed: ['name', 'path'] },
      }),
    ]);
    expect(cell('Action')).toHaveTextContent(/^Changed$/);
    expect(cell('Subject')).toHaveTextContent(/^Product Seagrass belly basket$/);
    expect(links()).toEqual([['/admin/content/product/12', 'Seagrass belly basket']]);
    expect(lines(cell('Details'))).toEqual(['Name then: Seagrass basket', 'Fields changed: Name, Path']);
  });

  it('names a deleted item without a link to an editor that would not find it', () => {
    renderEntries([
      entry({
        action: 'content.deleted',
        subjectType: 'faq',
        subjectId: '7',
        subjectName: 'Do you ship samples?',
        subjectExists: false,
        detail: { title: 'Do you ship samples?', changed: [] },
      }),
    ]);
    expect(cell('Subject')).toHaveTextContent(/^FAQ Do you ship samples\?$/);
    expect(links()).toEqual([]);
    expect(cell('Details')).toHaveTextContent(/^—$/);
  });

  it('names a whole list whose order changed, linked to where it is put in order', () => {
    renderEntries([
      entry({
        action: 'content.reordered',
        subjectType: 'faq',
        subjectId: 'type=2',
        subjectName: null,
        subjectExists: false,
        detail: { ids: [4, 2, 9] },
      }),
    ]);
    expect(cell('Action')).toHaveTextContent(/^Changed the order$/);
    expect(links()).toEqual([['/admin/content/faq/order', 'Order of the FAQs']]);
    expect(cell('Details')).toHaveTextContent(/^—$/);
  });

  it('names the people of an assignment, not their ids', () => {
    renderEntries([
      entry({
        actor: 'auto-assign',
        actorName: null,
        action: 'inquiry.assigned',
        detail: { from: null, to: 3, toName: 'Minh Tran', automatic: true },
      }),
    ]);
    expect(cell('Who')).toHaveTextContent(/^auto-assign$/);
    expect(lines(cell('Details'))).toEqual(['Assigned: Nobody → Minh Tran', 'Given automatically: Yes']);
  });

  it('shows a refused sign-in with the address typed, why, how many so far and until when, in the company’s time', () => {
    renderEntries([
      entry({
        actor: 'anna@company.example',
        actorName: null,
        action: 'staff.sign-in-throttled',
        subjectType: 'staff',
        subjectId: '5',
        subjectName: 'Anna Le',
        detail: { email: 'anna@company.example', limit: 'account', refused: 4, until: '2026-11-24T03:20:00.000Z' },
      }),
    ]);
    expect(cell('Action')).toHaveTextContent(/^Was refused sign-in after too many failures$/);
    expect(cell('Subject')).toHaveTextContent(/^Staff Anna Le$/);
    expect(lines(cell('Details'))).toEqual([
      'E-mail address: anna@company.example',
      'Refused for: Too many failed sign-ins to this account from this address',
      'Sign-ins refused so far: 4',
      'Refused until: Tue, 24 Nov 2026, 10:20',
    ]);
    expect(cell('Address')).toHaveTextContent(/^203\.0\.113\.7$/);
  });

  it('has words for every action, each about one of the kinds the filter offers', () => {
    for (const action of AUDIT_ACTION_NAMES) {
      expect({ action, words: AUDIT_ACTIONS[action] }).toEqual({ action, words: expect.stringMatching(/^[A-Z][^.]+$/) });
      expect({ action, kind: auditKindOf(action) }).not.toEqual({ action, kind: null });
    }
  });
});

/** Where the back office is: the address the filters went to. */
function Address() {
  const { pathname, search } = useLocation();
  return <p>{`Address: ${pathname}${search}`}</p>;
}

describe('the audit log filters', () => {
  it('keep what the entries are about in the address, with the other filters, so a filtered list can be shared', () => {
    const address = auditAddress({ about: 'quote', actor: 'lan', action: '', from: '2026-11-01', to: '' }, 2);
    expect(address).toBe('/admin/audit?about=quote&actor=lan&from=2026-11-01&page=2');
    const filters = auditFiltersOf(new URL(address, 'http://catalogue.test').searchParams);
    expect(filters).toEqual({ about: 'quote', action: '', actor: 'lan', from: '2026-11-01', to: '' });
    expect(auditQueryOf(filters, 2)).toEqual({ about: 'quote', actor: 'lan', from: '2026-11-01', page: 2 });
  });

  it('offer the kinds by name, with the one in the address chosen, and the actions in words under their kind', async () => {
    const user = userEvent.setup();
    render(
      withStaffI18n(
        <MemoryRouter initialEntries={['/admin/audit?about=quote']}>
          <AuditFilterForm filters={{ about: 'quote', action: '', actor: '', from: '', to: '' }} errors={{}} />
          <Address />
        </MemoryRouter>,
      ),
    );
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    const about = within(form).getByRole('combobox', { name: 'About' });
    expect(about).toHaveDisplayValue('Quotes');
    expect(within(about).getByRole('option', { name: 'Inquiries' })).toBeInTheDocument();
    const action = within(form).getByRole('combobox', { name: 'Action' });
    expect(
      within(within(action).getByRole('group', { name: 'Inquiries' })).getByRole('option', { name: 'Added a note' }),
    ).toBeInTheDocument();

    // What is chosen goes to the address, by the names the address holds.
    await user.selectOptions(about, 'Inquiries');
    await user.selectOptions(action, 'Added a note');
    await user.type(within(form).getByRole('textbox', { name: 'Who' }), 'lan');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(screen.getByText(/^Address: /)).toHaveTextContent('Address: /admin/audit?about=inquiry&action=inquiry.note-added&actor=lan');
  });

  it('say which filter the server refused, under it, and offer to show everything again', () => {
    render(
      withStaffI18n(
        <MemoryRouter initialEntries={['/admin/audit?from=2026-13-01']}>
          <AuditFilterForm filters={{ about: '', action: '', actor: '', from: '2026-13-01', to: '' }} errors={{ from: 'Not a day.' }} />
        </MemoryRouter>,
      ),
    );
    const from = screen.getByLabelText('From');
    expect(from).toBeInvalid();
    expect(from).toHaveAccessibleDescription('Not a day.');
    expect(screen.getByRole('link', { name: 'Show everything' })).toHaveAttribute('href', '/admin/audit');
  });
});
