import request from 'supertest';
import { BUYER_ACTION_MESSAGES, BUYER_QUESTIONS_PER_DAY } from '../../../shared/buyer-quote';
import { buyerQuoteApi } from '../../../shared/contracts/buyer-quote';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type Dashboard, inboxApi, type InquiryDetail } from '../../../shared/contracts/inbox';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { quotesApi, type QuoteWorkspace } from '../../../shared/contracts/quotes';
import { QUOTE_MESSAGES } from '../../../shared/quotes';
import { testClock } from '../../../test/inbox-fixtures';
import { asBytes, readPdf } from '../../../test/pdf-pages';
import { startSmtpSink } from '../../../test/smtp-sink';
import { signedInAs, type SignedIn } from '../../../test/staff-sessions';
import { createIsolatedTestApp, TEST_BASE_URL } from '../../../test/test-app';
import { freePort } from '../../../test/wait';
import { createLogger } from '../../logger';
import { deliverDueMails, messageIdHostOf, smtpSender } from '../../mail/outbox-worker';
import { runQuoteExpiryPass } from './quote-expiry';

// Sending a quote, as the buyer's mail program receives it over SMTP: the PDF attached, a link to their page, in
// the thread of their acknowledgement; the version kept as sent, the inquiry quoted, and the next version started
// from it. On a database of its own, so that the mail server receives only this test's mails.

const MAIL_FROM = 'HanoWeave <sales@hanoweave.example>';
const clock = testClock(new Date());
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let lan: SignedIn;
let product: { path: string; name: string };

