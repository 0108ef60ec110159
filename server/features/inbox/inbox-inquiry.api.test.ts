import { englishOf } from '../../../shared/i18n/english';
import { sql } from 'kysely';
import { inboxApi } from '../../../shared/contracts/inbox';
import { INBOX_MESSAGES } from '../../../shared/staff/inbox';
import { inboxTestSite, insertInquiry, vn } from '../../../test/inbox-fixtures';
import { signedInAs } from '../../../test/staff-sessions';

// One inquiry through the inbox's API, as the back office uses it: what its page shows, and what staff do to it
// (status, assignee, notes, replies, merging a duplicate). On a database of its own; the clock stands still at
// Wednesday 18 November 2026, 10:00 in Ho Chi Minh City unless a test moves it.

const NOW = vn('2026-11-18 10:00');
const inbox = inboxTestSite(NOW);
const { clock, db, get, post, list, detailOf, at, auditOf, outboxOf, row } = inbox;

describe('an inquiry', () => {
  it('shows every field labelled, the products by their catalogue names, the buyer’s time and other inquiries', async () => {
    const [a, b] = inbox.products;
    const email = 'hanna@moebel-haus.de';
    const earlier = await insertInquiry(db(), { receivedAt: vn('2026-10-01 09:00'), email, name: 'Hanna Schulz' });
    const colleague = await insertInquiry(db(), { receivedAt: vn('2026-10-05 09:00'), email: 'peter@moebel-haus.de' });
    const stranger = await insertInquiry(db(), { receivedAt: vn('2026-10-06 09:00'), email: 'someone@gmail.com' });
    const order = await insertInquiry(db(), {
      kind: 'order',
      receivedAt: vn('2026-11-17 09:00'),
      name: 'Hanna Schulz',
      email,
      phone: '+49 30 1234567',
      message: 'Please pack in cartons of 10.',
      products: [
        { path: a!.path, name: a!.name, pieces: 200 },
        { path: b!.path, name: b!.name, pieces: 500 },
      ],
    });
    const detail = await detailOf(order.id);
    expect(detail.fields).toEqual([
      { label: 'Name', value: 'Hanna Schulz' },
      { label: 'Phone', value: '+49 30 1234567' },
      { label: 'E-mail', value: email },
      { label: 'Products', value: `${a!.name}: Natural × 200\n${b!.name}: Natural × 500` },
      { label: 'Message', value: 'Please pack in cartons of 10.' },
    ]);
    expect(detail.products).toEqual(
      expect.arrayContaining([
        { path: a!.path, name: a!.name, pieces: 200, colours: [{ colour: 'Natural', quantity: 200 }] },
        { path: b!.path, name: b!.name, pieces: 500, colours: [{ colour: 'Natural', quantity: 500 }] },
      ]),
    );
    // 10:00 in Ho Chi Minh City is 04:00 in Berlin in November.
    expect(detail.buyerLocalTime).toBe('Wed 04:00, Europe/Berlin');
    expect(detail.countryName).toBe('Germany');
    expect(detail.history.map((h) => h.reference)).toEqual([colleague.reference, earlier.reference]);
    expect(detail.history.map((h) => h.reference)).not.toContain(stranger.reference);
    expect(detail.acknowledged).toBe(false);
    expect(detail.clock).toMatchObject({ stopped: false, overdue: false });
    expect(detail.asOf).toBe(NOW.toISOString());
  });

  it('keeps its status when it is opened', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    await detailOf(id);
    expect((await row(id)).status).toBe('new');
    expect((await row(id)).version).toBe(1);
  });

  it('answers 404 for an inquiry that does not exist and 400 for an id that is no number', async () => {
    expect((await get(at('999999999', inboxApi.get))).status).toBe(404);
    expect((await get(at('abc', inboxApi.get))).status).toBe(400);
    expect((await post(at('999999999', inboxApi.setStatus), { status: 'open', version: 1 })).status).toBe(404);
  });
});

