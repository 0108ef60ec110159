import { buyerQuoteApi } from '../../../shared/contracts/buyer-quote';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi } from '../../../shared/contracts/inbox';
import { quotesApi, type QuoteWorkspace } from '../../../shared/contracts/quotes';
import { QUOTE_MESSAGES } from '../../../shared/quotes';
import { testClock } from '../../../test/inbox-fixtures';
import { asBytes, readPdf } from '../../../test/pdf-pages';
import { quoteSendingSite } from '../../../test/quote-fixtures';
import { startSmtpSink } from '../../../test/smtp-sink';
import { signedInAs } from '../../../test/staff-sessions';
import { TEST_BASE_URL } from '../../../test/test-app';
import { freePort } from '../../../test/wait';
import { createLogger } from '../../logger';
import { deliverDueMails, messageIdHostOf, smtpSender } from '../../mail/outbox-worker';

// Sending a quote, as the buyer's mail program receives it over SMTP: the PDF attached, a link to their page, in
// the thread of their acknowledgement; the version kept as sent, the inquiry quoted, and the next version started
// from it. On a database of its own, so that the mail server receives only this test's mails. What the buyer does
// on their page is in quote-buyer-answers.api.test.ts.

const MAIL_FROM = 'HanoWeave <sales@hanoweave.example>';
const clock = testClock(new Date());
const { given, db, get, visitor, quotationFrom, saveDraft, send, terms, today, inDays } = quoteSendingSite(clock.now);

it('refuses to send a draft without lines, prices or a validity date, and sends nothing', async () => {
  const { id } = await quotationFrom('refused@einrichtung.de');
  let saved = await saveDraft(id, { version: null, ...terms(null), lines: [] });
  expect((await send(id, { version: saved.body.quoteVersion, number: 1 })).body.errors).toEqual({
    lines: QUOTE_MESSAGES.noLines,
    validUntil: QUOTE_MESSAGES.noValidity,
  });
  saved = await saveDraft(id, {
    version: saved.body.quoteVersion,
    ...terms(inDays(30)),
    lines: [{ path: given.product.path, colour: 'Natural', quantity: 300, unitPriceCents: null, belowMinimumReason: '' }],
  });
  const unpriced = await send(id, { version: saved.body.quoteVersion, number: 1 });
  expect(unpriced.status).toBe(400);
  expect(unpriced.body.errors).toEqual({ 'lines.0.unitPriceCents': QUOTE_MESSAGES.unpriced });
  // A send based on an older version of the quote is refused: someone saved meanwhile.
  expect((await send(id, { version: saved.body.quoteVersion - 1, number: 1 })).status).toBe(409);
  const mails = await db().selectFrom('email_outbox').select('purpose').where('inquiry_id', '=', id).execute();
  expect(mails.map((m) => m.purpose).sort()).toEqual(['buyer-acknowledgement', 'sales-notice']);
  expect((await db().selectFrom('quote_version').select('status').where('status', '=', 'sent').execute()).length).toBe(0);
});

it('mails a German inquiry’s quote in German, its PDF in German and the link to the German page', async () => {
  const buyer = 'jonas@moebel-haus.de';
  const { id, reference } = await quotationFrom(buyer);
  await db().updateTable('inquiry').set({ locale: 'de' }).where('id', '=', id).execute();
  const saved = await saveDraft(id, {
    version: null,
    ...terms(inDays(30)),
    lines: [{ path: given.product.path, colour: 'Natural', quantity: 300, unitPriceCents: 1235, belowMinimumReason: '' }],
  });
  expect((await send(id, { version: saved.body.quoteVersion, number: 1 })).status).toBe(200);

  const port = await freePort();
  const sink = await startSmtpSink(port);
  const sender = smtpSender(`smtp://127.0.0.1:${port}`, MAIL_FROM);
  try {
    await deliverDueMails(db(), sender, createLogger({ env: 'test', logLevel: 'silent' }), {
      messageIdHost: messageIdHostOf(TEST_BASE_URL),
    });
    const mail = sink.received.find((m) => m.subject.startsWith(`Angebot ${reference}, Version 1 — `))!;
    const body = mail.text.replace(/\u00a0/g, ' ');
    expect(body).toContain(`anbei erhalten Sie unser Angebot zu Ihrer Anfrage ${reference} (Version 1): 3.705,00 USD für 300 Stück`);
    expect(body).toContain(`${TEST_BASE_URL}/de/quote/`);
    expect(body).toContain('Mit freundlichen Grüßen');
    const pdf = await readPdf(mail.attachments[0]!.content);
    const text = pdf.pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
    for (const words of ['ANGEBOT', `${reference} · Version 1`, 'Gültig bis', 'Konditionen', 'Ihr Kontakt Lan Nguyễn']) {
      expect(text).toContain(words);
    }
  } finally {
    sender.close();
    await sink.close();
  }
});

