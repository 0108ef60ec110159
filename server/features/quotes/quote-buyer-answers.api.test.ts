import { BUYER_ACTION_MESSAGES, BUYER_QUESTIONS_PER_DAY } from '../../../shared/buyer-quote';
import { buyerQuoteApi } from '../../../shared/contracts/buyer-quote';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type Dashboard, inboxApi, type InquiryDetail } from '../../../shared/contracts/inbox';
import { quotesApi } from '../../../shared/contracts/quotes';
import { testClock } from '../../../test/inbox-fixtures';
import { asBytes } from '../../../test/pdf-pages';
import { inquiryUrl, quoteSendingSite } from '../../../test/quote-fixtures';
import { signedInAs } from '../../../test/staff-sessions';
import { TEST_BASE_URL } from '../../../test/test-app';
import { runQuoteExpiryPass } from './quote-expiry';

// The buyer's answer to a quote sent them, on their page: opening it and its PDF, accepting, declining, asking a
// question (which restarts the reply clock), the limit on questions and the expired link; each as the inquiry's
// history, its status and the mails to sales show it. On a database of its own, so that the dashboard's figures
// and the sales team told are this test's only.

const clock = testClock(new Date());
const { given, db, get, post, visitor, quotationFrom, saveDraft, send, terms, inDays } = quoteSendingSite(clock.now);

describe('the buyer’s answer on their page', () => {
  /** A quotation request with version 1 sent (not delivered: its mail still holds the link); its link's token. */
  async function sentQuote(email: string) {
    const { id, reference } = await quotationFrom(email);
    const saved = await saveDraft(id, {
      version: null,
      ...terms(inDays(30)),
      lines: [{ path: given.product.path, colour: 'Natural', quantity: 300, unitPriceCents: 1235, belowMinimumReason: '' }],
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
  const answer = (token: string, body: object) => visitor.post(endpointUrl(buyerQuoteApi.answer, { params: { token } }), body);
  const ask = (token: string, message: string) => visitor.post(endpointUrl(buyerQuoteApi.ask, { params: { token } }), { message });
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
    const view = () => visitor.get(endpointUrl(buyerQuoteApi.view, { params: { token } }));
    const pdf = () =>
      visitor
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
    const assigned = await post(endpointUrl(inboxApi.assign, { params: { id } }), { assigneeId: given.lan.staffId, version });
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
    const workspace = await get(inquiryUrl(quotesApi.workspace, id));
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
    const workspace = await get(inquiryUrl(quotesApi.workspace, id));
    expect(workspace.body.versions[0].outcome).toMatchObject({ kind: 'declined', reason: 'Our budget is USD 10 a piece.' });
  });

  it('tells each sales person in their own language: Vietnamese to a Vietnamese colleague, English to an English one', async () => {
    const vy = await signedInAs(db(), 'sales', { name: 'Vy Trần' });
    await db().updateTable('staff').set({ locale: 'vi' }).where('id', '=', vy.staffId).execute();
    try {
      const { id, reference, token } = await sentQuote('declining-vi@einrichtung.de');
      expect((await answer(token, { version: 1, answer: 'decline', reason: 'Too dear.' })).status).toBe(200);
      const told = await notices(id);
      const to = (email: string) => told.find((mail) => mail.to_address === email)!;
      expect(to(vy.email).subject).toBe(`Đã từ chối: báo giá phiên bản 1, Yêu cầu báo giá ${reference} của Zsófia Kővári`);
      expect(to(vy.email).body_text).toBe(
        [
          `Zsófia Kővári đã từ chối phiên bản 1 của báo giá cho Yêu cầu báo giá ${reference} trên trang của họ. Yêu cầu này giờ không thành. Lý do của khách hàng:`,
          '',
          '> Too dear.',
          '',
          `Xem tại: ${TEST_BASE_URL}/admin/inquiries/${id}`,
          '',
        ].join('\n'),
      );
      expect(to(given.lan.email).subject).toBe(`Declined: quotation version 1, Quotation request ${reference} from Zsófia Kővári`);
      expect(to(given.lan.email).body_text).toContain('The inquiry is now lost. Their reason:\n\n> Too dear.');
    } finally {
      await db().updateTable('staff').set({ active: false }).where('id', '=', vy.staffId).execute();
    }
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
    const view = await visitor.get(endpointUrl(buyerQuoteApi.view, { params: { token } }));
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
    const inquiryOf = async () => (await get(inquiryUrl(inboxApi.get, id))).body as InquiryDetail;
    const owner = await signedInAs(db(), 'owner');
    const firstReplyFigures = async () => {
      const response = await get(endpointUrl(inboxApi.dashboard, { query: { weeks: 1 } }), owner);
      const { medianReplyMinutes, p90ReplyMinutes, answeredWithin24hShare } = response.body as Dashboard;
      return { medianReplyMinutes, p90ReplyMinutes, answeredWithin24hShare };
    };
    const figuresBefore = await firstReplyFigures();

    clock.set(new Date(clock.now().getTime() + 14 * 60 * 1000));
    expect((await ask(token, 'Could the handles be in black?')).status).toBe(200);
    const waiting = await inquiryOf();
    expect(waiting.clock).toMatchObject({ firstReplyAt: firstReplyAt.toISOString(), stopped: false });

    clock.set(new Date(clock.now().getTime() + 60 * 1000));
    const replied = await post(inquiryUrl(inboxApi.reply, id), {
      subject: waiting.replySubject,
      body: 'Yes, black handles are no extra cost.',
      version: waiting.version,
    });
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
      expect((await visitor.get(endpointUrl(buyerQuoteApi.view, { params: { token } }))).body).toEqual({ state: 'expired' });
    } finally {
      clock.set(new Date());
    }
    // Sales (signed in today) see it beside the version.
    const workspace = await get(inquiryUrl(quotesApi.workspace, id));
    expect(workspace.body.versions[0].outcome).toMatchObject({ kind: 'expired', reason: null });
  });
});
