import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type Dashboard, inboxApi } from '../../../shared/contracts/inbox';
import { insertInquiry, vn } from '../../../test/inbox-fixtures';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { httpClient } from '../../../test/http';
import { percentile } from '../../statistics';

// The owner's dashboard on a small set of inquiries whose figures are worked out by hand below. The clock stands at
// Wednesday 18 November 2026, 10:00 in Ho Chi Minh City; two weeks are asked for: from Monday 9th and Monday 16th.

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let owner: SignedIn;
let lan: SignedIn;
let minh: SignedIn;
let dashboard: Dashboard;
let paths: string[];
const asOwner = httpClient(
  () => site.app,
  () => owner,
);
const dashboardOf = (query: Record<string, unknown>) => asOwner.get(endpointUrl(inboxApi.dashboard, { query }));

beforeAll(async () => {
  site = await createIsolatedTestApp({ clock: () => vn('2026-11-18 10:00') });
  const db = site.database.db;
  owner = await signedInAs(db, 'owner', { name: 'Olivia' });
  lan = await signedInAs(db, 'sales', { name: 'Lan' });
  minh = await signedInAs(db, 'sales', { name: 'Minh' });
  paths = (await db.selectFrom('product').select('path').orderBy('path').limit(3).execute()).map((p) => p.path);
  const [p1, p2, p3] = paths as [string, string, string];

  // Week of Monday 9th.
  // 60 working minutes to the reply.
  await insertInquiry(db, {
    kind: 'quotation',
    receivedAt: vn('2026-11-09 09:00'),
    firstReplyAt: vn('2026-11-09 10:00'),
    status: 'open',
    assigneeId: lan.staffId,
    products: [{ path: p1 }],
  });
  // Tuesday 09:00 to Thursday 12:00: 510 + 570 + 240 = 1,320 working minutes, within the 1,440 promised.
  await insertInquiry(db, {
    kind: 'order',
    receivedAt: vn('2026-11-10 09:00'),
    firstReplyAt: vn('2026-11-12 12:00'),
    status: 'quoted',
    assigneeId: lan.staffId,
    products: [{ path: p1 }, { path: p2 }],
  });
  // Wednesday 17:00 to the next Monday 09:00: 30 + 570 × 3 + 60 = 1,800 working minutes: late.
  await insertInquiry(db, { kind: 'contact', receivedAt: vn('2026-11-11 17:00'), firstReplyAt: vn('2026-11-16 09:00'), status: 'closed' });
  // Spam counts nowhere, even assigned and with products.
  await insertInquiry(db, {
    kind: 'quotation',
    receivedAt: vn('2026-11-12 09:00'),
    status: 'spam',
    assigneeId: lan.staffId,
    products: [{ path: p2 }],
  });
  // Closed without a reply (a catalogue request needing none): counted as received, owed nothing.
  await insertInquiry(db, { kind: 'catalogue', receivedAt: vn('2026-11-13 09:00'), status: 'closed' });
  // Waiting since Monday noon, due Wednesday 11th: overdue now, so not answered within the promise.
  await insertInquiry(db, { kind: 'contact', receivedAt: vn('2026-11-09 12:00'), assigneeId: minh.staffId });

  // Week of Monday 16th: waiting, due today at 14:00, so neither late nor answered yet.
  await insertInquiry(db, { kind: 'quotation', receivedAt: vn('2026-11-16 09:00'), assigneeId: minh.staffId, products: [{ path: p3 }] });
  // A duplicate merged into another counts nowhere.
  const kept = await insertInquiry(db, { kind: 'order', receivedAt: vn('2026-11-16 10:00'), status: 'closed', products: [{ path: p2 }] });
  const duplicate = await insertInquiry(db, {
    kind: 'order',
    receivedAt: vn('2026-11-16 10:05'),
    status: 'closed',
    products: [{ path: p2 }],
  });
  await db.updateTable('inquiry').set({ merged_into_id: kept.id }).where('id', '=', duplicate.id).execute();

  // Before the two weeks: only in the overdue count.
  await insertInquiry(db, { kind: 'contact', receivedAt: vn('2026-11-02 09:00') });

  const response = await dashboardOf({ weeks: 2 });
  expect(response.status).toBe(200);
  dashboard = response.body as Dashboard;
});
afterAll(() => site.dispose());

describe('the dashboard', () => {
  it('counts inquiries per week by kind, in the company’s weeks from Monday', () => {
    expect(dashboard.weeks.map((w) => [w.weekStart, w.byKind])).toEqual([
      ['2026-11-09', { quotation: 1, order: 1, contact: 2, catalogue: 1 }],
      // The kept order of the merged pair counts; its duplicate does not.
      ['2026-11-16', { quotation: 1, order: 1, contact: 0, catalogue: 0 }],
    ]);
  });

  it('gives the median and 90th percentile of working minutes to the first reply, and the share answered in time', () => {
    // Replies took 60, 1,320 and 1,800 minutes: median 1,320; 90th percentile 1,320 + 0.8 × 480 = 1,704.
    // In time: two of four owed a reply by now (the late one and the overdue one were not).
    expect(dashboard.weeks[0]).toMatchObject({ medianReplyMinutes: 1320, p90ReplyMinutes: 1704, answeredWithin24hShare: 0.5 });
    expect(dashboard.weeks[1]).toMatchObject({ medianReplyMinutes: null, p90ReplyMinutes: null, answeredWithin24hShare: null });
    expect(dashboard).toMatchObject({ medianReplyMinutes: 1320, p90ReplyMinutes: 1704, answeredWithin24hShare: 0.5 });
  });

  it('counts what is overdue now, whenever it arrived', () => {
    expect(dashboard.overdueNow).toBe(2);
  });

  it('ranks the most-asked products by the catalogue’s names', () => {
    expect(dashboard.topProducts.map((p) => [p.path, p.inquiries])).toEqual([
      [paths[0], 2],
      [paths[1], 2],
      [paths[2], 1],
    ]);
    expect(dashboard.topProducts.every((p) => typeof p.name === 'string' && p.name.length > 0)).toBe(true);
  });

  it('gives each sales person their assigned, replied and overdue inquiries and median reply time', () => {
    expect(dashboard.perStaff).toEqual([
      { staff: { id: lan.staffId, name: 'Lan' }, assigned: 2, replied: 2, overdue: 0, medianReplyMinutes: 690 },
      { staff: { id: minh.staffId, name: 'Minh' }, assigned: 2, replied: 0, overdue: 1, medianReplyMinutes: null },
      { staff: { id: owner.staffId, name: 'Olivia' }, assigned: 0, replied: 0, overdue: 0, medianReplyMinutes: null },
    ]);
  });

  it('asks for 1 to 52 weeks, 12 unless told', async () => {
    expect((await dashboardOf({})).body.weeks).toHaveLength(12);
    expect((await dashboardOf({ weeks: 0 })).status).toBe(400);
    expect((await dashboardOf({ weeks: 53 })).status).toBe(400);
  });
});

describe('percentiles', () => {
  it('interpolate between neighbours as PostgreSQL’s percentile_cont does', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 0.9)).toBe(46);
  });
});
