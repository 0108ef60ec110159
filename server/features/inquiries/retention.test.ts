import { sql } from 'kysely';
import { createIsolatedTestApp } from '../../../test/test-app';
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

/** A mail queued `createdDaysAgo` (and, when sent, sent `sentDaysAgo`) about an inquiry, from 203.0.113.9. */
async function mail(inquiryId: string, status: 'sent' | 'pending' | 'failed' | 'skipped', createdDaysAgo: number, sentDaysAgo?: number) {
  const row = await site.database.db
    .insertInto('email_outbox')
    .values({
      inquiry_id: inquiryId,
      purpose: 'buyer-acknowledgement',
      to_address: 'anna@buyer.example',
      sender_ip: '203.0.113.9',
      created_at: sql<Date>`now() - make_interval(days => ${createdDaysAgo})`,
      subject: 'Inquiry',
      body_text: 'Name: Anna Berg, phone +49 30 1234567',
      body_html: '<p>Anna Berg</p>',
      status,
      sent_at: sentDaysAgo === undefined ? null : sql<Date>`now() - make_interval(days => ${sentDaysAgo})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

it('forgets client addresses after 90 days, and the bodies of mails done with after 180; nothing younger or still due', async () => {
  const old = await inquiryAged(200, 'C-0000-OLD01');
  const recent = await inquiryAged(89, 'C-0000-NEW01');
  const oldSent = await mail(old, 'sent', 200, 181);
  const recentlySent = await mail(old, 'sent', 200, 179);
  const oldFailed = await mail(old, 'failed', 181);
  const oldSkipped = await mail(old, 'skipped', 181);
  const stillDue = await mail(old, 'pending', 200);
  const youngSent = await mail(recent, 'sent', 10, 10);
  const all = [oldSent, recentlySent, oldFailed, oldSkipped, stillDue, youngSent];

  expect(await purgeExpiredPersonalData(site.database.db, { clientIpDays: 90, mailBodyDays: 180 })).toEqual({
    clientIps: 1,
    mailBodies: 3,
  });

  const ips = await site.database.db.selectFrom('inquiry').select(['id', 'client_ip']).where('id', 'in', [old, recent]).execute();
  expect(Object.fromEntries(ips.map((r) => [r.id, r.client_ip]))).toEqual({ [old]: null, [recent]: '203.0.113.9' });
  const mails = await site.database.db
    .selectFrom('email_outbox')
    .select(['id', 'body_text', 'body_purged_at', 'sender_ip'])
    .where('id', 'in', all)
    .execute();
  const byId = new Map(mails.map((m) => [m.id, m]));
  expect(all.map((id) => byId.get(id)!.body_text.includes('Anna Berg'))).toEqual([false, true, false, false, true, true]);
  expect(byId.get(oldSent)!.body_purged_at).toEqual(expect.any(Date));
  // The sending address kept beside an acknowledgement (for its daily limit) is forgotten with the inquiry's.
  expect(all.map((id) => byId.get(id)!.sender_ip)).toEqual([null, null, null, null, null, '203.0.113.9']);

  // A second pass finds nothing more to do.
  expect(await purgeExpiredPersonalData(site.database.db, { clientIpDays: 90, mailBodyDays: 180 })).toEqual({
    clientIps: 0,
    mailBodies: 0,
  });
});

it('starts no batch once its process is stopping', async () => {
  const old = await inquiryAged(200, 'C-0000-STOP1');
  const clientIp = async () =>
    (await site.database.db.selectFrom('inquiry').select('client_ip').where('id', '=', old).executeTakeFirstOrThrow()).client_ip;
  const settings = { clientIpDays: 90, mailBodyDays: 180 };
  expect(await purgeExpiredPersonalData(site.database.db, settings, () => true)).toEqual({ clientIps: 0, mailBodies: 0 });
  expect(await clientIp()).toBe('203.0.113.9');
  expect(await purgeExpiredPersonalData(site.database.db, settings)).toEqual({ clientIps: 1, mailBodies: 0 });
  expect(await clientIp()).toBeNull();
});
