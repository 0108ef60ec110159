import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi } from '../../../shared/contracts/inbox';
import { FOLLOW_UP_DAYS_MESSAGE } from '../../../shared/staff/inbox';
import { inboxTestSite, insertInquiry, vn } from '../../../test/inbox-fixtures';

// The inbox's settings through its API, as owners keep them: automatic assignment, the follow-up of quotes and the
// public holidays, which move the due times of inquiries still waiting. On a database of its own; the clock stands
// still at Wednesday 18 November 2026, 10:00 in Ho Chi Minh City.

const NOW = vn('2026-11-18 10:00');
const inbox = inboxTestSite(NOW);
const { db, get, post, row } = inbox;

describe('inbox settings', () => {
  it('turns automatic assignment on and keeps the holidays, moving the due time of inquiries still waiting', async () => {
    // Monday 16th 09:00: 8.5 h on Monday, 9.5 on Tuesday, 6 on Wednesday: due Wednesday 14:00.
    const waiting = await insertInquiry(db(), { receivedAt: vn('2026-11-16 09:00') });
    const answered = await insertInquiry(db(), {
      receivedAt: vn('2026-11-16 09:00'),
      firstReplyAt: vn('2026-11-16 10:00'),
      status: 'open',
    });
    expect((await row(waiting.id)).reply_due_at).toEqual(vn('2026-11-18 14:00'));

    const saved = await post(
      endpointUrl(inboxApi.saveSettings),
      { autoAssign: true, holidays: [{ day: '2026-11-17', name: 'Company day out' }] },
      inbox.owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ autoAssign: true, holidays: [{ day: '2026-11-17', name: 'Company day out' }] });
    expect(saved.body.assignees).toEqual(
      expect.arrayContaining([
        { id: inbox.sales.staffId, name: 'Lan Nguyen' },
        { id: inbox.owner.staffId, name: 'Olivia Owner' },
      ]),
    );
    expect(saved.body.assignees).not.toContainEqual({ id: inbox.editor.staffId, name: 'Ed Itor' });
    expect((await row(waiting.id)).reply_due_at).toEqual(vn('2026-11-19 14:00'));
    expect((await row(answered.id)).reply_due_at).toEqual(vn('2026-11-18 14:00'));
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'inbox.settings-changed').execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_staff_id: inbox.owner.staffId,
        detail: expect.objectContaining({ autoAssign: { from: false, to: true }, holidaysAdded: ['2026-11-17'] }),
      }),
    ]);

    const restored = await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, holidays: [] }, inbox.owner);
    expect(restored.body).toMatchObject({ autoAssign: false, holidays: [] });
    expect((await row(waiting.id)).reply_due_at).toEqual(vn('2026-11-18 14:00'));
  });

  it('refuses a day listed twice and a day that does not exist, and changes nothing', async () => {
    const twice = await post(
      endpointUrl(inboxApi.saveSettings),
      {
        autoAssign: true,
        holidays: [
          { day: '2026-12-24', name: 'A' },
          { day: '2026-12-24', name: 'B' },
        ],
      },
      inbox.owner,
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toHaveProperty('holidays');
    const noDay = await post(
      endpointUrl(inboxApi.saveSettings),
      { autoAssign: true, holidays: [{ day: '2026-02-30', name: 'A' }] },
      inbox.owner,
    );
    expect(noDay.status).toBe(400);
    expect((await get(endpointUrl(inboxApi.settings))).body).toMatchObject({ autoAssign: false, holidays: [] });
  });

  it('keeps the working days before a quote is followed up: 3 at first, 0 for never, left as they are when not sent', async () => {
    expect((await get(endpointUrl(inboxApi.settings))).body.followUpDays).toBe(3);
    const saved = await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, followUpDays: 5, holidays: [] }, inbox.owner);
    expect(saved.status).toBe(200);
    expect(saved.body.followUpDays).toBe(5);
    const audit = await db()
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'inbox.settings-changed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ followUpDays: { from: 3, to: 5 } });
    for (const followUpDays of [31, -1, 2.5, '4']) {
      const refused = await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, followUpDays, holidays: [] }, inbox.owner);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.followUpDays).toBe(FOLLOW_UP_DAYS_MESSAGE);
    }
    expect((await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, holidays: [] }, inbox.owner)).body.followUpDays).toBe(5);
    expect(
      (await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, followUpDays: 0, holidays: [] }, inbox.owner)).body.followUpDays,
    ).toBe(0);
    await post(endpointUrl(inboxApi.saveSettings), { autoAssign: false, followUpDays: 3, holidays: [] }, inbox.owner);
  });
});