describe('changing an inquiry', () => {
  it('records a status change with who and when, in its history and the audit log', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    const response = await post(at(id, inboxApi.setStatus), { status: 'open', version: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'open', version: 2 });
    expect(response.body.events).toEqual([
      expect.objectContaining({ kind: 'status', from: 'new', to: 'open', actor: 'Lan Nguyen', at: NOW.toISOString() }),
    ]);
    const audit = await auditOf(id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'inquiry.status-changed',
        actor_staff_id: inbox.sales.staffId,
        detail: { from: 'new', to: 'open' },
      }),
    ]);
  });

  it('refuses a change made on a stale version with 409 and changes nothing', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    expect((await post(at(id, inboxApi.setStatus), { status: 'open', version: 1 }, inbox.otherSales)).status).toBe(200);
    const eventsBefore = (await detailOf(id)).events.length;
    for (const [endpoint, body] of [
      [inboxApi.setStatus, { status: 'lost', version: 1 }],
      [inboxApi.assign, { assigneeId: inbox.sales.staffId, version: 1 }],
      [inboxApi.reply, { subject: 'Re', body: 'Hello', version: 1 }],
      [inboxApi.recordReply, { how: 'Phoned', version: 1 }],
    ] as const) {
      const stale = await post(at(id, endpoint), body);
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(englishOf(INBOX_MESSAGES.staleEdit));
    }
    const after = await row(id);
    expect(after).toMatchObject({ status: 'open', version: 2, assignee_id: null, first_reply_at: null });
    expect((await detailOf(id)).events).toHaveLength(eventsBefore);
    expect(await outboxOf(id)).toEqual([]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['inquiry.status-changed']);
  });

  it('writes nothing of a change when its audit entry cannot be written', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    await sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`.execute(db());
    await sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`.execute(db());
    try {
      expect((await post(at(id, inboxApi.setStatus), { status: 'open', version: 1 })).status).toBe(500);
    } finally {
      await sql`drop trigger refuse_audit on audit_log`.execute(db());
      await sql`drop function refuse_audit()`.execute(db());
    }
    expect(await row(id)).toMatchObject({ status: 'new', version: 1 });
    expect((await detailOf(id)).events).toEqual([]);
  });

  it('assigns to active sales staff or owners only, and records the names', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    const toEditor = await post(at(id, inboxApi.assign), { assigneeId: inbox.editor.staffId, version: 1 }, inbox.owner);
    expect(toEditor.status).toBe(400);
    expect(toEditor.body.errors).toEqual({ assigneeId: englishOf(INBOX_MESSAGES.notSalesStaff) });
    const gone = await signedInAs(db(), 'sales', { name: 'Gone Away' });
    await db().updateTable('staff').set({ active: false }).where('id', '=', gone.staffId).execute();
    expect((await post(at(id, inboxApi.assign), { assigneeId: gone.staffId, version: 1 }, inbox.owner)).status).toBe(400);
    expect((await post(at(id, inboxApi.assign), { assigneeId: 987654, version: 1 }, inbox.owner)).status).toBe(400);
    // Past the database's integers: refused as input, never a database error.
    expect((await post(at(id, inboxApi.assign), { assigneeId: 2 ** 31, version: 1 }, inbox.owner)).status).toBe(400);
    expect((await post(at(id, inboxApi.assign), { assigneeId: inbox.sales.staffId, version: 2 ** 31 }, inbox.owner)).status).toBe(400);

    const assigned = await post(at(id, inboxApi.assign), { assigneeId: inbox.sales.staffId, version: 1 }, inbox.owner);
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee).toEqual({ id: inbox.sales.staffId, name: 'Lan Nguyen' });
    const moved = await post(at(id, inboxApi.assign), { assigneeId: inbox.otherSales.staffId, version: 2 }, inbox.owner);
    expect(moved.body.events.map((e: { from: string; to: string }) => [e.from, e.to])).toEqual([
      [null, 'Lan Nguyen'],
      ['Lan Nguyen', 'Minh Tran'],
    ]);
    // Each one given the inquiry by someone else is told, with a link to it.
    const told = (await outboxOf(id)).filter((mail) => mail.purpose === 'inquiry-assigned');
    expect(told.map((mail) => mail.to_address)).toEqual([inbox.sales.email, inbox.otherSales.email]);
    expect(told[0]!.body_text).toContain(`/admin/inquiries/${id}`);
    const unassigned = await post(at(id, inboxApi.assign), { assigneeId: null, version: 3 }, inbox.owner);
    expect(unassigned.body.assignee).toBeNull();
    expect((await auditOf(id)).map((a) => [a.action, a.detail.to])).toEqual([
      ['inquiry.assigned', inbox.sales.staffId],
      ['inquiry.assigned', inbox.otherSales.staffId],
      ['inquiry.assigned', null],
    ]);
  });

  it('keeps internal notes in the history and never mails them', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00'), acknowledgement: 'pending' });
    const before = await outboxOf(id);
    const response = await post(at(id, inboxApi.addNote), { body: 'Buyer is price-sensitive: offer FOB.' });
    expect(response.status).toBe(200);
    expect(response.body.events).toEqual([
      expect.objectContaining({ kind: 'note', body: 'Buyer is price-sensitive: offer FOB.', delivery: null }),
    ]);
    // A note changes no field: nobody's version goes stale because of it.
    expect(response.body.version).toBe(1);
    expect(await outboxOf(id)).toEqual(before);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['inquiry.note-added']);
    expect((await post(at(id, inboxApi.addNote), { body: '   ' })).status).toBe(400);
  });
});

