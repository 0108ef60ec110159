import { sql } from 'kysely';
import { createIsolatedTestApp } from '../../test/test-app';
import { purgeExpiredPersonalData } from './retention';

// The retention pass on a database of its own (it touches every row past its period).
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
beforeAll(async () => {
  site = await createIsolatedTestApp();
});
afterAll(() => site.dispose());

async function inquiryAged(days: number, reference: string) {
  const row = await site.database.db
    .insertInto('inquiry')
    .values({
      reference,
      kind: 'contact',
      payload: '{}',
      client_ip: '203.0.113.9',
      created_at: sql<Date>`now() - make_interval(days => ${days})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function mailSentDaysAgo(inquiryId: string, days: number | null, status: 'sent' | 'pending' | 'failed') {
  const row = await site.database.db
    .insertInto('email_outbox')
    .values({
      inquiry_id: inquiryId,
      purpose: 'buyer-acknowledgement',
      to_address: 'anna@buyer.example',
      sender_ip: '203.0.113.9',
      created_at: sql<Date>`now() - make_interval(days => ${days ?? 100})`,
      subject: 'Inquiry',
      body_text: 'Name: Anna Berg, phone +49 30 1234567',
      body_html: '<p>Anna Berg</p>',
      status,
      sent_at: days === null ? null : sql<Date>`now() - make_interval(days => ${days})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

it('forgets client addresses after 90 days and the bodies of delivered mails after 180, and nothing younger or undelivered', async () => {
  const old = await inquiryAged(91, 'C-0000-OLD01');
  const recent = await inquiryAged(89, 'C-0000-NEW01');
  const oldSent = await mailSentDaysAgo(old, 181, 'sent');
  const recentSent = await mailSentDaysAgo(old, 179, 'sent');
  const oldFailed = await mailSentDaysAgo(old, null, 'failed');
  const youngSent = await mailSentDaysAgo(recent, 10, 'sent');

  expect(await purgeExpiredPersonalData(site.database.db, { clientIpDays: 90, mailBodyDays: 180 })).toEqual({
    clientIps: 1,
    mailBodies: 1,
  });

  const ips = await site.database.db.selectFrom('inquiry').select(['id', 'client_ip']).where('id', 'in', [old, recent]).execute();
  expect(Object.fromEntries(ips.map((r) => [r.id, r.client_ip]))).toEqual({ [old]: null, [recent]: '203.0.113.9' });
  const mails = await site.database.db
    .selectFrom('email_outbox')
    .select(['id', 'body_text', 'body_html', 'body_purged_at', 'sender_ip'])
    .where('id', 'in', [oldSent, recentSent, oldFailed, youngSent])
    .execute();
  const byId = new Map(mails.map((m) => [m.id, m]));
  expect(byId.get(oldSent)).toEqual(expect.objectContaining({ body_text: '', body_html: '', body_purged_at: expect.any(Date) }));
  // The sending address kept beside an acknowledgement (for its daily limit) is forgotten with the inquiry's.
  expect([oldSent, recentSent, oldFailed, youngSent].map((id) => byId.get(id)!.sender_ip)).toEqual([null, null, null, '203.0.113.9']);
  expect(byId.get(recentSent)!.body_text).toContain('Anna Berg');
  expect(byId.get(oldFailed)!.body_text).toContain('Anna Berg');

  // A second pass finds nothing more to do.
  expect(await purgeExpiredPersonalData(site.database.db, { clientIpDays: 90, mailBodyDays: 180 })).toEqual({
    clientIps: 0,
    mailBodies: 0,
  });
});
