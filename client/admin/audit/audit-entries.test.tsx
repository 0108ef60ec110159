import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { AuditEntry } from '../../../shared/contracts/staff';
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, auditKindOf } from '../../../shared/staff/audit-actions';
import { AuditEntries } from './audit-entries';
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

const render = (items: AuditEntry[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AuditEntries items={items} />
    </MemoryRouter>,
  );

/** The text a person reads in a cell, without the markup. */
const cells = (html: string) =>
  [...html.matchAll(/<td data-label="([^"]+)"[^>]*>(.*?)<\/td>/g)].map(([, label, cell]) => [
    label,
    cell!
      .replace(/<br\/?>|<\/li>/g, ' | ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .replace(/( \| )+$/, '')
      .trim(),
  ]);
const cell = (html: string, label: string) => cells(html).find(([name]) => name === label)?.[1];
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [href, text]);

describe('an audit entry', () => {
  it('says the action in words, never its stored name', () => {
    const html = render([entry({})]);
    expect(cell(html, 'Action')).toBe('Added a note');
    expect(html).not.toContain('inquiry.note-added');
    expect(cell(html, 'Who')).toBe('Lan Nguyen | lan@company.example');
  });

  it('names an inquiry by its reference, linked to the inquiry', () => {
    const html = render([entry({})]);
    expect(cell(html, 'Subject')).toBe('Inquiry Q-2611-KTZSK');
    expect(links(html)).toEqual([['/admin/inquiries/42', 'Q-2611-KTZSK']]);
  });

  it('shows a quote sent with its total as money, its validity as a day and the status change in words', () => {
    const html = render([
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
    expect(cell(html, 'Action')).toBe('Sent a quote');
    expect(cell(html, 'Details')).toBe('Version: 2 | Total: USD 3,750.00 | Lines: 1 | Valid until: 24 Dec 2026 | Status: Open → Quoted');
    expect(html).not.toMatch(/375000|981|[{}]|outboxId|totalCents/);
  });

  it('names a product by its name today, linked to its editor, and says what it was called then', () => {
    const html = render([
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
    expect(cell(html, 'Action')).toBe('Changed');
    expect(cell(html, 'Subject')).toBe('Product Seagrass belly basket');
    expect(links(html)).toEqual([['/admin/content/product/12', 'Seagrass belly basket']]);
    expect(cell(html, 'Details')).toBe('Name then: Seagrass basket | Fields changed: Name, Path');
  });

  it('names a deleted item without a link to an editor that would not find it', () => {
    const html = render([
      entry({
        action: 'content.deleted',
        subjectType: 'faq',
        subjectId: '7',
        subjectName: 'Do you ship samples?',
        subjectExists: false,
        detail: { title: 'Do you ship samples?', changed: [] },
      }),
    ]);
    expect(cell(html, 'Subject')).toBe('FAQ Do you ship samples?');
    expect(links(html)).toEqual([]);
    expect(cell(html, 'Details')).toBe('—');
  });

  it('names a whole list whose order changed, linked to where it is put in order', () => {
    const html = render([
      entry({
        action: 'content.reordered',
        subjectType: 'faq',
        subjectId: 'type=2',
        subjectName: null,
        subjectExists: false,
        detail: { ids: [4, 2, 9] },
      }),
    ]);
    expect(cell(html, 'Action')).toBe('Changed the order');
    expect(links(html)).toEqual([['/admin/content/faq/order', 'Order of the FAQs']]);
    expect(cell(html, 'Details')).toBe('—');
  });

  it('names the people of an assignment, not their ids', () => {
    const html = render([
      entry({
        actor: 'auto-assign',
        actorName: null,
        action: 'inquiry.assigned',
        detail: { from: null, to: 3, toName: 'Minh Tran', automatic: true },
      }),
    ]);
    expect(cell(html, 'Who')).toBe('auto-assign');
    expect(cell(html, 'Details')).toBe('Assigned: Nobody → Minh Tran | Given automatically: Yes');
  });

  it('shows a refused sign-in with the address typed, why, how many so far and until when, in the company’s time', () => {
    const html = render([
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
    expect(cell(html, 'Action')).toBe('Was refused sign-in after too many failures');
    expect(cell(html, 'Subject')).toBe('Staff Anna Le');
    expect(cell(html, 'Details')).toBe(
      'E-mail address: anna@company.example | Refused for: Too many failed sign-ins to this account from this address | ' +
        'Sign-ins refused so far: 4 | Refused until: Tue, 24 Nov 2026, 10:20',
    );
    expect(cell(html, 'Address')).toBe('203.0.113.7');
  });

  it('has words for every action, each about one of the kinds the filter offers', () => {
    for (const action of AUDIT_ACTION_NAMES) {
      expect({ action, words: AUDIT_ACTIONS[action] }).toEqual({ action, words: expect.stringMatching(/^[A-Z][^.]+$/) });
      expect({ action, kind: auditKindOf(action) }).not.toEqual({ action, kind: null });
    }
  });
});

describe('the audit log filters', () => {
  it('keep what the entries are about in the address, with the other filters, so a filtered list can be shared', () => {
    const address = auditAddress({ about: 'quote', actor: 'lan', action: '', from: '2026-11-01', to: '' }, 2);
    expect(address).toBe('/admin/audit?about=quote&actor=lan&from=2026-11-01&page=2');
    const filters = auditFiltersOf(new URL(address, 'http://catalogue.test').searchParams);
    expect(filters).toEqual({ about: 'quote', action: '', actor: 'lan', from: '2026-11-01', to: '' });
    expect(auditQueryOf(filters, 2)).toEqual({ about: 'quote', actor: 'lan', from: '2026-11-01', page: 2 });
  });

  it('offer the kinds by name, with the one in the address chosen, and the actions in words under their kind', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <AuditFilterForm filters={{ about: 'quote', action: '', actor: '', from: '', to: '' }} errors={{}} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<label for="audit-about"[^>]*>About<\/label>/);
    expect(html).toContain('<option value="quote" selected="">Quotes</option>');
    expect(html).toContain('<option value="inquiry">Inquiries</option>');
    expect(html).toMatch(/<optgroup label="Inquiries">.*<option value="inquiry.note-added">Added a note<\/option>.*<\/optgroup>/);
  });
});
