import type { InquirySummary } from '../../../shared/contracts/inbox';
import type { RefusalText } from '../../../shared/i18n/refusal-text';
import { INBOX_MESSAGES } from '../../../shared/staff/inbox';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { holidays } from './inbox-settings.repository';
import type { SummaryRow } from './inbox-list.repository';
import { previewOf } from './inquiry-fields';
import { replyClockOf, workingTimeWith } from './inquiry-clock';
import type { WorkingTime } from './reply-clock';

// What every part of the inbox service shares: its options, the working time the reply clock counts in, how an
// inquiry is summed up for the list, and the inbox's two refusals.

export interface InboxServiceOptions {
  /** The time as the inbox reads it: injected by tests. */
  clock: () => Date;
  /** The inquiry's own reply address, when the company's mailbox is read (INBOUND_IMAP_URL). */
  replyAddress?: (reference: string) => string | null;
  /** The site's public address: the link to the inquiry in the notice sales get of a buyer's mail. */
  publicBaseUrl: string;
}

/** What each part of the inbox service is made with. */
export interface InboxContext extends InboxServiceOptions {
  db: Db;
}

/** Another's change came first: the change was made on an older version, and nothing is written. */
export const staleEdit = () => new HttpError(409, INBOX_MESSAGES.staleEdit);
/** A field's value refused, with the message shown beside that field. */
export const refused = (field: string, message: RefusalText) => new HttpError(400, message, { [field]: message });

/** A calendar day of the company's time zone, 'YYYY-MM-DD'. */
export const ISO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The company's working hours, less the public holidays as they are set now. */
export async function workingTime(db: Db): Promise<WorkingTime> {
  return workingTimeWith((await holidays(db)).map((h) => h.day));
}

/** An inquiry as the list shows it, with its reply clock at `now`. */
export function summaryOf(row: SummaryRow, now: Date, wt: WorkingTime): InquirySummary {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    companyDomain: row.company_domain,
    locale: row.locale,
    preview: previewOf(row.kind, row.payload),
    productCount: Number(row.product_count ?? 0),
    assignee: row.assignee_id !== null && row.assignee_name !== null ? { id: row.assignee_id, name: row.assignee_name } : null,
    receivedAt: row.created_at.toISOString(),
    clock: replyClockOf(row, now, wt),
    version: row.version,
    erasedAt: row.personal_data_erased_at?.toISOString() ?? null,
  };
}