describe('replying', () => {
  it('queues the reply to the buyer from the sales person, threaded under the acknowledgement, and stops the clock', async () => {
    const { id } = await insertInquiry(db(), {
      receivedAt: vn('2026-11-17 09:00'),
      email: 'mia@casa-bella.it',
      subject: 'Seagrass rugs',
      message: 'Do you make 2 x 3 m rugs?\nWe need 50.',
      acknowledgement: 'pending',
    });
    const [acknowledgement] = await outboxOf(id);
    clock.set(vn('2026-11-18 11:15'));
    const response = await post(at(id, inboxApi.reply), {
      subject: 'Re: Seagrass rugs',
      body: 'Dear Mia,\nyes, we make them: <b>2 x 3 m</b> in natural.',
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'open', version: 2 });
    expect(response.body.clock).toMatchObject({ stopped: true, overdue: false, firstReplyAt: vn('2026-11-18 11:15').toISOString() });

    const mails = await outboxOf(id);
    expect(mails).toHaveLength(2);
    const reply = mails[1]!;
    expect(reply).toMatchObject({
      purpose: 'inquiry-reply',
      to_address: 'mia@casa-bella.it',
      subject: 'Re: Seagrass rugs',
      from_name: 'Lan Nguyen via HanoWeave',
      reply_to: inbox.sales.email,
      thread_outbox_id: acknowledgement!.id,
      status: 'pending',
    });
    expect(reply.body_text).toContain('Dear Mia,\nyes, we make them: <b>2 x 3 m</b> in natural.');
    expect(reply.body_text).toContain('Lan Nguyen\nHanoi Natural Weaving Joint Stock Company');
    expect(reply.body_text).toContain('On Tue, 17 Nov 2026, 09:00 GMT+7 you wrote:\n> Do you make 2 x 3 m rugs?\n> We need 50.');
    expect(reply.body_html).toContain('&lt;b&gt;2 x 3 m&lt;/b&gt;');
    expect(reply.body_html).not.toContain('<b>2 x 3 m</b>');

    expect(response.body.events).toEqual([
      expect.objectContaining({ kind: 'reply', to: 'Re: Seagrass rugs', delivery: 'pending', actor: 'Lan Nguyen' }),
      expect.objectContaining({ kind: 'status', from: 'new', to: 'open' }),
    ]);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'inquiry.replied', detail: expect.objectContaining({ outboxId: reply.id, firstReply: true }) }),
    ]);

    // A second reply is mailed too, but the first reply's time stands.
    clock.set(vn('2026-11-18 15:00'));
    const again = await post(at(id, inboxApi.reply), { subject: 'Prices', body: 'Our prices are attached.', version: 2 });
    expect(again.status).toBe(200);
    expect(again.body.clock.firstReplyAt).toBe(vn('2026-11-18 11:15').toISOString());
    expect(await outboxOf(id)).toHaveLength(3);
  });

  it('is threaded under nothing when the acknowledgement was not sent (the daily limit)', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00'), acknowledgement: 'skipped' });
    const response = await post(at(id, inboxApi.reply), { subject: 'Hello', body: 'Thanks', version: 1 });
    expect(response.status).toBe(200);
    expect(response.body.acknowledged).toBe(false);
    expect((await outboxOf(id)).find((m) => m.purpose === 'inquiry-reply')!.thread_outbox_id).toBeNull();
  });

  it('refuses to reply to an inquiry without an e-mail address, and changes nothing', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00'), email: null, phone: '+84 912345678' });
    const response = await post(at(id, inboxApi.reply), { subject: 'Hello', body: 'Thanks', version: 1 });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(englishOf(INBOX_MESSAGES.noBuyerAddress));
    expect(await row(id)).toMatchObject({ version: 1, first_reply_at: null, status: 'new' });
    expect(await outboxOf(id)).toEqual([]);
  });

  it('records a reply given by phone: the clock stops and nothing is mailed', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    const response = await post(at(id, inboxApi.recordReply), { how: 'Called the buyer, sent prices on WhatsApp', version: 1 });
    expect(response.status).toBe(200);
    expect(response.body.clock).toMatchObject({ stopped: true, firstReplyAt: NOW.toISOString() });
    expect(response.body.events[0]).toMatchObject({ kind: 'reply', body: 'Called the buyer, sent prices on WhatsApp', delivery: null });
    expect(await outboxOf(id)).toEqual([]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['inquiry.reply-recorded']);
  });

  it('stops the clock of spam and closed inquiries', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-10 09:00') });
    expect((await detailOf(id)).clock).toMatchObject({ overdue: true, stopped: false });
    const response = await post(at(id, inboxApi.setStatus), { status: 'spam', version: 1 });
    expect(response.body.clock).toMatchObject({ overdue: false, stopped: true, workingMinutesLeft: null });
    expect((await list({ overdue: 'true' })).items.map((i) => i.id)).not.toContain(id);
  });
});

