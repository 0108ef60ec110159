import { endpointUrl } from '../shared/contracts/endpoint-url';
import { type InquiryDetail, type InquiryPage, inboxApi } from '../shared/contracts/inbox';
import type { Db } from '../server/db/connect';
import type { InquiryKind, InquiryStatus } from '../server/db/database';
import { countryOf } from '../server/features/inbox/buyer-origin';
import { companyDomainOf } from '../server/features/inbox/company-domain';
import { COMPANY_WORKING_TIME, replyDueAt } from '../server/features/inbox/reply-clock';
import { newReference } from '../server/features/inquiries/reference.public';
import { type HttpClient, httpClient } from './http';
import { type SignedIn, signedInAs } from './staff-sessions';
import { createIsolatedTestApp } from './test-app';

// Inquiries for the inbox's tests, written straight to the database with the times a test needs (the public forms
// stamp them with the database's clock), and a clock the tests move instead of waiting; the app the inbox's API
// tests share, with the people they act as, and what those tests read of the list and of an inquiry.

/** An instant on the company's wall clock (Ho Chi Minh City, UTC+7 all year): vn('2026-11-16 09:00'). */
export const vn = (wallTime: string) => new Date(`${wallTime.replace(' ', 'T')}:00+07:00`);

/** A clock a test sets: the app and the workers read it, nobody sleeps on it. */
export function testClock(start: Date) {
  let now = start;
  return {
    now: () => now,
    set(at: Date) {
      now = at;
    },
  };
}

export interface FixtureInquiry {
  kind?: InquiryKind;
  receivedAt: Date;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  subject?: string;
  message?: string;
  status?: InquiryStatus;
  assigneeId?: number | null;
  /** Product paths (and pieces for an order). */
  products?: { path: string; name?: string; pieces?: number }[];
  firstReplyAt?: Date | null;
  /** Leave the due time unset, as for inquiries stored before the inbox existed. */
  withoutDueTime?: boolean;
  /** Also queue the buyer's acknowledgement in the outbox ('skipped': as the daily limit records it). */
  acknowledgement?: 'pending' | 'skipped';
}

function payloadOf(f: FixtureInquiry, kind: InquiryKind) {
  const contact = { name: f.name ?? '', email: f.email ?? '', phone_number: f.phone ?? '' };
  if (kind === 'catalogue') return { email: f.email ?? '' };
  if (kind === 'order') {
    return {
      ...contact,
      message: f.message ?? '',
      items: (f.products ?? []).map((p) => ({
        path: p.path,
        name: p.name ?? p.path,
        variants: [{ colour: 'Natural', quantity: p.pieces ?? 100 }],
      })),
    };
  }
  const product =
    kind === 'quotation' && f.products?.[0] ? { link: `/product/${f.products[0].path}`, name: f.products[0].name ?? 'A product' } : null;
  return { ...contact, subject: f.subject ?? '', message: f.message ?? '', ...(product ? { product } : {}) };
}

