import request from 'supertest';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi } from '../../../shared/contracts/inbox';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { startSmtpSink } from '../../../test/smtp-sink';
import { signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp, TEST_BASE_URL } from '../../../test/test-app';
import { freePort } from '../../../test/wait';
import { createLogger } from '../../logger';
import { deliverDueMails, messageIdHostOf, smtpSender } from '../../mail/outbox-worker';

// A reply from the inbox as the buyer's mail program receives it over SMTP: from the company's address in the sales
// person's name, answered to the sales person, and threaded under the acknowledgement the buyer got first.

const MAIL_FROM = 'HanoWeave <sales@hanoweave.example>';
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;

beforeAll(async () => {
  site = await createIsolatedTestApp();
});
afterAll(() => site.dispose());

it('arrives from "<sales person> via <company>", with Reply-To the sales person and In-Reply-To the acknowledgement', async () => {
  const lan = await signedInAs(site.database.db, 'sales', { name: 'Lan Nguyễn', email: 'lan@hanoweave.example' });
  const sent = await request(site.app).post(endpointUrl(inquiriesApi.sendMessage)).set('X-Forwarded-For', '10.66.0.1').send({
    name: 'Mia Rossi',
    email: 'mia@casa-bella.it',
    phone: '123.456.7890',
    content: 'Do you make 2 x 3 m seagrass rugs?',
  });
  expect(sent.status).toBe(201);
  const { id } = await site.database.db
    .selectFrom('inquiry')
    .select('id')
    .where('reference', '=', sent.body.reference)
    .executeTakeFirstOrThrow();

  const port = await freePort();
  const sink = await startSmtpSink(port);
  const sender = smtpSender(`smtp://127.0.0.1:${port}`, MAIL_FROM);
  const logger = createLogger({ env: 'test', logLevel: 'silent' });
  const delivery = { messageIdHost: messageIdHostOf(TEST_BASE_URL) };
  try {
    await deliverDueMails(site.database.db, sender, logger, delivery);
    const acknowledgement = sink.received.find((m) => m.to.includes('mia@casa-bella.it'))!;
    expect(acknowledgement.from).toEqual({ name: 'HanoWeave', address: 'sales@hanoweave.example' });
    expect(acknowledgement.inReplyTo).toBeNull();

    const detail = await request(site.app)
      .get(endpointUrl(inboxApi.get, { params: { id } }))
      .set(lan.headers);
    expect(detail.body.acknowledged).toBe(true);
    const replied = await request(site.app)
      .post(endpointUrl(inboxApi.reply, { params: { id } }))
      .set(lan.headers)
      .send({ subject: `Re: your message ${sent.body.reference}`, body: 'Dear Mia, yes we do.', version: detail.body.version });
    expect(replied.status).toBe(200);
    expect(replied.body.events.find((e: { kind: string }) => e.kind === 'reply').delivery).toBe('pending');

    await deliverDueMails(site.database.db, sender, logger, delivery);
    const reply = sink.received.find((m) => m.subject === `Re: your message ${sent.body.reference}`)!;
    expect(reply.to).toEqual(['mia@casa-bella.it']);
    expect(reply.from).toEqual({ name: 'Lan Nguyễn via HanoWeave', address: 'sales@hanoweave.example' });
    expect(reply.replyTo).toBe('lan@hanoweave.example');
    expect(reply.inReplyTo).toBe(acknowledgement.messageId);
    expect(reply.references).toEqual([acknowledgement.messageId]);
    expect(reply.text).toContain('Dear Mia, yes we do.');
    expect(reply.text).toContain('> Do you make 2 x 3 m seagrass rugs?');

    // The history shows the reply as delivered.
    const after = await request(site.app)
      .get(endpointUrl(inboxApi.get, { params: { id } }))
      .set(lan.headers);
    expect(after.body.events.find((e: { kind: string }) => e.kind === 'reply').delivery).toBe('sent');
  } finally {
    sender.close();
    await sink.close();
  }
});