describe('merging a duplicate', () => {
  it('folds the duplicate into the other inquiry, closed, with an event on both', async () => {
    const email = 'twice@example.org';
    const first = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00'), email });
    const second = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:05'), email });
    const response = await post(at(second.id, inboxApi.merge), { intoId: first.id, version: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'closed', mergedInto: { id: first.id, reference: first.reference } });
    expect(response.body.clock.stopped).toBe(true);
    expect(response.body.events.map((e: { kind: string }) => e.kind)).toEqual(['merge', 'status']);
    expect((await detailOf(first.id)).events).toEqual([expect.objectContaining({ kind: 'merge', from: second.reference })]);
    expect((await auditOf(second.id)).map((a) => a.action)).toEqual(['inquiry.merged']);
    // Its buyer is answered in the inquiry it was merged into, not in the duplicate.
    for (const [endpoint, body] of [
      [inboxApi.reply, { subject: 'Re: your order', body: 'Thank you', version: 2 }],
      [inboxApi.recordReply, { how: 'By phone', version: 2 }],
    ] as const) {
      const refused = await post(at(second.id, endpoint), body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(englishOf(INBOX_MESSAGES.replyInMergedTarget));
    }
    expect((await detailOf(second.id)).events.map((e) => e.kind)).toEqual(['merge', 'status']);
  });

  it('refuses a merge into itself, into nothing, into a merged inquiry, and a merge of a merged one', async () => {
    const a = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:00') });
    const b = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:01') });
    const c = await insertInquiry(db(), { receivedAt: vn('2026-11-17 09:02') });
    for (const intoId of [a.id, `00${a.id}`]) {
      const self = await post(at(a.id, inboxApi.merge), { intoId, version: 1 });
      expect(self.status).toBe(400);
      expect(self.body.errors).toEqual({ intoId: englishOf(INBOX_MESSAGES.mergeIntoSelf) });
    }
    const nothing = await post(at(a.id, inboxApi.merge), { intoId: '99999999', version: 1 });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toEqual({ intoId: englishOf(INBOX_MESSAGES.unknownMergeTarget) });
    expect((await post(at(b.id, inboxApi.merge), { intoId: a.id, version: 1 })).status).toBe(200);
    const intoMerged = await post(at(c.id, inboxApi.merge), { intoId: b.id, version: 1 });
    expect(intoMerged.status).toBe(400);
    expect(intoMerged.body.errors).toEqual({ intoId: englishOf(INBOX_MESSAGES.mergeTargetMerged) });
    const again = await post(at(b.id, inboxApi.merge), { intoId: c.id, version: 2 });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(englishOf(INBOX_MESSAGES.alreadyMerged));
    expect(await row(c.id)).toMatchObject({ version: 1, merged_into_id: null, status: 'new' });
  });
});