it('mails the PDF and a link to the buyer’s page in the acknowledgement’s thread, keeps the version as sent and starts the next', async () => {
  const buyer = 'zsofia@lodz-design.pl';
  const { id, reference } = await quotationFrom(buyer);
  const saved = await saveDraft(id, {
    version: null,
    ...terms(inDays(30)),
    lines: [{ path: given.product.path, colour: 'Natural', quantity: 300, unitPriceCents: 1235, belowMinimumReason: '' }],
  });
  expect(saved.status).toBe(200);

  const port = await freePort();
  const sink = await startSmtpSink(port);
  const sender = smtpSender(`smtp://127.0.0.1:${port}`, MAIL_FROM);
  const logger = createLogger({ env: 'test', logLevel: 'silent' });
  const delivery = { messageIdHost: messageIdHostOf(TEST_BASE_URL) };
  try {
    await deliverDueMails(db(), sender, logger, delivery);
    const acknowledgement = sink.received.find((m) => m.to.includes(buyer))!;
    // Before a quote is sent, the acknowledgement's link has no PDF to give.
    const firstToken = /\/quote\/([A-Za-z0-9_-]{43})/.exec(acknowledgement.text)![1]!;
    expect((await visitor.get(endpointUrl(buyerQuoteApi.pdf, { params: { token: firstToken } }))).status).toBe(404);

    const response = await send(id, { version: saved.body.quoteVersion, number: 1 });
    expect(response.status).toBe(200);
    const after = response.body as QuoteWorkspace;
    expect(after.versions).toEqual([expect.objectContaining({ number: 1, status: 'sent', totalCents: 370_500 })]);
    // The next version starts as the one sent, unsaved.
    expect(after.draft).toMatchObject({ number: 2, status: 'draft', totalCents: 370_500 });
    expect(after.draftSaved).toBe(false);
    expect(after.inquiry.status).toBe('quoted');

    // The inquiry: quoted, its clock stopped by the first quote, its history showing the mail and the status.
    const detail = await get(endpointUrl(inboxApi.get, { params: { id } }));
    expect(detail.body.status).toBe('quoted');
    expect(detail.body.clock.stopped).toBe(true);
    expect(detail.body.events.map((e: { kind: string; to: string | null }) => [e.kind, e.to])).toEqual(
      expect.arrayContaining([
        ['reply', `Quotation ${reference}, version 1 — Hanoi Natural Weaving Joint Stock Company`],
        ['status', 'quoted'],
      ]),
    );
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('subject_id', '=', id)
      .where('action', '=', 'quote.sent')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ detail: expect.objectContaining({ version: 1, totalCents: 370_500 }) })]);

    await deliverDueMails(db(), sender, logger, delivery);
    const mail = sink.received.find((m) => m.subject.startsWith(`Quotation ${reference}`))!;
    expect(mail.to).toEqual([buyer]);
    expect(mail.from).toEqual({ name: 'Lan Nguyễn via HanoWeave', address: 'sales@hanoweave.example' });
    expect(mail.replyTo).toBe('lan@hanoweave.example');
    expect(mail.inReplyTo).toBe(acknowledgement.messageId);
    expect(mail.text).toContain('Dear Zsófia Kővári,');
    expect(mail.text).toContain('USD 3,705.00 for 300 pieces, FOB Hai Phong');
    expect(mail.attachments.map((a) => [a.fileName, a.contentType])).toEqual([[`quotation-${reference}-v1.pdf`, 'application/pdf']]);
    const pdf = await readPdf(mail.attachments[0]!.content);
    const text = pdf.pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
    expect(text).toContain('Zsófia Kővári');
    expect(text).toContain(`${reference} · version 1`);
    expect(text).toContain(`Date ${today()}`);
    expect(text).not.toContain('DRAFT');
    // The person who signs the e-mail and receives the buyer's reply.
    expect(text).toContain('Your contact Lan Nguyễn lan@hanoweave.example');

    // Delivered: the link and the file are no longer kept with the mail.
    const stored = await db()
      .selectFrom('email_outbox')
      .select(['id', 'body_text'])
      .where('inquiry_id', '=', id)
      .where('purpose', '=', 'quote')
      .executeTakeFirstOrThrow();
    expect(stored.body_text).toBe('');
    expect(await db().selectFrom('email_attachment').select('position').where('outbox_id', '=', stored.id).execute()).toEqual([]);

    // The link opens the buyer's page, quoted.
    const token = /\/quote\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const view = await visitor.get(endpointUrl(buyerQuoteApi.view, { params: { token } }));
    expect(view.body).toMatchObject({
      state: 'open',
      reference,
      stage: 'quoted',
      quote: {
        number: 1,
        validUntil: inDays(30),
        totalCents: 370_500,
        delivery: 'FOB Hai Phong',
        payment: 'T/T: 30 % deposit, balance before loading',
        lines: [{ name: given.product.name, colour: 'Natural', quantity: 300, unitPriceCents: 1235, amountCents: 370_500 }],
      },
    });
    const page = await visitor.get(`/quote/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Our quotation, version 1');
    expect(page.text).toContain('USD 3,705.00');
    const buyersPdf = await visitor
      .get(endpointUrl(buyerQuoteApi.pdf, { params: { token } }))
      .buffer(true)
      .parse(asBytes);
    expect(buyersPdf.status).toBe(200);
    expect(buyersPdf.headers['cache-control']).toBe('no-store');
    expect(buyersPdf.headers['content-type']).toBe('application/pdf');
    const buyersText = (await readPdf(buyersPdf.body as Buffer)).pages[0]!.text.replace(/\s+/g, ' ');
    expect(buyersText).toContain(`${reference} · version 1`);
    expect(buyersText).toContain('Your contact Lan Nguyễn lan@hanoweave.example');

    // A revision is version 2; version 1 stays as it was sent.
    const revised = await saveDraft(id, {
      version: after.quoteVersion,
      ...terms(inDays(30)),
      lines: [{ path: given.product.path, colour: 'Natural', quantity: 500, unitPriceCents: 1199, belowMinimumReason: '' }],
    });
    expect(revised.status).toBe(200);
    expect((revised.body as QuoteWorkspace).versions.map((v) => [v.number, v.status, v.totalCents])).toEqual([
      [2, 'draft', 599_500],
      [1, 'sent', 370_500],
    ]);
    // Opened later by someone else, the version sent still names its sender.
    const owner = await signedInAs(db(), 'owner', { name: 'Olivia Owner' });
    const firstPdf = await get(endpointUrl(quotesApi.pdf, { params: { id, number: '1' } }), owner)
      .buffer(true)
      .parse(asBytes);
    const firstText = (await readPdf(firstPdf.body as Buffer)).pages[0]!.text.replace(/\s+/g, ' ');
    expect(firstText).toContain('USD 3,705.00');
    expect(firstText).toContain('Your contact Lan Nguyễn lan@hanoweave.example');
  } finally {
    sender.close();
    await sink.close();
  }
});
