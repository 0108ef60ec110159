import type { Dashboard } from '../../../shared/contracts/inbox';
import { DASHBOARD_DEFAULT_WEEKS } from '../../../shared/contracts/inbox';
import { weekStart } from '../../db/company-calendar';
import { percentile } from '../../statistics';
import { type InboxContext, ISO_DAY, workingTime } from './inbox-context';
import { overdueCount, receivedSince, topProducts } from './inbox-dashboard.repository';
import { assignableStaff, staffNames } from './inbox-settings.repository';
import { replyDueAt, workingMinutesBetween } from './reply-clock';

// The owner's dashboard: the inquiries of the last weeks by kind, how fast they were answered (the median, the 90th
// percentile, the share answered within the promise), the overdue ones now, the products asked for most, and each
// sales person's figures.

const TOP_PRODUCTS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const roundOrNull = (n: number | null) => (n === null ? null : Math.round(n));

export function createInboxDashboard({ db, clock }: InboxContext) {
  return {
    async dashboard(weeks = DASHBOARD_DEFAULT_WEEKS): Promise<Dashboard> {
      const now = clock();
      const since = await weekStart(db, now, weeks - 1);
      const [rows, overdue, products, staff, wt] = await Promise.all([
        receivedSince(db, since),
        overdueCount(db, now),
        topProducts(db, since, TOP_PRODUCTS),
        assignableStaff(db),
        workingTime(db),
      ]);

      interface Measured {
        assigneeId: number | null;
        replyMinutes: number | null;
        /** Answered within the promise; null while it cannot be told yet (waiting, not yet due) or nobody owed one. */
        inTime: boolean | null;
      }
      const measured = (row: (typeof rows)[number]): Measured => {
        if (row.first_reply_at) {
          // The promise for the first reply, counted from receipt: a later question moves only the next one's.
          const firstDueAt = replyDueAt(row.created_at, wt);
          return {
            assigneeId: row.assignee_id,
            replyMinutes: workingMinutesBetween(row.created_at, row.first_reply_at, wt),
            inTime: row.first_reply_at.getTime() <= firstDueAt.getTime(),
          };
        }
        const dueAt = row.reply_due_at ?? replyDueAt(row.created_at, wt);
        const owed = row.status === 'new' || row.status === 'open';
        return { assigneeId: row.assignee_id, replyMinutes: null, inTime: owed && dueAt.getTime() < now.getTime() ? false : null };
      };
      const figures = (list: Measured[]) => {
        const minutes = list.flatMap((m) => (m.replyMinutes === null ? [] : [m.replyMinutes])).sort((a, b) => a - b);
        const decided = list.filter((m) => m.inTime !== null);
        return {
          medianReplyMinutes: roundOrNull(percentile(minutes, 0.5)),
          p90ReplyMinutes: roundOrNull(percentile(minutes, 0.9)),
          answeredWithin24hShare: decided.length ? decided.filter((m) => m.inTime).length / decided.length : null,
        };
      };

      const byWeek = new Map<string, { rows: typeof rows; measured: Measured[] }>();
      for (let i = 0; i < weeks; i++) {
        // Noon of the Monday: a day's date whatever a clock change does to its midnight.
        byWeek.set(ISO_DAY.format(new Date(since.getTime() + i * 7 * DAY_MS + DAY_MS / 2)), { rows: [], measured: [] });
      }
      const all: Measured[] = [];
      for (const row of rows) {
        const m = measured(row);
        all.push(m);
        const week = byWeek.get(row.week_start);
        week?.rows.push(row);
        week?.measured.push(m);
      }

      const overdueBy = new Map(overdue.map((o) => [o.assignee_id, o.n]));
      const staffIds = new Set<number>(staff.map((s) => s.id));
      for (const row of rows) if (row.assignee_id !== null) staffIds.add(row.assignee_id);
      for (const o of overdue) if (o.assignee_id !== null) staffIds.add(o.assignee_id);
      const names = new Map(
        [
          ...staff,
          ...(await staffNames(
            db,
            [...staffIds].filter((id) => !staff.some((s) => s.id === id)),
          )),
        ].map((s) => [s.id, s.name]),
      );

      return {
        weeks: [...byWeek].map(([weekStart, week]) => ({
          weekStart,
          byKind: {
            quotation: week.rows.filter((r) => r.kind === 'quotation').length,
            order: week.rows.filter((r) => r.kind === 'order').length,
            contact: week.rows.filter((r) => r.kind === 'contact').length,
            catalogue: week.rows.filter((r) => r.kind === 'catalogue').length,
          },
          ...figures(week.measured),
        })),
        ...figures(all),
        overdueNow: overdue.reduce((sum, o) => sum + o.n, 0),
        topProducts: products.map((p) => ({ path: p.path, name: p.name, inquiries: p.inquiries })),
        perStaff: [...staffIds]
          .map((id) => {
            const mine = all.filter((m) => m.assigneeId === id);
            return {
              staff: { id, name: names.get(id) ?? `#${id}` },
              assigned: mine.length,
              replied: mine.filter((m) => m.replyMinutes !== null).length,
              overdue: overdueBy.get(id) ?? 0,
              medianReplyMinutes: figures(mine).medianReplyMinutes,
            };
          })
          .sort((a, b) => a.staff.name.localeCompare(b.staff.name)),
      };
    },
  };
}