beforeAll(async () => {
  site = await createIsolatedTestApp({ clock: clock.now });
  lan = await signedInAs(site.database.db, 'sales', { name: 'Lan Nguyễn', email: 'lan@hanoweave.example' });
  product = await site.database.db
    .selectFrom('product')
    .select(['path', 'name'])
    .where('pieces_per_carton', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
});
afterAll(() => site.dispose());

const db = () => site.database.db;
const today = () => new Date(clock.now().getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(clock.now().getTime() + (7 * 60 + days * 24 * 60) * 60 * 1000).toISOString().slice(0, 10);

let octet = 1;
async function quotationFrom(email: string) {
  const sent = await request(site.app)
    .post(endpointUrl(inquiriesApi.sendContact))
    .set('X-Forwarded-For', `10.55.0.${octet++}`)
    .send({
      name: 'Zsófia Kővári',
      phone_number: '+(123) 456-7890',
      email,
      subject: 'Baskets',
      message: 'Please quote 300 pieces.',
      product: { link: `${TEST_BASE_URL}/product/${product.path}`, name: product.name },
    });
  expect(sent.status).toBe(201);
  const { id } = await db().selectFrom('inquiry').select('id').where('reference', '=', sent.body.reference).executeTakeFirstOrThrow();
  return { id, reference: sent.body.reference as string };
}

const url = (endpoint: { path: string; method: 'GET' | 'POST' }, id: string) =>
  endpointUrl(endpoint as typeof quotesApi.workspace, { params: { id } });
const saveDraft = (id: string, body: object) => request(site.app).post(url(quotesApi.saveDraft, id)).set(lan.headers).send(body);
const send = (id: string, body: object) => request(site.app).post(url(quotesApi.send, id)).set(lan.headers).send(body);

const terms = (validUntil: string | null) => ({
  incoterm: 'fob-hai-phong',
  port: '',
  paymentTerms: 'tt-30',
  samplesDays: { from: 5, to: 10 },
  productionDays: { from: 35, to: 65 },
  validUntil,
  notes: '',
});

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
    lines: [{ path: product.path, colour: 'Natural', quantity: 300, unitPriceCents: null, belowMinimumReason: '' }],
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

it('mails the PDF and a link to the buyer’s page in the acknowledgement’s thread, keeps the version as sent and starts the next', async () => {
  const buyer = 'zsofia@lodz-design.pl';
  const { id, reference } = await quotationFrom(buyer);
  const saved = await saveDraft(id, {
    version: null,
    ...terms(inDays(30)),
    lines: [{ path: product.path, colour: 'Natural', quantity: 300, unitPriceCents: 1235, belowMinimumReason: '' }],
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
    expect((await request(site.app).get(endpointUrl(buyerQuoteApi.pdf, { params: { token: firstToken } }))).status).toBe(404);

    const response = await send(id, { version: saved.body.quoteVersion, number: 1 });
    expect(response.status).toBe(200);
    const after = response.body as QuoteWorkspace;
    expect(after.versions).toEqual([expect.objectContaining({ number: 1, status: 'sent', totalCents: 370_500 })]);
    // The next version starts as the one sent, unsaved.
    expect(after.draft).toMatchObject({ number: 2, status: 'draft', totalCents: 370_500 });
    expect(after.draftSaved).toBe(false);
    expect(after.inquiry.status).toBe('quoted');

    // The inquiry: quoted, its clock stopped by the first quote, its history showing the mail and the status.
    const detail = await request(site.app)
      .get(endpointUrl(inboxApi.get, { params: { id } }))
      .set(lan.headers);
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
    const view = await request(site.app).get(endpointUrl(buyerQuoteApi.view, { params: { token } }));
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
        lines: [{ name: product.name, colour: 'Natural', quantity: 300, unitPriceCents: 1235, amountCents: 370_500 }],
      },
    });
    const page = await request(site.app).get(`/quote/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Our quotation, version 1');
    expect(page.text).toContain('USD 3,705.00');
    const buyersPdf = await request(site.app)
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
      lines: [{ path: product.path, colour: 'Natural', quantity: 500, unitPriceCents: 1199, belowMinimumReason: '' }],
    });
    expect(revised.status).toBe(200);
    expect((revised.body as QuoteWorkspace).versions.map((v) => [v.number, v.status, v.totalCents])).toEqual([
      [2, 'draft', 599_500],
      [1, 'sent', 370_500],
    ]);
    // Opened later by someone else, the version sent still names its sender.
    const owner = await signedInAs(db(), 'owner', { name: 'Olivia Owner' });
    const firstPdf = await request(site.app)
      .get(endpointUrl(quotesApi.pdf, { params: { id, number: '1' } }))
      .set(owner.headers)
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

describe('the buyer’s answer on their page', () => {
  /** A quotation request with version 1 sent (not delivered: its mail still holds the link); its link's token. */
  async function sentQuote(email: string) {
    const { id, reference } = await quotationFrom(email);
    const saved = await saveDraft(id, {
      version: null,
      ...terms(inDays(30)),
      lines: [{ path: product.path, colour: 'Natural', quantity: 300, unitPriceCents: 1235, belowMinimumReason: '' }],
    });
    expect((await send(id, { version: saved.body.quoteVersion, number: 1 })).status).toBe(200);
    const mail = await db()
      .selectFrom('email_outbox')
      .select('body_text')
      .where('inquiry_id', '=', id)
      .where('purpose', '=', 'quote')
      .executeTakeFirstOrThrow();
    return { id, reference, token: /\/quote\/([A-Za-z0-9_-]{43})/.exec(mail.body_text)![1]! };
  }
  const answer = (token: string, body: object) =>
    request(site.app)
      .post(endpointUrl(buyerQuoteApi.answer, { params: { token } }))
      .send(body);
  const ask = (token: string, message: string) =>
    request(site.app)
      .post(endpointUrl(buyerQuoteApi.ask, { params: { token } }))
      .send({ message });
  const inquiryRow = (id: string) => db().selectFrom('inquiry').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const buyerEvents = (id: string) =>
    db()
      .selectFrom('inquiry_event')
      .select(['kind', 'actor_label', 'to_value', 'body'])
      .where('inquiry_id', '=', id)
      .where('kind', '=', 'buyer')
      .orderBy('id')
      .execute();

  /** What the buyer's page told sales, from the outbox. */
  const notices = (id: string) =>
    db()
      .selectFrom('email_outbox')
      .select(['purpose', 'to_address', 'subject', 'body_text'])
      .where('inquiry_id', '=', id)
      .where('purpose', 'in', ['buyer-answer', 'buyer-question'])
      .orderBy('id')
      .execute();

  it('shows in the history when the buyer first opened the quote’s page and its PDF, once each', async () => {
    const { id, token } = await sentQuote('looking@einrichtung.de');
    const view = () => request(site.app).get(endpointUrl(buyerQuoteApi.view, { params: { token } }));
    const pdf = () =>
      request(site.app)
        .get(endpointUrl(buyerQuoteApi.pdf, { params: { token } }))
        .buffer(true)
        .parse(asBytes);
    expect(await buyerEvents(id)).toEqual([]);
    const opened = new Date(clock.now().getTime() + 60 * 60_000);
    clock.set(opened);
    expect((await view()).status).toBe(200);
    clock.set(new Date(opened.getTime() + 60_000));
    expect((await view()).status).toBe(200);
    expect((await pdf()).status).toBe(200);
    expect((await pdf()).status).toBe(200);
    expect((await buyerEvents(id)).map((e) => [e.actor_label, e.to_value])).toEqual([
      ['Zsófia Kővári (on their page)', 'opened quotation version 1 on their page'],
      ['Zsófia Kővári (on their page)', 'downloaded the PDF of quotation version 1'],
    ]);
    const version = await db()
      .selectFrom('quote_version')
      .select(['page_opened_at', 'pdf_opened_at'])
      .where('status', '=', 'sent')
      .where('quote_id', 'in', db().selectFrom('quote').select('id').where('inquiry_id', '=', id))
      .executeTakeFirstOrThrow();
    expect(version.page_opened_at).toEqual(opened);
    expect(version.pdf_opened_at).toEqual(new Date(opened.getTime() + 60_000));
  });

  it('accepts the latest version once: the inquiry is won, and the same answer again changes nothing', async () => {
    const { id, token, reference } = await sentQuote('accepting@einrichtung.de');
    // Lan looks after it: she is the one told.
    const { version } = await db().selectFrom('inquiry').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    const assigned = await request(site.app)
      .post(endpointUrl(inboxApi.assign, { params: { id } }))
      .set(lan.headers)
      .send({ assigneeId: lan.staffId, version });
    expect(assigned.status).toBe(200);
    expect((await answer(token, { version: 2, answer: 'accept' })).status).toBe(409);
    const declineWithout = await answer(token, { version: 1, answer: 'decline', reason: '  ' });
    expect(declineWithout.status).toBe(400);
    expect(declineWithout.body.errors).toEqual({ reason: 'Cannot be empty.' });

    const accepted = await answer(token, { version: 1, answer: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.headers['cache-control']).toBe('no-store');
    expect(accepted.body).toMatchObject({ stage: 'accepted', quote: { number: 1, answer: { answer: 'accepted', reason: null } } });
    expect((await inquiryRow(id)).status).toBe('won');
    expect(await buyerEvents(id)).toEqual([
      { kind: 'buyer', actor_label: 'Zsófia Kővári (on their page)', to_value: 'accepted quotation version 1', body: null },
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_label'])
      .where('subject_id', '=', id)
      .where('action', '=', 'quote.accepted')
      .execute();
    expect(audit).toEqual([{ action: 'quote.accepted', actor_label: 'Buyer, on their page' }]);

    const told = await notices(id);
    expect(told).toEqual([
      {
        purpose: 'buyer-answer',
        to_address: 'lan@hanoweave.example',
        subject: `Accepted: quotation version 1, Quotation request ${reference} from Zsófia Kővári`,
        body_text: expect.stringContaining(
          `Zsófia Kővári accepted version 1 of the quotation for Quotation request ${reference} on their page.`,
        ),
      },
    ]);
    expect(told[0]!.body_text).toContain(`${TEST_BASE_URL}/admin/inquiries/${id}`);

    const again = await answer(token, { version: 1, answer: 'accept' });
    expect(again.status).toBe(200);
    expect(await buyerEvents(id)).toHaveLength(1);
    expect(await notices(id)).toHaveLength(1);
    const other = await answer(token, { version: 1, answer: 'decline', reason: 'Too dear' });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('You have already accepted version 1 of this quotation.');
    expect((await inquiryRow(id)).status).toBe('won');
    // Sales see the answer beside the version.
    const workspace = await request(site.app).get(url(quotesApi.workspace, id)).set(lan.headers);
    expect(workspace.body.versions[0]).toMatchObject({ number: 1, status: 'sent', outcome: { kind: 'accepted', reason: null } });
  });

  it('declines with the buyer’s reason: the inquiry is lost, the reason in its history', async () => {
    const { id, token } = await sentQuote('declining@einrichtung.de');
    const declined = await answer(token, { version: 1, answer: 'decline', reason: 'Our budget is USD 10 a piece.' });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      stage: 'declined',
      quote: { answer: { answer: 'declined', reason: 'Our budget is USD 10 a piece.' } },
    });
    expect((await inquiryRow(id)).status).toBe('lost');
    expect((await buyerEvents(id))[0]).toMatchObject({ to_value: 'declined quotation version 1', body: 'Our budget is USD 10 a piece.' });
    // Nobody looks after it yet: every active sales person is told, with the buyer's reason.
    const salesTeam = await db().selectFrom('staff').select('email').where('role', '=', 'sales').where('active', '=', true).execute();
    const told = await notices(id);
    expect(told.map((mail) => mail.to_address).sort()).toEqual(salesTeam.map((s) => s.email).sort());
    expect(told[0]!.subject).toMatch(/^Declined: quotation version 1, Quotation request Q-/);
    expect(told[0]!.body_text).toContain('> Our budget is USD 10 a piece.');
    const workspace = await request(site.app).get(url(quotesApi.workspace, id)).set(lan.headers);
    expect(workspace.body.versions[0].outcome).toMatchObject({ kind: 'declined', reason: 'Our budget is USD 10 a piece.' });
  });

  it('takes a question into the inquiry’s history and restarts the reply clock, once however often it is sent', async () => {
    const { id, token } = await sentQuote('asking@einrichtung.de');
    const before = await inquiryRow(id);
    expect(before.status).toBe('quoted');
    expect(before.first_reply_at).not.toBeNull();
    const asked = await ask(token, 'Can you do the black in 200 pieces?');
    expect(asked.status).toBe(200);
    const after = await inquiryRow(id);
    expect(after.status).toBe('open');
    // The buyer still has the quote before them: their page does not go back to "being prepared".
    const view = await request(site.app).get(endpointUrl(buyerQuoteApi.view, { params: { token } }));
    expect(view.body).toMatchObject({ stage: 'quoted', quote: expect.objectContaining({ number: 1 }) });
    // A reply is owed again; the first one's time stays what it was.
    expect(after.answered_at).toBeNull();
    expect(after.first_reply_at).toEqual(before.first_reply_at);
    expect(after.reply_due_at!.getTime()).toBeGreaterThan(clock.now().getTime());
    expect((await ask(token, 'Can you do the black in 200 pieces?')).status).toBe(200);
    // One question (the page the test opened above is in the history too, as the buyer's first look at the quote).
    expect((await buyerEvents(id)).filter((event) => event.body)).toEqual([
      expect.objectContaining({ to_value: null, body: 'Can you do the black in 200 pieces?' }),
    ]);
    // Sales hear of it once, with the question and when the reply is due.
    const told = (await notices(id)).filter((mail) => mail.to_address === 'lan@hanoweave.example');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      purpose: 'buyer-question',
      subject: expect.stringMatching(/^Question from Zsófia Kővári about Quotation request Q-/),
    });
    expect(told[0]!.body_text).toContain('> Can you do the black in 200 pieces?');
    expect(told[0]!.body_text).toMatch(/A reply is due by .+\./);
    expect((await ask(token, ' ')).body.errors).toEqual({ message: 'Cannot be empty.' });
  });

  it('keeps the first reply’s time when a later question is answered, and threads and quotes the answer', async () => {
    const { id, token } = await sentQuote('timing@einrichtung.de');
    const firstReplyAt = (await inquiryRow(id)).first_reply_at!;
    const inquiryOf = async () => (await request(site.app).get(url(inboxApi.get, id)).set(lan.headers)).body as InquiryDetail;
    const owner = await signedInAs(db(), 'owner');
    const firstReplyFigures = async () => {
      const response = await request(site.app)
        .get(endpointUrl(inboxApi.dashboard, { query: { weeks: 1 } }))
        .set(owner.headers);
      const { medianReplyMinutes, p90ReplyMinutes, answeredWithin24hShare } = response.body as Dashboard;
      return { medianReplyMinutes, p90ReplyMinutes, answeredWithin24hShare };
    };
    const figuresBefore = await firstReplyFigures();

    clock.set(new Date(clock.now().getTime() + 14 * 60 * 1000));
    expect((await ask(token, 'Could the handles be in black?')).status).toBe(200);
    const waiting = await inquiryOf();
    expect(waiting.clock).toMatchObject({ firstReplyAt: firstReplyAt.toISOString(), stopped: false });

    clock.set(new Date(clock.now().getTime() + 60 * 1000));
    const replied = await request(site.app)
      .post(url(inboxApi.reply, id))
      .set(lan.headers)
      .send({ subject: waiting.replySubject, body: 'Yes, black handles are no extra cost.', version: waiting.version });
    expect(replied.status).toBe(200);
    // The reply answers the acknowledgement's subject, as it is threaded under it, and quotes the question it answers.
    expect(waiting.replySubject).toMatch(/^Re: We received your quotation request \(Q-\d{4}-[2-9A-Z]{5}\)$/);
    const mail = await db()
      .selectFrom('email_outbox')
      .select(['subject', 'body_text'])
      .where('inquiry_id', '=', id)
      .where('purpose', '=', 'inquiry-reply')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(waiting.replySubject);
    expect(mail.body_text).toMatch(/you wrote:\n> Could the handles be in black\?$/);
    const answered = replied.body as InquiryDetail;
    expect(answered.clock).toMatchObject({ firstReplyAt: firstReplyAt.toISOString(), stopped: true });
    expect((await inquiryRow(id)).first_reply_at).toEqual(firstReplyAt);
    expect(await firstReplyFigures()).toEqual(figuresBefore);
  });

  it('takes at most 10 questions a day from one page, each mailed to sales, and refuses more without a trace', async () => {
    const { id, token } = await sentQuote('curious@einrichtung.de');
    for (let n = 1; n <= BUYER_QUESTIONS_PER_DAY; n++) expect((await ask(token, `Question number ${n}?`)).status).toBe(200);
    const mailsBefore = (await notices(id)).length;
    const refused = await ask(token, 'One more question?');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(BUYER_ACTION_MESSAGES.tooManyQuestions);
    expect(await buyerEvents(id)).toHaveLength(BUYER_QUESTIONS_PER_DAY);
    expect(await notices(id)).toHaveLength(mailsBefore);
    // A day later the page may ask again.
    clock.set(new Date(clock.now().getTime() + 24 * 60 * 60 * 1000 + 1000));
    try {
      expect((await ask(token, 'One more question?')).status).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });

  it('refuses every action on an expired link, and knows no link it never gave; the quote expires, the inquiry lost', async () => {
    const { id, token } = await sentQuote('late@einrichtung.de');
    const unknown = 'B'.repeat(43);
    expect((await answer(unknown, { version: 1, answer: 'accept' })).status).toBe(404);
    expect((await ask(unknown, 'Hello?')).status).toBe(404);
    clock.set(new Date(clock.now().getTime() + 40 * 24 * 60 * 60 * 1000));
    try {
      const late = await answer(token, { version: 1, answer: 'accept' });
      expect(late.status).toBe(410);
      expect(late.body.error).toBe('This link has expired. Please contact us.');
      expect((await ask(token, 'Still valid?')).status).toBe(410);
      // The expiry pass (every web process runs it) finds the quote unanswered past its validity.
      expect(await runQuoteExpiryPass(db(), { now: clock.now })).toBeGreaterThanOrEqual(1);
      expect((await inquiryRow(id)).status).toBe('lost');
      expect((await request(site.app).get(endpointUrl(buyerQuoteApi.view, { params: { token } }))).body).toEqual({ state: 'expired' });
    } finally {
      clock.set(new Date());
    }
    // Sales (signed in today) see it beside the version.
    const workspace = await request(site.app).get(url(quotesApi.workspace, id)).set(lan.headers);
    expect(workspace.body.versions[0].outcome).toMatchObject({ kind: 'expired', reason: null });
  });
});
