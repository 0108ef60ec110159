import type { InputOf } from '../../../shared/contracts/define-endpoint';
import type { InquiryPage, inboxApi } from '../../../shared/contracts/inbox';
import { INBOX_COUNT_CAP, INBOX_PAGE_SIZE, INBOX_SEARCH_COUNT_CAP, KIND_LABELS, STATUS_LABELS } from '../../../shared/staff/inbox';
import { type CsvColumn, csvStream } from '../../http/csv-export';
import { Download } from '../../http/mount-contract';
import { countryName } from './buyer-origin';
import { type InboxContext, ISO_DAY, summaryOf, workingTime } from './inbox-context';
import {
  countInquiries,
  exportBatch,
  type InquiryFilter,
  listInquiries,
  poll,
  prefixQuery,
  type SummaryRow,
} from './inbox-list.repository';
import { replyClockOf } from './inquiry-clock';
import { messageOf, previewOf } from './inquiry-fields';

// The inbox's list: a page of inquiries, filtered and searched, its CSV export, and the poll that tells the list to
// reload.

type ListQuery = InputOf<typeof inboxApi.list>['query'];

const EXPORT_BATCH = 1_000;

const COMPANY_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function createInboxList({ db, clock }: InboxContext) {
  async function filterOf(query: ListQuery, now: Date): Promise<InquiryFilter> {
    const q = query.q?.trim();
    const product = query.product?.trim();
    return {
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.status === 'waiting' ? { waiting: true } : query.status ? { status: query.status } : {}),
      ...(query.assignee ? { assigneeId: query.assignee === 'none' ? null : Number(query.assignee) } : {}),
      ...(query.overdue ? { overdueAt: now } : {}),
      ...(query.from ? { fromDay: query.from } : {}),
      ...(query.to ? { toDay: query.to } : {}),
      ...(product ? { productPath: product } : {}),
      ...(query.country ? { country: query.country } : {}),
      ...(q ? { tsquery: await prefixQuery(db, q) } : {}),
    };
  }

  async function* exportRows(filter: InquiryFilter) {
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const rows = await exportBatch(db, filter, after, EXPORT_BATCH);
      yield* rows;
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.position, id: last.id };
    }
  }

  return {
    async list(query: ListQuery): Promise<InquiryPage> {
      const now = clock();
      const page = query.page ?? 1;
      const filter = await filterOf(query, now);
      const cap = filter.tsquery === undefined ? INBOX_COUNT_CAP : INBOX_SEARCH_COUNT_CAP;
      const [rows, counted, wt] = await Promise.all([
        listInquiries(db, filter, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE }),
        countInquiries(db, filter, cap + 1),
        workingTime(db),
      ]);
      return {
        items: rows.map((row) => summaryOf(row, now, wt)),
        total: Math.min(counted, cap),
        totalCapped: counted > cap,
        page,
        pageSize: INBOX_PAGE_SIZE,
        asOf: now.toISOString(),
      };
    },

    async exportCsv(query: ListQuery): Promise<Download> {
      const now = clock();
      const wt = await workingTime(db);
      type Row = SummaryRow;
      const clockOf = (row: Row) => replyClockOf(row, now, wt);
      const columns: CsvColumn<Row>[] = [
        { header: 'Reference', value: (r) => r.reference },
        { header: 'Received', value: (r) => r.created_at },
        { header: 'Kind', value: (r) => KIND_LABELS[r.kind] },
        { header: 'Status', value: (r) => STATUS_LABELS[r.status] },
        { header: 'Name', value: (r) => r.name },
        { header: 'E-mail', value: (r) => r.email },
        { header: 'Phone', value: (r) => r.phone },
        { header: 'Country', value: (r) => (r.country ? countryName(r.country) : null) },
        { header: 'Company domain', value: (r) => r.company_domain },
        { header: 'Assignee', value: (r) => r.assignee_name },
        { header: 'Products', value: (r) => Number(r.product_count ?? 0) },
        { header: 'Summary', value: (r) => previewOf(r.kind, r.payload) },
        { header: 'Message', value: (r) => messageOf(r.payload) },
        { header: 'Reply due', value: (r) => new Date(clockOf(r).dueAt!) },
        { header: 'First reply', value: (r) => r.first_reply_at },
        { header: 'Overdue', value: (r) => (clockOf(r).overdue ? 'yes' : '') },
      ];
      const stream = csvStream(columns, exportRows(await filterOf(query, now)), { formatDate: (d) => COMPANY_TIME.format(d) });
      return new Download('text/csv; charset=utf-8', `inquiries-${ISO_DAY.format(now)}.csv`, stream);
    },

    poll: () => poll(db),
  };
}