export async function insertInquiry(db: Db, f: FixtureInquiry): Promise<{ id: string; reference: string }> {
  const kind = f.kind ?? 'contact';
  const reference = newReference(kind, f.receivedAt);
  const email = f.email === undefined ? `buyer-${Math.random().toString(36).slice(2)}@example.com` : f.email;
  const { id } = await db
    .insertInto('inquiry')
    .values({
      reference,
      kind,
      idempotency_key: null,
      name: f.name === undefined ? 'Test Buyer' : f.name,
      email,
      phone: f.phone ?? null,
      payload: JSON.stringify(payloadOf({ ...f, email }, kind)),
      response: JSON.stringify({ reference }),
      client_ip: null,
      created_at: f.receivedAt,
      updated_at: f.receivedAt,
      status: f.status ?? 'new',
      assignee_id: f.assigneeId ?? null,
      reply_due_at: f.withoutDueTime ? null : replyDueAt(f.receivedAt, COMPANY_WORKING_TIME),
      first_reply_at: f.firstReplyAt ?? null,
      answered_at: f.firstReplyAt ?? null,
      country: countryOf({ phone: f.phone, email }),
      company_domain: companyDomainOf(email),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (f.products?.length) {
    await db
      .insertInto('inquiry_product')
      .values(f.products.map((p) => ({ inquiry_id: id, product_path: p.path, pieces: p.pieces ?? null })))
      .execute();
  }
  if (f.acknowledgement && email) {
    await db
      .insertInto('email_outbox')
      .values({
        inquiry_id: id,
        purpose: 'buyer-acknowledgement',
        to_address: email,
        subject: `We received your inquiry (${reference})`,
        body_text: 'Thank you',
        body_html: '<p>Thank you</p>',
        ...(f.acknowledgement === 'skipped' ? { status: 'skipped' as const, skipped_reason: 'daily limit' } : {}),
      })
      .execute();
  }
  return { id, reference };
}

/**
 * The app of an inbox API test, on a database of its own (the list sees every inquiry) and the test's clock, with
 * the people the tests act as (an owner, two sales people, and an editor, whom the inbox refuses) and the first three
 * products of the demo catalogue. Opened in the file's `beforeAll`, disposed of (`site.dispose()`) in its `afterAll`.
 */
export async function openInboxTestApp(clock: () => Date) {
  const site = await createIsolatedTestApp({ clock });
  const db = site.database.db;
  return {
    site,
    owner: await signedInAs(db, 'owner', { name: 'Olivia Owner' }),
    sales: await signedInAs(db, 'sales', { name: 'Lan Nguyen' }),
    otherSales: await signedInAs(db, 'sales', { name: 'Minh Tran' }),
    editor: await signedInAs(db, 'editor', { name: 'Ed Itor' }),
    products: await db.selectFrom('product').select(['path', 'name']).orderBy('id').limit(3).execute(),
  };
}

export type InboxTestApp = Awaited<ReturnType<typeof openInboxTestApp>>;

/**
 * The app an inbox API test file shares, opened before its tests and closed after them: the people it acts as, its
 * database, requests (as the sales person Lan unless a test says who) and what the tests read. The clock stands at
 * `now` when each test starts; a test moves it with `clock.set`.
 */
export function inboxTestSite(now: Date) {
  const clock = testClock(now);
  let app: InboxTestApp | undefined;
  const opened = (): InboxTestApp => {
    if (!app) throw new Error('The inbox test app opens before the first test (beforeAll).');
    return app;
  };
  beforeAll(async () => {
    app = await openInboxTestApp(clock.now);
  });
  afterAll(() => app?.site.dispose());
  beforeEach(() => clock.set(now));
  const db = () => opened().site.database.db;
  const requests = httpClient(
    () => opened().site.app,
    () => opened().sales,
  );
  return {
    clock,
    db,
    ...requests,
    /** A buyer's browser, or anyone without a staff session. */
    visitor: httpClient(() => opened().site.app),
    ...inboxReads(db, requests.get),
    get site() {
      return opened().site;
    },
    get owner() {
      return opened().owner;
    },
    get sales() {
      return opened().sales;
    },
    get otherSales() {
      return opened().otherSales;
    },
    get editor() {
      return opened().editor;
    },
    get products() {
      return opened().products;
    },
  };
}

/**
 * What the inbox's API tests read: the list and an inquiry through the API (a test fails unless they answer 200),
 * and an inquiry's audit entries, mails and row straight from the database.
 */
export function inboxReads(db: () => Db, get: HttpClient['get']) {
  const listUrl = (query: Record<string, unknown>) => endpointUrl(inboxApi.list, { query });
  return {
    listUrl,
    list: async (query: Record<string, unknown>, who?: SignedIn): Promise<InquiryPage> => {
      const response = await get(listUrl(query), who);
      expect(response.status).toBe(200);
      return response.body as InquiryPage;
    },
    detailOf: async (id: string): Promise<InquiryDetail> => {
      const response = await get(endpointUrl(inboxApi.get, { params: { id } }));
      expect(response.status).toBe(200);
      return response.body as InquiryDetail;
    },
    /** The address of an endpoint on one inquiry. */
    at: (id: string, endpoint: { path: string; method: 'GET' | 'POST' }) =>
      endpointUrl(endpoint as typeof inboxApi.get, { params: { id } }),
    auditOf: (id: string) =>
      db().selectFrom('audit_log').selectAll().where('subject_type', '=', 'inquiry').where('subject_id', '=', id).orderBy('id').execute(),
    outboxOf: (id: string) => db().selectFrom('email_outbox').selectAll().where('inquiry_id', '=', id).orderBy('id').execute(),
    row: (id: string) => db().selectFrom('inquiry').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}
