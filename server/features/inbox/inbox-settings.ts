import type { InboxSettings } from '../../../shared/contracts/inbox';
import type { Acting } from '../../http/acting';
import { recordAudit } from '../audit/audit-trail.public';
import { type InboxContext, refused } from './inbox-context';
import { assignableStaff, holidays, readSettings, replaceHolidays, writeSettings } from './inbox-settings.repository';
import { workingTimeWith } from './inquiry-clock';
import { replyDueAt } from './reply-clock';
import { setDueTimes, waitingForFirstReply } from './reply-clock.repository';

// The inbox's settings, kept by owners: automatic assignment, the working days before a sent quote is followed up,
// and the company's public holidays, which move the due time of every inquiry still waiting for its first reply.

export function createInboxSettings({ db }: InboxContext) {
  async function settings(): Promise<InboxSettings> {
    const [settings, days, staff] = await Promise.all([readSettings(db), holidays(db), assignableStaff(db)]);
    return {
      autoAssign: settings.auto_assign,
      followUpDays: settings.follow_up_days,
      holidays: days,
      assignees: staff.map((s) => ({ id: s.id, name: s.name })),
    };
  }

  return {
    settings,

    async saveSettings(
      input: { autoAssign: boolean; followUpDays?: number; holidays: { day: string; name: string }[] },
      acting: Acting,
    ): Promise<InboxSettings> {
      const days = new Set(input.holidays.map((h) => h.day));
      if (days.size !== input.holidays.length) throw refused('holidays', 'Each day can be listed once.');
      await db.transaction().execute(async (trx) => {
        const before = await readSettings(trx, { lock: true });
        const beforeDays = await holidays(trx);
        const wasHoliday = new Set(beforeDays.map((h) => h.day));
        const added = input.holidays.filter((h) => !wasHoliday.has(h.day)).map((h) => h.day);
        const removed = beforeDays.filter((h) => !days.has(h.day)).map((h) => h.day);
        const renamed = input.holidays.filter((h) => beforeDays.some((b) => b.day === h.day && b.name !== h.name)).map((h) => h.day);
        const followUpDays = input.followUpDays ?? before.follow_up_days;
        await writeSettings(trx, { auto_assign: input.autoAssign, follow_up_days: followUpDays });
        await replaceHolidays(trx, input.holidays);
        // The promise is counted in working time: a day that becomes (or stops being) a holiday moves the due time
        // of every inquiry still waiting for its first reply.
        let dueTimesMoved = 0;
        if (added.length || removed.length) {
          const wt = workingTimeWith([...days]);
          const waiting = await waitingForFirstReply(trx);
          const moved = waiting
            .map((w) => ({ id: w.id, dueAt: replyDueAt(w.created_at, wt), before: w.reply_due_at }))
            .filter((w) => w.before?.getTime() !== w.dueAt.getTime());
          await setDueTimes(trx, moved);
          dueTimesMoved = moved.length;
        }
        const unchanged = before.auto_assign === input.autoAssign && before.follow_up_days === followUpDays;
        if (unchanged && !added.length && !removed.length && !renamed.length) return;
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'inbox.settings-changed',
          subject: { type: 'inbox-settings', id: 'inbox' },
          detail: {
            ...(before.auto_assign !== input.autoAssign ? { autoAssign: { from: before.auto_assign, to: input.autoAssign } } : {}),
            ...(before.follow_up_days !== followUpDays ? { followUpDays: { from: before.follow_up_days, to: followUpDays } } : {}),
            holidaysAdded: added,
            holidaysRemoved: removed,
            holidaysRenamed: renamed,
            dueTimesMoved,
          },
          ip: acting.ip,
        });
      });
      return settings();
    },
  };
}
