import nodemailer from 'nodemailer';
import { API_BASE } from '../shared/contracts/define-endpoint';
import { inquiriesApi } from '../shared/contracts/inquiries';
import { openPostgres } from '../server/db/connect';
import { assertBuilt, startSite } from './built-server';
import { startImapServer } from './imap-server';
import { timeoutWithStarts } from './wait';

// A buyer's reply sent by a mail program reaches the company's mailbox (a real IMAP server), and two web processes
// of the built site, both reading that mailbox, put it in the right inquiry within a minute, once, with its file.

/** Waits for `condition`, checking every 200 ms, failing after `timeoutMs`. */
async function until(condition: () => Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it(
  'puts a buyer’s e-mailed reply in its inquiry within a minute, once, while two web processes read the mailbox',
  async () => {
    assertBuilt();
    const imap = await startImapServer();
    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, INBOUND_IMAP_URL: imap.url, INBOUND_POLL_MS: '1000' };
    const sites = await Promise.all([startSite(env, 'inbound-a-'), startSite(env, 'inbound-b-')]);
    const database = openPostgres(process.env.TEST_DATABASE_URL!, 1);
    try {
      const email = `mailing-buyer-${Date.now()}@einrichtung.example`;
      const sent = await fetch(`${sites[0]!.url}${API_BASE}${inquiriesApi.sendContact.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.252.${process.pid % 250}.7` },
        body: JSON.stringify({
          name: 'Greta Lind',
          phone_number: '+46 8 123 456 78',
          email,
          subject: 'Baskets',
          message: 'Prices, please.',
        }),
      });
      expect(sent.status).toBe(201);
      const { reference } = (await sent.json()) as { reference: string };
      const acknowledgement = await database.db
        .selectFrom('email_outbox as o')
        .innerJoin('inquiry as i', 'i.id', 'o.inquiry_id')
        .select(['i.id as inquiryId', 'o.message_key', 'o.subject', 'o.reply_to'])
        .where('i.reference', '=', reference)
        .where('o.purpose', '=', 'buyer-acknowledgement')
        .executeTakeFirstOrThrow();
      const messageId = `<${acknowledgement.message_key}@127.0.0.1>`;

      const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
      const reply = await composer.sendMail({
        from: `Greta Lind <${email}>`,
        to: acknowledgement.reply_to!,
        subject: `Re: ${acknowledgement.subject}`,
        inReplyTo: messageId,
        references: [messageId],
        text: 'Here is our drawing.',
        attachments: [{ filename: 'drawing.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }],
      });
      const deliveredAt = Date.now();
      await imap.deliver(reply.message as Buffer);

      const mails = () =>
        database.db
          .selectFrom('inbound_mail')
          .select(['id', 'matched_by', 'from_buyer'])
          .where('inquiry_id', '=', acknowledgement.inquiryId)
          .execute();
      await until(async () => (await mails()).length > 0, 'the reply is in its inquiry', 60_000);
      expect(Date.now() - deliveredAt).toBeLessThan(60_000);
      // Both processes have read the mailbox again since: still one mail, one entry in the history, one file.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const kept = await mails();
      expect(kept).toEqual([{ id: expect.any(String), matched_by: 'thread', from_buyer: true }]);
      const events = await database.db
        .selectFrom('inquiry_event')
        .select('kind')
        .where('inquiry_id', '=', acknowledgement.inquiryId)
        .where('kind', '=', 'mail')
        .execute();
      expect(events).toHaveLength(1);
      const files = await database.db
        .selectFrom('inbound_attachment')
        .select(['file_name', 'content_type'])
        .where('inbound_mail_id', '=', kept[0]!.id)
        .execute();
      expect(files).toEqual([{ file_name: 'drawing.png', content_type: 'image/png' }]);
    } finally {
      await database.close();
      await Promise.all(sites.map((site) => site.stop()));
      await imap.stop();
    }
  },
  timeoutWithStarts(1, 120_000),
);
