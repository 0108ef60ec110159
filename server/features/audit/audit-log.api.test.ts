import type { ContentItem } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi } from '../../../shared/contracts/inbox';
import { quotesApi } from '../../../shared/contracts/quotes';
import { type AuditEntry, staffApi } from '../../../shared/contracts/staff';
import { insertInquiry, testClock, vn } from '../../../test/inbox-fixtures';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { httpClient } from '../../../test/http';

// The audit log as an owner reads it through the staff API: filtered by what the entries are about, and each
// entry naming its subject and its actor as staff know them (an inquiry's reference, a product's or a person's
// name), looked up in the list's own query. On a database of its own (the demo's content is in its log too).

const clock = testClock(vn('2026-11-24 10:00'));
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let owner: SignedIn;
let sales: SignedIn;
let editor: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp({ clock: clock.now });
  const db = site.database.db;
  owner = await signedInAs(db, 'owner', { name: 'Olivia Owner' });
  sales = await signedInAs(db, 'sales', { name: 'Lan Nguyen' });
  editor = await signedInAs(db, 'editor', { name: 'Hoa Editor' });
});
afterAll(() => site.dispose());

const { get, post } = httpClient(() => site.app);

async function readLog(query: Record<string, string>, who: SignedIn = owner) {
  return get(endpointUrl(staffApi.audit, { query } as never), who);
}

async function entries(query: Record<string, string>): Promise<AuditEntry[]> {
  const response = await readLog(query);
  expect(response.status).toBe(200);
  return response.body.items as AuditEntry[];
}

