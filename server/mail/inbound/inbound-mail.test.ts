import { englishOf } from '../../../shared/i18n/english';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import request from 'supertest';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi, type InquiryDetail, type UnmatchedMail } from '../../../shared/contracts/inbox';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { INBOX_MESSAGES } from '../../../shared/staff/inbox';
import { startImapServer, type ImapServer } from '../../../test/imap-server';
import { signedInAs, type SignedIn } from '../../../test/staff-sessions';
import { createIsolatedTestApp, TEST_BASE_URL } from '../../../test/test-app';
import { openPostgres } from '../../db/connect';
import { createLogger } from '../../logger';
import { mailboxAddressOf, readMailbox, startInboundMail } from './inbound-worker';

// Buyers answer by e-mail, and their answers join their inquiries: mails delivered into a real IMAP server
// (Dovecot) are read by the worker as the web processes read them, two at once, and looked at where sales see them,
// in the inquiry's history through the inbox's API.

let imap: ImapServer;
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let sales: SignedIn;
const logger = createLogger({ env: 'test', logLevel: 'silent' });

beforeAll(async () => {
  imap = await startImapServer();
  site = await createIsolatedTestApp({ inboundImapUrl: imap.url });
  sales = await signedInAs(site.database.db, 'sales', { name: 'Lan Nguyen', email: 'lan@hanoweave.test' });
}, 60_000);
afterAll(async () => {
  await site?.dispose();
  await imap?.stop();
});

const db = () => site.database.db;
const read = (database = db()) => readMailbox(database, mailboxAddressOf(imap.url), logger, { publicBaseUrl: TEST_BASE_URL });

let buyers = 0;
/** A quotation request as a buyer sends it, and the acknowledgement they received for it. */
async function quotationFrom(name: string) {
  const email = `buyer${++buyers}-${Date.now()}@einrichtung.example`;
  const sent = await request(site.app)
    .post(`/api${inquiriesApi.sendContact.path}`)
    .set('X-Forwarded-For', `10.91.0.${buyers}`)
    .send({
      name,
      phone_number: '+49 30 1234567',
      email,
      subject: 'Seagrass baskets',
      message: 'Two hundred pieces, please.',
      product: { link: `${TEST_BASE_URL}/product/seagrass-basket`, name: 'Seagrass Basket' },
    });
  expect(sent.status).toBe(201);
  const inquiry = await db()
    .selectFrom('inquiry')
    .select(['id', 'reference'])
    .where('reference', '=', sent.body.reference)
    .executeTakeFirstOrThrow();
  const acknowledgement = await db()
    .selectFrom('email_outbox')
    .select(['message_key', 'subject', 'reply_to'])
    .where('inquiry_id', '=', inquiry.id)
    .where('purpose', '=', 'buyer-acknowledgement')
    .executeTakeFirstOrThrow();
  return { ...inquiry, email, acknowledgement, messageId: `<${acknowledgement.message_key}@catalogue.test>` };
}

/** A mail as a buyer's mail program writes it (nodemailer's own MIME composer). */
async function mailFrom(mail: SendMailOptions): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return (await composer.sendMail(mail)).message as Buffer;
}

const detailOf = async (id: string) =>
  (
    await request(site.app)
      .get(endpointUrl(inboxApi.get, { params: { id } }))
      .set(sales.headers)
  ).body as InquiryDetail;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]);

