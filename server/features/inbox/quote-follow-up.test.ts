import { insertInquiry, vn } from '../../../test/inbox-fixtures';
import { insertSentQuote } from '../../../test/quote-fixtures';
import { createTestDatabase, dropTestDatabase } from '../../../test/test-database';
import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import { FOLLOW_UP_PURPOSE, followUpMail } from './quote-follow-up';
import { runReplyClockPass } from './reply-clock-worker';

// A quote the buyer leaves unanswered: after the inbox's follow-up days (3 working days unless changed), its assignee
// is reminded once, however many processes run the reply clock. A database of its own: the pass looks at every
// quote. Monday 2 November 2026 10:00 company time; the company works Monday to Saturday, 08:00–17:30.

let name: string;
let first: DatabaseHandle;
let second: DatabaseHandle;
let lan: { id: number; email: string };

beforeAll(async () => {
  const created = await createTestDatabase('catalogue_follow_up');
  name = created.name;
  first = openPostgres(created.url, 2);
  second = openPostgres(created.url, 2);
  await migrateToLatest(first.db);
  lan = await first.db
    .insertInto('staff')
    .values({ email: 'lan@hanoweave.example', name: 'Lan Nguyen', role: 'sales', password_hash: null })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await first.close();
  await second.close();
  await dropTestDatabase(name);
});
beforeEach(async () => {
  await db().updateTable('inbox_settings').set({ follow_up_days: 3 }).execute();
  await db().deleteFrom('public_holiday').execute();
});

const db = () => first.db;
const SENT = vn('2026-11-02 10:00');
const options = (at: Date) => ({ now: () => at, publicBaseUrl: 'https://hanoweave.example' });
const followUpsAt = async (at: Date) =>
  (await Promise.all([runReplyClockPass(first.db, options(at)), runReplyClockPass(second.db, options(at))])).reduce(
    (sum, pass) => sum + pass.followUps,
    0,
  );

let buyers = 0;
/** A quoted inquiry, assigned to Lan, whose version 1 was sent on Monday at 10:00. */
async function quoted(more: { validUntil?: string } = {}) {
  const inquiry = await insertInquiry(db(), {
    kind: 'quotation',
    receivedAt: vn('2026-11-02 09:00'),
    status: 'quoted',
    firstReplyAt: SENT,
    name: `Jonas Weber ${++buyers}`,
    email: `jonas${buyers}@wohnen.de`,
    assigneeId: lan.id,
  });
  const quote = await insertSentQuote(db(), inquiry.id, [
    { sentAt: SENT, validUntil: more.validUntil ?? '2026-12-31', totalCents: 1_200_000 },
  ]);
  return { ...inquiry, versionId: quote.versionIds[0]! };
}
const followUpMails = (inquiryId: string) =>
  db()
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'body_text'])
    .where('inquiry_id', '=', inquiryId)
    .where('purpose', '=', FOLLOW_UP_PURPOSE)
    .execute();

it('reminds the assignee once, 3 working days after the quote was sent, saying the buyer has not opened it', async () => {
  const { id, reference } = await quoted();
  // Thursday 09:59 is 3 working days less a minute.
  expect(await followUpsAt(vn('2026-11-05 09:59'))).toBe(0);
  expect(await followUpsAt(vn('2026-11-05 10:00'))).toBe(1);
  expect(await followUpsAt(vn('2026-11-06 10:00'))).toBe(0);
  const mails = await followUpMails(id);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.to_address).toBe(lan.email);
  expect(mails[0]!.subject).toBe(`Follow up: ${reference} from Jonas Weber 1, quote not answered`);
  expect(mails[0]!.body_text).toContain('They have not opened it yet');
  expect(mails[0]!.body_text).toContain(`https://hanoweave.example/admin/inquiries/${id}`);
  const history = await db().selectFrom('inquiry_event').select(['actor_label', 'body']).where('inquiry_id', '=', id).execute();
  expect(history).toEqual([
    {
      actor_label: 'Follow-up reminder',
      body: `No answer to quotation version 1 after 3 working days: ${lan.email} reminded to follow up.`,
    },
  ]);
});

