import request from 'supertest';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, TEST_BASE_URL } from '../../test/test-app';
import { freePort } from '../../test/wait';
import type { DatabaseHandle } from '../db/connect';
import { createLogger } from '../logger';
import { deliverDueMails, messageIdHostOf, smtpSender } from './outbox-worker';

const logger = createLogger({ env: 'test', logLevel: 'silent' });
// As the server derives it from PUBLIC_BASE_URL (the test app's is http://catalogue.test).
const DELIVERY = { messageIdHost: messageIdHostOf(TEST_BASE_URL) };
let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

async function sendQuotation(name: string) {
  const response = await request(app)
    .post(`/api${inquiriesApi.sendContact.path}`)
    .set('X-Forwarded-For', `10.77.0.${Math.floor(Math.random() * 200) + 1}`)
    .send({
      name,
      phone_number: '123.456.7890',
      email: `${name.toLowerCase()}@buyer.example`,
      subject: 'Lamp shades',
      message: 'Two hundred pieces, please.',
      product: { link: 'http://catalogue.test/product/rattan-lamp', name: 'Rattan Lamp Shade' },
    });
  expect(response.status).toBe(201);
  return response.body.reference as string;
}

async function statusesOf(reference: string) {
  return database.db
    .selectFrom('email_outbox')
    .innerJoin('inquiry', 'inquiry.id', 'email_outbox.inquiry_id')
    .select(['email_outbox.status', 'email_outbox.attempts'])
    .where('inquiry.reference', '=', reference)
    .execute();
}

// Other tests leave pending mails in the shared database; deliver them first so each test sees only its own.
async function drain(port: number) {
  const sink = await startSmtpSink(port);
  const sender = smtpSender(`smtp://127.0.0.1:${port}`, 'Website <web@catalogue.test>');
  await deliverDueMails(database.db, sender, logger, DELIVERY);
  sender.close();
  await sink.close();
}

describe('the e-mail outbox', () => {
  it('delivers the sales notice and the buyer acknowledgement over SMTP, once', async () => {
    const port = await freePort();
    await drain(port);
    const reference = await sendQuotation('Dagny');
    const sink = await startSmtpSink(port);
    const sender = smtpSender(`smtp://127.0.0.1:${port}`, 'Website <web@catalogue.test>');
    try {
      // Other test files may queue mails meanwhile: count only this inquiry's.
      expect(await deliverDueMails(database.db, sender, logger, DELIVERY)).toBeGreaterThanOrEqual(2);
      await deliverDueMails(database.db, sender, logger, DELIVERY);
      const mine = sink.received.filter((m) => m.subject.includes(reference));
      expect(mine).toHaveLength(2);
      // Each deployment's Message-IDs carry its own public host, so staging and production never share one, and a
      // random key of their own, so a second installation or a restored database never repeats one.
      for (const mail of mine)
        expect(mail.messageId).toMatch(/^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@catalogue\.test>$/);
      expect(new Set(mine.map((mail) => mail.messageId)).size).toBe(2);
      const buyer = mine.find((m) => m.to.includes('dagny@buyer.example'))!;
      expect(buyer.text).toMatch(/^Hello Dagny,\n/);
      // Answering it reaches the company, not the site's sending address.
      const site = await database.db.selectFrom('site_config').select('emails').executeTakeFirstOrThrow();
      expect(buyer.replyTo).toBe(site.emails[0]);
      expect(buyer.text).toContain(reference);
      expect(buyer.text).toContain('get back to you within 24 hours');
      const sales = mine.find((m) => !m.to.includes('dagny@buyer.example'))!;
      for (const value of [
        'Dagny',
        '123.456.7890',
        'dagny@buyer.example',
        'Rattan Lamp Shade',
        'http://catalogue.test/product/rattan-lamp',
        'Two hundred pieces, please.',
      ]) {
        expect(sales.text).toContain(value);
      }
      expect((await statusesOf(reference)).map((r) => r.status)).toEqual(['sent', 'sent']);
    } finally {
      sender.close();
      await sink.close();
    }
  });

  it('keeps mails pending while the mail server is down and delivers each exactly once when it is back', async () => {
    const port = await freePort();
    await drain(port);
    const reference = await sendQuotation('Emil');
    const sender = smtpSender(`smtp://127.0.0.1:${port}`, 'Website <web@catalogue.test>');

    // Nothing listens on the port: every attempt fails and is scheduled again.
    await deliverDueMails(database.db, sender, logger, DELIVERY);
    const failed = await statusesOf(reference);
    expect(failed.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(failed.every((r) => r.attempts === 1)).toBe(true);

    const sink = await startSmtpSink(port);
    try {
      // The retry is due later; make it due now, as time passing would.
      await database.db
        .updateTable('email_outbox')
        .set({ next_attempt_at: new Date(0) })
        .where('status', '=', 'pending')
        .execute();
      expect(await deliverDueMails(database.db, sender, logger, DELIVERY)).toBeGreaterThanOrEqual(2);
      await deliverDueMails(database.db, sender, logger, DELIVERY);
      const mine = sink.received.filter((m) => m.subject.includes(reference));
      expect(mine).toHaveLength(2);
      expect(new Set(mine.map((m) => m.messageId)).size).toBe(2);
      expect((await statusesOf(reference)).map((r) => r.status)).toEqual(['sent', 'sent']);
    } finally {
      sender.close();
      await sink.close();
    }
  });
});

describe('a mail that carries a one-time link', () => {
  it('is delivered whole, then its body is emptied at once: a later copy of the database opens no account', async () => {
    const port = await freePort();
    await drain(port);
    const { id } = await database.db
      .insertInto('email_outbox')
      .values({
        purpose: 'password-reset',
        to_address: 'keeper@staff.test',
        subject: 'Choose a new password',
        body_text: 'Open http://catalogue.test/admin/link/SECRET-LINK within an hour.',
        body_html: '<p><a href="http://catalogue.test/admin/link/SECRET-LINK">Choose a new password</a></p>',
        secret_body: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sink = await startSmtpSink(port);
    const sender = smtpSender(`smtp://127.0.0.1:${port}`, 'Website <web@catalogue.test>');
    await deliverDueMails(database.db, sender, logger, DELIVERY);
    sender.close();
    await sink.close();
    expect(sink.received.find((mail) => mail.to.includes('keeper@staff.test'))?.text).toContain('SECRET-LINK');
    const row = await database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ status: 'sent', body_text: '', body_html: '', subject: 'Choose a new password' }));
    expect(row.body_purged_at).not.toBeNull();
  });
});