describe('a buyer who answers by e-mail', () => {
  it('is heard in the inquiry: text, file, quoted history folded, the clock restarted, sales told; read twice at once, kept once', async () => {
    const inquiry = await quotationFrom('Anna Berg');
    // The acknowledgement names the inquiry's own address in the company's mailbox.
    expect(inquiry.acknowledgement.reply_to).toBe(`sales+${inquiry.reference.toLowerCase()}@hanoweave.test`);
    await imap.deliver(
      await mailFrom({
        from: `Anna Berg <${inquiry.email}>`,
        to: inquiry.acknowledgement.reply_to!,
        subject: `Re: ${inquiry.acknowledgement.subject}`,
        inReplyTo: inquiry.messageId,
        references: [inquiry.messageId],
        text: `Please make them in black.\n\nOn Mon, 23 Nov 2026 at 10:00, HanoWeave <sales@hanoweave.test> wrote:\n> We received your quotation request.`,
        attachments: [{ filename: 'drawing.pdf', content: PDF, contentType: 'application/octet-stream' }],
      }),
    );

    // Two web processes read the mailbox at the same moment.
    const other = openPostgres(site.url, 2);
    try {
      const kept = await Promise.all([read(), read(other.db)]);
      expect(kept[0] + kept[1]).toBe(1);
    } finally {
      await other.close();
    }
    expect(await read()).toBe(0);

    const detail = await detailOf(inquiry.id);
    const mail = detail.events.find((event) => event.kind === 'mail')!;
    expect(mail).toMatchObject({
      actor: 'Anna Berg (by e-mail)',
      to: `Re: ${inquiry.acknowledgement.subject}`,
      body: 'Please make them in black.',
      mail: { from: inquiry.email, fromBuyer: true, quoted: expect.stringContaining('> We received your quotation request.') },
    });
    expect(mail.mail!.attachments).toEqual([
      { id: expect.any(String), fileName: 'drawing.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    expect(detail.clock.stopped).toBe(false);

    const file = await request(site.app)
      .get(endpointUrl(inboxApi.attachment, { params: { id: mail.mail!.attachments[0]!.id } }))
      .set(sales.headers)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="?drawing\.pdf"?$/);
    expect(file.headers['content-type']).toMatch(/^application\/pdf/);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    expect((await request(site.app).get(endpointUrl(inboxApi.attachment, { params: { id: mail.mail!.attachments[0]!.id } }))).status).toBe(
      401,
    );

    const notice = await db()
      .selectFrom('email_outbox')
      .select(['subject', 'body_text'])
      .where('inquiry_id', '=', inquiry.id)
      .where('purpose', '=', 'buyer-mail')
      .execute();
    expect(notice.length).toBeGreaterThan(0);
    expect(notice[0]!.subject).toBe(`E-mail from Anna Berg about Quotation request ${inquiry.reference}`);
    expect(notice[0]!.body_text).toContain('> Please make them in black.');
  });

  it('is matched by the inquiry’s reply address when the mail program dropped the headers', async () => {
    const inquiry = await quotationFrom('Jonas Weber');
    await imap.deliver(
      await mailFrom({ from: inquiry.email, to: inquiry.acknowledgement.reply_to!, subject: 'Our order', text: 'We will take 300.' }),
    );
    await read();
    const row = await db()
      .selectFrom('inbound_mail')
      .select(['inquiry_id', 'matched_by'])
      .where('subject', '=', 'Our order')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ inquiry_id: inquiry.id, matched_by: 'reply-address' });
  });

  it('shows a mail from another address as that sender’s, without restarting the clock for it', async () => {
    const inquiry = await quotationFrom('Eva Novak');
    await imap.deliver(
      await mailFrom({
        from: 'Somebody Else <someone@elsewhere.example>',
        to: 'sales@hanoweave.test',
        subject: 'About that order',
        inReplyTo: inquiry.messageId,
        text: 'Send the goods to my address instead.',
      }),
    );
    await read();
    const detail = await detailOf(inquiry.id);
    const mail = detail.events.find((event) => event.kind === 'mail')!;
    expect(mail.actor).toBe('Somebody Else <someone@elsewhere.example>');
    expect(mail.mail).toMatchObject({ from: 'someone@elsewhere.example', fromBuyer: false });
    expect(detail.status).toBe('new');
  });

  it('keeps a mail that answers nothing of ours unmatched, for staff to put in its inquiry', async () => {
    const inquiry = await quotationFrom('Sofia Rossi');
    await imap.deliver(
      await mailFrom({
        from: `Sofia Rossi <${inquiry.email}>`,
        to: 'sales@hanoweave.test',
        subject: 'Catalogue 2027?',
        text: 'Hello, is there a new catalogue?',
      }),
    );
    await read();
    const row = await db()
      .selectFrom('inbound_mail')
      .select(['id', 'inquiry_id', 'matched_by'])
      .where('subject', '=', 'Catalogue 2027?')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ inquiry_id: null, matched_by: null });

    const listed = await request(site.app).get(endpointUrl(inboxApi.unmatchedMail, {})).set(sales.headers);
    expect(listed.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: row.id, from: inquiry.email, subject: 'Catalogue 2027?', text: 'Hello, is there a new catalogue?' }),
      ]),
    );
    const match = (reference: string) =>
      request(site.app)
        .post(endpointUrl(inboxApi.matchMail, { params: { id: row.id } }))
        .set(sales.headers)
        .send({ reference });
    const wrong = await match('Q-2611-ZZZZZ');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ reference: englishOf(INBOX_MESSAGES.unknownReference) });

    const matched = await match(` ${inquiry.reference.toLowerCase()} `);
    expect(matched.status).toBe(200);
    expect(matched.body).toEqual({ inquiryId: inquiry.id, reference: inquiry.reference });
    const detail = await detailOf(inquiry.id);
    expect(detail.events.find((event) => event.kind === 'mail')).toMatchObject({
      body: 'Hello, is there a new catalogue?',
      mail: { fromBuyer: true },
    });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_staff_id'])
      .where('action', '=', 'inquiry.mail-matched')
      .where('subject_id', '=', inquiry.id)
      .execute();
    expect(audit).toEqual([{ action: 'inquiry.mail-matched', actor_staff_id: sales.staffId }]);
    // Matched once: a second try (a colleague at the same moment) hears that it was.
    const again = await match(inquiry.reference);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(englishOf(INBOX_MESSAGES.mailMatchedMeanwhile));
  });

  it('makes a new inquiry of a first mail from someone new, with its files, received when the mail was', async () => {
    await imap.deliver(
      await mailFrom({
        from: 'Ingrid Larsen <ingrid@nordic-living.example>',
        to: 'sales@hanoweave.test',
        subject: 'Water hyacinth baskets for 40 stores',
        text: 'Hello, we are looking for a supplier of water hyacinth baskets. Our spec sheet is attached.',
        attachments: [{ filename: 'spec sheet.pdf', content: PDF, contentType: 'application/pdf' }],
      }),
    );
    await read();
    const listed = (await request(site.app).get(endpointUrl(inboxApi.unmatchedMail, {})).set(sales.headers)).body as UnmatchedMail[];
    const mail = listed.find((one) => one.subject === 'Water hyacinth baskets for 40 stores')!;
    expect(mail.files).toEqual([expect.objectContaining({ fileName: 'spec sheet.pdf', contentType: 'application/pdf', size: PDF.length })]);
    const file = await request(site.app)
      .get(endpointUrl(inboxApi.attachment, { params: { id: mail.files[0]!.id } }))
      .set(sales.headers)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect((file.body as Buffer).equals(PDF)).toBe(true);

    const make = () =>
      request(site.app)
        .post(endpointUrl(inboxApi.inquiryFromMail, { params: { id: mail.id } }))
        .set(sales.headers);
    const made = await make();
    expect(made.status).toBe(200);
    expect(made.body.reference).toMatch(/^C-\d{4}-[2-9A-Z]{5}$/);
    const detail = await detailOf(made.body.inquiryId);
    expect(detail).toMatchObject({
      kind: 'contact',
      status: 'new',
      name: 'Ingrid Larsen',
      email: 'ingrid@nordic-living.example',
      receivedAt: mail.receivedAt,
    });
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 'Water hyacinth baskets for 40 stores' }),
        expect.objectContaining({ value: 'Hello, we are looking for a supplier of water hyacinth baskets. Our spec sheet is attached.' }),
      ]),
    );
    expect(detail.clock.stopped).toBe(false);
    expect(detail.events).toEqual([
      expect.objectContaining({
        kind: 'mail',
        mail: expect.objectContaining({ fromBuyer: true, attachments: [expect.objectContaining({ fileName: 'spec sheet.pdf' })] }),
      }),
    ]);
    // Nothing was sent to the buyer: the sales person answers them.
    expect(await db().selectFrom('email_outbox').select('id').where('inquiry_id', '=', made.body.inquiryId).execute()).toEqual([]);
    expect(
      await db()
        .selectFrom('audit_log')
        .select('actor_staff_id')
        .where('action', '=', 'inquiry.made-from-mail')
        .where('subject_id', '=', made.body.inquiryId)
        .execute(),
    ).toEqual([{ actor_staff_id: sales.staffId }]);
    // Made once: a colleague at the same moment hears that the mail is taken.
    const again = await make();
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(englishOf(INBOX_MESSAGES.mailMatchedMeanwhile));
  });

  it('reads a mail within seconds of its arrival, told by the mailbox (IMAP IDLE), long before the next poll', async () => {
    const inquiry = await quotationFrom('Mateo García');
    const worker = startInboundMail({ inboundImapUrl: imap.url, inboundPollMs: 10 * 60_000, publicBaseUrl: TEST_BASE_URL }, db(), logger);
    try {
      // The first pass reads what is there; the next poll is ten minutes away.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await imap.deliver(
        await mailFrom({
          from: `Mateo García <${inquiry.email}>`,
          to: 'sales@hanoweave.test',
          subject: `Re: ${inquiry.acknowledgement.subject}`,
          inReplyTo: inquiry.messageId,
          references: [inquiry.messageId],
          text: 'Could you also quote the large size?',
        }),
      );
      const deadline = Date.now() + 10_000;
      let events = (await detailOf(inquiry.id)).events;
      while (!events.some((event) => event.kind === 'mail') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        events = (await detailOf(inquiry.id)).events;
      }
      expect(events.find((event) => event.kind === 'mail')).toMatchObject({ body: 'Could you also quote the large size?' });
    } finally {
      await worker.stop();
    }
  });

  it('loses nothing and doubles nothing when a pass stops in the middle of a batch', async () => {
    const inquiry = await quotationFrom('Piet de Vries');
    for (let i = 1; i <= 5; i++) {
      await imap.deliver(
        await mailFrom({
          from: inquiry.email,
          to: 'sales@hanoweave.test',
          subject: `Batch ${i}`,
          inReplyTo: inquiry.messageId,
          text: `Mail ${i}`,
        }),
      );
    }
    let stored = 0;
    // A process asked to stop after its second mail of the batch.
    const stopped = await readMailbox(db(), mailboxAddressOf(imap.url), logger, {
      publicBaseUrl: TEST_BASE_URL,
      shouldStop: () => stored++ >= 2,
    });
    expect(stopped).toBe(2);
    expect(await read()).toBe(3);
    const subjects = await db().selectFrom('inbound_mail').select('subject').where('inquiry_id', '=', inquiry.id).orderBy('id').execute();
    expect(subjects.map((row) => row.subject)).toEqual(['Batch 1', 'Batch 2', 'Batch 3', 'Batch 4', 'Batch 5']);
  });
});