it('says when the buyer opened the quote, counts working days around holidays, and follows the setting', async () => {
  const { id, versionId } = await quoted();
  await db()
    .updateTable('quote_version')
    .set({ page_opened_at: vn('2026-11-02 15:00') })
    .where('id', '=', versionId)
    .execute();
  await db().insertInto('public_holiday').values({ day: '2026-11-04', name: 'Company day off' }).execute();
  await db().updateTable('inbox_settings').set({ follow_up_days: 2 }).execute();
  // Two working days after Monday 10:00, with Wednesday off: Thursday 10:00 rather than Wednesday.
  expect(await followUpsAt(vn('2026-11-05 09:59'))).toBe(0);
  expect(await followUpsAt(vn('2026-11-05 10:00'))).toBe(1);
  expect((await followUpMails(id))[0]!.body_text).toContain('They opened it on their page on Mon, 2 Nov 2026, 15:00 GMT+7.');

  await db().updateTable('inbox_settings').set({ follow_up_days: 0 }).execute();
  const off = await quoted();
  expect(await followUpsAt(vn('2026-11-20 10:00'))).toBe(0);
  expect(await followUpMails(off.id)).toEqual([]);
});

it('leaves alone a quote the buyer answered, asked about or wrote about, one sales replied to since, and a lost inquiry', async () => {
  const answered = await quoted();
  await db()
    .updateTable('quote_version')
    .set({ buyer_answer: 'accepted', buyer_answered_at: vn('2026-11-03 09:00') })
    .where('id', '=', answered.versionId)
    .execute();
  const asked = await quoted();
  const wrote = await quoted();
  const replied = await quoted();
  const opened = await quoted();
  const event = (inquiryId: string, kind: 'buyer' | 'mail' | 'reply', body: string | null, to: string | null = null) =>
    db()
      .insertInto('inquiry_event')
      .values({ inquiry_id: inquiryId, at: vn('2026-11-03 11:00'), staff_id: null, actor_label: 'x', kind, body, to_value: to })
      .execute();
  await event(asked.id, 'buyer', 'Can you do black?');
  await event(wrote.id, 'mail', 'Please change the colour.');
  await event(replied.id, 'reply', 'Any news on the quote?', 'Re: your quote');
  // Looking at the page is not an answer: the buyer is still reminded of.
  await event(opened.id, 'buyer', null, 'opened quotation version 1 on their page');
  const lost = await quoted();
  await db().updateTable('inquiry').set({ status: 'lost' }).where('id', '=', lost.id).execute();

  await followUpsAt(vn('2026-11-10 10:00'));
  for (const left of [answered, asked, wrote, replied, lost]) expect(await followUpMails(left.id)).toEqual([]);
  expect(await followUpMails(opened.id)).toHaveLength(1);
});

it('reminds a Vietnamese member of staff in Vietnamese, and an English one in English, the dates as each writes them', async () => {
  const facts = {
    reference: 'Q-2610-KTZSK',
    buyer: 'Mia Rossi',
    number: 2,
    sentAt: new Date('2026-10-29T03:00:00Z'),
    days: 3,
    pageOpenedAt: new Date('2026-11-02T08:00:00Z'),
    pdfOpenedAt: null,
    link: 'https://shop.example/admin/inquiries/5',
  };
  const vi = followUpMail(await staffMailI18n('vi'), facts);
  expect(vi.subject).toBe('Cần liên hệ lại: Q-2610-KTZSK của Mia Rossi, báo giá chưa được trả lời');
  expect(vi.text).toBe(
    [
      'Mia Rossi chưa trả lời phiên bản 2 của báo giá cho Q-2610-KTZSK, đã gửi 10:00 GMT+7 Thứ 5, 29 thg 10, 2026 (3 ngày làm việc trước).',
      'Khách hàng đã mở báo giá trên trang của họ vào 15:00 GMT+7 Thứ 2, 2 thg 11, 2026.',
      'Một lời nhắc ngắn lúc này thường quyết định được đơn hàng.',
      '',
      'Xem tại: https://shop.example/admin/inquiries/5',
      '',
    ].join('\n'),
  );
  const en = followUpMail(await staffMailI18n('en'), { ...facts, days: 1, pdfOpenedAt: new Date('2026-11-03T02:00:00Z') });
  expect(en.subject).toBe('Follow up: Q-2610-KTZSK from Mia Rossi, quote not answered');
  expect(en.text).toContain('sent Thu, 29 Oct 2026, 10:00 GMT+7 (1 working day ago).');
  expect(en.text).toContain(
    'They opened it on their page on Mon, 2 Nov 2026, 15:00 GMT+7 and downloaded its PDF on Tue, 3 Nov 2026, 09:00 GMT+7.',
  );
});