/** An inquiry with a note, a status change and a quote draft of one priced line, by the sales person. */
async function workedInquiry() {
  const { id, reference } = await insertInquiry(site.database.db, { kind: 'quotation', receivedAt: vn('2026-11-23 15:00') });
  expect(
    (await post(endpointUrl(inboxApi.addNote, { params: { id } }), { body: 'Called the buyer: wants 300 pieces.' }, sales)).status,
  ).toBe(200);
  expect((await post(endpointUrl(inboxApi.setStatus, { params: { id } }), { status: 'open', version: 1 }, sales)).status).toBe(200);
  const product = await site.database.db.selectFrom('product').select(['path', 'colours']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const draft = {
    version: null,
    incoterm: 'fob-hai-phong',
    port: '',
    paymentTerms: 'tt-30',
    samplesDays: { from: 5, to: 10 },
    productionDays: { from: 35, to: 65 },
    validUntil: '2026-12-24',
    notes: '',
    lines: [{ path: product.path, colour: 'Natural', quantity: 300, unitPriceCents: 1250, belowMinimumReason: '' }],
  };
  expect((await post(endpointUrl(quotesApi.saveDraft, { params: { id } }), draft, sales)).status).toBe(200);
  return { id, reference };
}

describe('the audit log', () => {
  it('finds what an inquiry went through under "Inquiries", its quote under "Quotes", each named by its reference', async () => {
    const { id, reference } = await workedInquiry();

    const inquiries = await entries({ about: 'inquiry', actor: sales.email });
    expect(inquiries.map((entry) => entry.action)).toEqual(['inquiry.status-changed', 'inquiry.note-added']);
    for (const entry of inquiries) {
      expect(entry).toMatchObject({
        subjectType: 'inquiry',
        subjectId: id,
        subjectName: reference,
        subjectExists: true,
        actor: sales.email,
        actorName: 'Lan Nguyen',
      });
    }
    const quotes = await entries({ about: 'quote', actor: sales.email });
    expect(quotes).toEqual([
      expect.objectContaining({
        action: 'quote.draft-saved',
        subjectName: reference,
        detail: expect.objectContaining({ totalCents: 375_000 }),
      }),
    ]);
    // The other filters narrow it further, and one subject's entries are found by its kind and id.
    expect((await entries({ about: 'inquiry', action: 'inquiry.note-added', actor: sales.email })).map((entry) => entry.action)).toEqual([
      'inquiry.note-added',
    ]);
    expect((await entries({ about: 'inquiry', actor: owner.email })).length).toBe(0);
    expect((await entries({ subject: `inquiry:${id}` })).map((entry) => entry.action).sort()).toEqual([
      'inquiry.note-added',
      'inquiry.status-changed',
      'quote.draft-saved',
    ]);
  });

  it('refuses a kind it does not know, under its field', async () => {
    const response = await readLog({ about: 'weather' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(['about']);
  });

  it('names people, tokens and content by their names today, and a deleted item by the name it had', async () => {
    const invited = await post(
      endpointUrl(staffApi.invite),
      { email: `audited-${Date.now()}@staff.test`, name: 'Minh Tran', role: 'sales' },
      owner,
    );
    expect(invited.status).toBe(200);
    const token = await post(
      endpointUrl(staffApi.createToken),
      { name: 'Spreadsheet sync', role: 'sales', expiresAt: '2027-01-15' },
      owner,
    );
    expect(token.status).toBe(200);
    const faq = { type: 2, question: 'Can you weave our own pattern?', answer: '<p>Yes: send a drawing.</p>' };
    const created = (await post(endpointUrl(contentApi.create, { params: { type: 'faq' } } as never), { values: faq }, editor))
      .body as ContentItem;
    const at = { params: { type: 'faq', id: String(created.id) } } as never;
    const renamed = { ...created.values, question: 'Can you weave a pattern of ours?' };
    expect((await post(endpointUrl(contentApi.update, at), { values: renamed, version: 1 }, editor)).status).toBe(200);

    const staff = await entries({ about: 'staff', actor: owner.email });
    expect(staff).toEqual([expect.objectContaining({ action: 'staff.invited', subjectName: 'Minh Tran', actorName: 'Olivia Owner' })]);
    expect(await entries({ about: 'token', actor: owner.email })).toEqual([
      expect.objectContaining({ action: 'token.created', subjectName: 'Spreadsheet sync', subjectExists: true }),
    ]);
    // Both of the question's entries name it as it is called now; the first keeps its old name in its details.
    const content = await entries({ about: 'content', actor: editor.email });
    expect(content.map((entry) => [entry.action, entry.subjectName, entry.subjectExists])).toEqual([
      ['content.updated', 'Can you weave a pattern of ours?', true],
      ['content.created', 'Can you weave a pattern of ours?', true],
    ]);
    expect(content[1]!.detail.title).toBe('Can you weave our own pattern?');

    expect((await post(endpointUrl(contentApi.remove, at), { version: 2 }, editor)).status).toBe(200);
    const afterDeleting = await entries({ about: 'content', actor: editor.email });
    expect(afterDeleting.map((entry) => [entry.action, entry.subjectName, entry.subjectExists])).toEqual([
      ['content.deleted', 'Can you weave a pattern of ours?', false],
      ['content.updated', 'Can you weave a pattern of ours?', false],
      ['content.created', 'Can you weave our own pattern?', false],
    ]);
  });

  it('names an item of every kind of content the demo catalogue was written with', async () => {
    const kinds = await site.database.db
      .selectFrom('audit_log')
      .select('subject_type')
      .distinct()
      .where('action', 'like', 'content.%')
      .execute();
    expect(kinds.length).toBeGreaterThan(5);
    for (const { subject_type: kind } of kinds) {
      // An item's entries, not a whole list's order.
      const item = (await entries({ subject: kind! })).find((entry) => /^\d+$/.test(entry.subjectId ?? ''));
      expect({ kind, name: item?.subjectName ?? null }).toEqual({ kind, name: expect.stringMatching(/\S/) });
    }
  });

  it('is read by owners only', async () => {
    for (const who of [sales, editor]) expect((await readLog({ about: 'inquiry' }, who)).status).toBe(403);
    expect((await get(endpointUrl(staffApi.audit, { query: { about: 'inquiry' } }))).status).toBe(401);
  });
});
