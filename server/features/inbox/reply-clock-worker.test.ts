import { Writable } from 'node:stream';
import pino from 'pino';
import { insertInquiry, vn } from '../../../test/inbox-fixtures';
import { createTestDatabase, dropTestDatabase } from '../../../test/test-database';
import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { OVERDUE_PURPOSE, REMINDER_PURPOSE, runReplyClockPass } from './reply-clock-worker';
import { startReplyClock } from './reply-clock.public';

// The reply clock's mails at the injected times: 4 working hours before a reply is due, then once it is overdue,
// each exactly once even when two processes run the clock at the same moment. A database of its own: the passes
// look at every inquiry.

const BASE_URL = 'https://shop.example';
let name: string;
let first: DatabaseHandle;
let second: DatabaseHandle;
const staff: Record<'lan' | 'minh' | 'olivia' | 'ed', { id: number; email: string }> = {} as never;

beforeAll(async () => {
  const created = await createTestDatabase('catalogue_reply_clock');
  name = created.name;
  first = openPostgres(created.url, 2);
  second = openPostgres(created.url, 2);
  await migrateToLatest(first.db);
  for (const [key, role] of [
    ['lan', 'sales'],
    ['minh', 'sales'],
    ['olivia', 'owner'],
    ['ed', 'editor'],
  ] as const) {
    const email = `${key}@hanoweave.example`;
    // Minh reads the back office, and its mails, in Vietnamese; the others have chosen no language (English).
    const { id } = await first.db
      .insertInto('staff')
      .values({ email, name: key, role, password_hash: null, locale: key === 'minh' ? 'vi' : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    staff[key] = { id, email };
  }
});
afterAll(async () => {
  await first.close();
  await second.close();
  await dropTestDatabase(name);
});

const passAt = (at: Date, db = first.db) => runReplyClockPass(db, { now: () => at, publicBaseUrl: BASE_URL });
/** Two processes running the clock at the same moment. */
const twoPassesAt = (at: Date) => Promise.all([passAt(at, first.db), passAt(at, second.db)]);
const mailsOf = (inquiryId: string) =>
  first.db
    .selectFrom('email_outbox')
    .select(['purpose', 'to_address', 'subject', 'body_text'])
    .where('inquiry_id', '=', inquiryId)
    .orderBy('id')
    .execute();

describe('the reply clock', () => {
  it('reminds the assignee 4 working hours before the reply is due, and tells them once it is overdue, each once', async () => {
    // Monday 09:00: 8.5 working hours on Monday, 9.5 on Tuesday, 6 on Wednesday → due Wednesday 14:00.
    const { id, reference } = await insertInquiry(first.db, {
      receivedAt: vn('2026-11-16 09:00'),
      name: 'Mia Rossi',
      assigneeId: staff.lan.id,
    });

    await twoPassesAt(vn('2026-11-18 09:59'));
    expect(await mailsOf(id)).toEqual([]);

    await twoPassesAt(vn('2026-11-18 10:00'));
    await twoPassesAt(vn('2026-11-18 12:00'));
    const reminded = await mailsOf(id);
    expect(reminded).toEqual([expect.objectContaining({ purpose: REMINDER_PURPOSE, to_address: staff.lan.email })]);
    expect(reminded[0]!.subject).toBe(`Reply due soon: Contact message ${reference} from Mia Rossi`);
    expect(reminded[0]!.body_text).toContain('A reply is due in 4 h of working time');
    expect(reminded[0]!.body_text).toContain(`${BASE_URL}/admin/inquiries/${id}`);

    // Due at 14:00 sharp: overdue only after it.
    await twoPassesAt(vn('2026-11-18 14:00'));
    expect(await mailsOf(id)).toHaveLength(1);
    await twoPassesAt(vn('2026-11-18 14:01'));
    await twoPassesAt(vn('2026-11-19 09:00'));
    const all = await mailsOf(id);
    expect(all.map((m) => [m.purpose, m.to_address])).toEqual([
      [REMINDER_PURPOSE, staff.lan.email],
      [OVERDUE_PURPOSE, staff.lan.email],
    ]);
    expect(all[1]!.subject).toBe(`Overdue: Contact message ${reference} from Mia Rossi`);
  });

  it('counts the 4 hours in working time: a reply due at noon is reminded of at the previous evening’s closing', async () => {
    // Tuesday 16:30 → 1 h on Tuesday, 9.5 Wednesday, 9.5 Thursday, 4 on Friday: due Friday 12:00. Four working hours
    // before that is Thursday 17:30, the close of the day.
    const { id } = await insertInquiry(first.db, { receivedAt: vn('2026-11-17 16:30'), assigneeId: staff.minh.id });
    await passAt(vn('2026-11-19 17:29'));
    expect(await mailsOf(id)).toEqual([]);
    await passAt(vn('2026-11-19 17:30'));
    expect((await mailsOf(id)).map((m) => m.purpose)).toEqual([REMINDER_PURPOSE]);
  });

  it('mails every active sales person about an unassigned inquiry, and the owners when there is no sales person', async () => {
    const unassigned = await insertInquiry(first.db, { receivedAt: vn('2026-11-16 10:00') });
    await passAt(vn('2026-11-18 11:00'));
    expect((await mailsOf(unassigned.id)).map((m) => m.to_address).sort()).toEqual([staff.lan.email, staff.minh.email].sort());

    // An assignee who left no longer hears of it: the team does.
    const gone = await insertInquiry(first.db, { receivedAt: vn('2026-11-16 10:30'), assigneeId: staff.lan.id });
    await first.db.updateTable('staff').set({ active: false }).where('role', '=', 'sales').execute();
    try {
      await passAt(vn('2026-11-18 11:30'));
      expect((await mailsOf(gone.id)).map((m) => m.to_address)).toEqual([staff.olivia.email]);
    } finally {
      await first.db.updateTable('staff').set({ active: true }).where('role', '=', 'sales').execute();
    }
  });

  it('writes each member of staff the same reminder in their own language, the due time as they write dates', async () => {
    const unassigned = await insertInquiry(first.db, { receivedAt: vn('2026-11-16 09:30'), name: 'Mia Rossi' });
    await passAt(vn('2026-11-18 10:45'));
    const mails = await mailsOf(unassigned.id);
    const to = (who: 'lan' | 'minh') => mails.find((m) => m.to_address === staff[who].email)!;
    expect(mails.map((m) => m.purpose)).toEqual([REMINDER_PURPOSE, REMINDER_PURPOSE]);
    expect(to('lan').subject).toBe(`Reply due soon: Contact message ${unassigned.reference} from Mia Rossi`);
    expect(to('lan').body_text).toContain('A reply is due in 3 h 45 min of working time, by Wed, 18 Nov 2026, 14:30 GMT+7.');
    expect(to('minh').subject).toBe(`Sắp đến hạn trả lời: Tin nhắn liên hệ ${unassigned.reference} của Mia Rossi`);
    expect(to('minh').body_text).toContain('Còn 3 giờ 45 phút làm việc để trả lời, hạn chót 14:30 GMT+7 Thứ 4, 18 thg 11, 2026.');
    expect(to('minh').body_text).toContain(`Xem tại: ${BASE_URL}/admin/inquiries/${unassigned.id}`);
  });

  it('sends nothing about inquiries that were answered, are spam or closed, or were merged', async () => {
    const received = vn('2026-11-16 08:00');
    const answered = await insertInquiry(first.db, { receivedAt: received, firstReplyAt: vn('2026-11-16 09:00'), status: 'open' });
    const spam = await insertInquiry(first.db, { receivedAt: received, status: 'spam' });
    const closed = await insertInquiry(first.db, { receivedAt: received, status: 'closed' });
    const quoted = await insertInquiry(first.db, { receivedAt: received, status: 'quoted' });
    const merged = await insertInquiry(first.db, { receivedAt: received });
    await first.db.updateTable('inquiry').set({ merged_into_id: answered.id }).where('id', '=', merged.id).execute();
    const waiting = await insertInquiry(first.db, { receivedAt: received });
    await passAt(vn('2026-11-20 09:00'));
    for (const { id } of [answered, spam, closed, quoted, merged]) expect(await mailsOf(id)).toEqual([]);
    expect((await mailsOf(waiting.id)).map((m) => m.purpose)).toEqual([OVERDUE_PURPOSE, OVERDUE_PURPOSE]);
  });

  it('gives inquiries stored without a due time theirs, counting the public holidays', async () => {
    await first.db.insertInto('public_holiday').values({ day: '2026-11-24', name: 'Test holiday' }).execute();
    try {
      // Monday 23rd 09:00, Tuesday off: due Thursday 14:00.
      const waiting = await insertInquiry(first.db, { receivedAt: vn('2026-11-23 09:00'), withoutDueTime: true });
      const answered = await insertInquiry(first.db, {
        receivedAt: vn('2026-11-23 09:00'),
        withoutDueTime: true,
        firstReplyAt: vn('2026-11-23 10:00'),
        status: 'open',
      });
      const pass = await passAt(vn('2026-11-23 09:30'));
      expect(pass.dueTimesSet).toBeGreaterThanOrEqual(1);
      const due = (id: string) =>
        first.db
          .selectFrom('inquiry')
          .select('reply_due_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
          .then((r) => r.reply_due_at);
      expect(await due(waiting.id)).toEqual(vn('2026-11-26 14:00'));
      expect(await due(answered.id)).toBeNull();
    } finally {
      await first.db.deleteFrom('public_holiday').execute();
    }
  });

  it('runs in the background from the web process, and stops when asked', async () => {
    const waiting = await insertInquiry(first.db, { receivedAt: vn('2026-11-16 09:00'), withoutDueTime: true });
    // The pass logs what it did: that line says the first pass is over.
    let logged: (line: string) => void;
    const firstPass = new Promise<string>((resolve) => (logged = resolve));
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (logged(String(chunk)), done()) }));
    const clock = startReplyClock(first.db, logger, { now: () => vn('2026-11-16 10:00'), publicBaseUrl: BASE_URL, intervalMs: 3_600_000 });
    expect(JSON.parse(await firstPass)).toMatchObject({
      msg: 'Reply clock: 1 reply due time set, 0 reminders, 0 overdue notices, 0 quote follow-ups',
      dueTimesSet: 1,
      reminders: 0,
      overdue: 0,
    });
    await clock.stop();
    const row = await first.db.selectFrom('inquiry').select('reply_due_at').where('id', '=', waiting.id).executeTakeFirstOrThrow();
    expect(row.reply_due_at).toEqual(vn('2026-11-18 14:00'));
  });
});
