import { englishOf } from '../i18n/english';
import type { SiteLocale } from '../i18n/locales';
import { ACCESS } from '../staff/roles';
import {
  INBOX_MESSAGES,
  INQUIRY_KINDS,
  REFERENCE_MAX,
  INQUIRY_STATUSES,
  type InquiryKindName,
  type InquiryStatusName,
  FOLLOW_UP_DAYS_MAX,
  FOLLOW_UP_DAYS_MESSAGE,
  NOTE_MAX,
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
  SEARCH_MAX,
} from '../staff/inbox';
import { REPLY_FILE_MESSAGES, REPLY_FILES_MAX } from '../staff/reply-tools';
import { listPageParam } from './request-fields';
import { defineContract, responseOf, type Zod } from './define-endpoint';

// The inquiry inbox of the sales staff (owners and sales). Every change names the version it was made on: a change
// to an inquiry someone else changed meanwhile is refused with 409 and INBOX_MESSAGES.staleEdit.

/** The reply clock as of the answer (`asOf`): the back office counts down from it. */
export interface ReplyClock {
  dueAt: string | null;
  /** Working minutes left until due (negative once overdue); null once stopped. */
  workingMinutesLeft: number | null;
  overdue: boolean;
  /** Replied, or spam/closed: nobody owes a reply any more. */
  stopped: boolean;
  /** When the inquiry was first answered: kept when the buyer writes again and another reply is owed. */
  firstReplyAt: string | null;
}

export interface StaffRef {
  id: number;
  name: string;
}

export interface InquirySummary {
  id: string;
  reference: string;
  kind: InquiryKindName;
  status: InquiryStatusName;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** ISO 3166 code, inferred from the phone's country code or the e-mail's country domain. */
  country: string | null;
  companyDomain: string | null;
  /** The site locale the inquiry was sent from: the buyer reads that language (its acknowledgement was in it). */
  locale: SiteLocale;
  /** The subject, or the first words of the message; the basket's product count. */
  preview: string;
  productCount: number;
  assignee: StaffRef | null;
  receivedAt: string;
  clock: ReplyClock;
  version: number;
  /** When the buyer's personal data was erased at their request (Buyer data): why it names nobody. */
  erasedAt: string | null;
}

export interface InquiryPage {
  items: InquirySummary[];
  /** How many the filters find; at most INBOX_COUNT_CAP (INBOX_SEARCH_COUNT_CAP with a search: see totalCapped). */
  total: number;
  /** More were found than were counted: show the total as `${total}+`, e.g. '10,000+' (counting on costs time). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** The moment the clocks were read at. */
  asOf: string;
}

export interface InquiryEvent {
  id: string;
  at: string;
  actor: string;
  /**
   * 'buyer': what the buyer did on their page (answered a quote, asked a question). 'mail': an e-mail about the
   * inquiry (the buyer's, or someone else's: see `mail.fromBuyer`), with its subject in `to` and its text in `body`.
   */
  kind: 'status' | 'assignment' | 'note' | 'reply' | 'merge' | 'buyer' | 'mail';
  from: string | null;
  to: string | null;
  body: string | null;
  /** Replies: whether the mail has left (sent), waits (pending), or could not be delivered (failed). */
  delivery: 'pending' | 'sent' | 'failed' | 'skipped' | null;
  /** An e-mail received ('mail'). */
  mail: InboundMailFacts | null;
  /** The files a reply carried, downloaded by staff from `replyToolsApi.file`. */
  files: { id: string; fileName: string; size: number }[];
}

/** An e-mail that matched no inquiry, as the "Not matched" list shows it. */
export interface UnmatchedMail {
  id: string;
  from: string;
  fromName: string | null;
  subject: string;
  receivedAt: string;
  text: string;
  /** Downloaded by staff from `inboxApi.attachment`. */
  files: InboundMailFacts['attachments'];
}

/** What the inbox shows of an e-mail it received, beside its text. */
export interface InboundMailFacts {
  /** The address it came from. */
  from: string;
  /** Sent from the address the inquiry came from; anyone else is shown as such, never as the buyer. */
  fromBuyer: boolean;
  /** The history the sender's mail program quoted below their words, folded away. */
  quoted: string;
  /** Downloaded by staff from `inboxApi.attachment`. */
  attachments: { id: string; fileName: string; contentType: string; size: number }[];
}

export interface InquiryDetail extends InquirySummary {
  /** Every field the buyer sent, labelled, in the form's order. */
  fields: { label: string; value: string }[];
  /** Basket lines or the asked product. */
  products: { path: string; name: string | null; pieces: number | null; colours: { colour: string; quantity: number }[] }[];
  /** The buyer's local time now, when their time zone can be inferred (e.g. 'Tue 14:05, Europe/Berlin'). */
  buyerLocalTime: string | null;
  countryName: string | null;
  events: InquiryEvent[];
  /** Other inquiries from the same e-mail address or company domain, newest first. */
  history: InquirySummary[];
  mergedInto: { id: string; reference: string } | null;
  /** The acknowledgement the buyer received: a reply is threaded under it. */
  acknowledged: boolean;
  /** A reply's subject, as the reply form starts it (shared/staff/inbox.ts replySubjectOf). */
  replySubject: string;
  asOf: string;
}

export interface InboxSettings {
  autoAssign: boolean;
  /** Working days a sent quote waits for the buyer's answer before its assignee is reminded to follow up; 0: never. */
  followUpDays: number;
  holidays: { day: string; name: string }[];
  /** Who can be assigned: active owners and sales staff. */
  assignees: StaffRef[];
}

export interface Dashboard {
  weeks: {
    weekStart: string;
    byKind: Record<InquiryKindName, number>;
    medianReplyMinutes: number | null;
    p90ReplyMinutes: number | null;
    answeredWithin24hShare: number | null;
  }[];
  medianReplyMinutes: number | null;
  p90ReplyMinutes: number | null;
  answeredWithin24hShare: number | null;
  overdueNow: number;
  topProducts: { path: string; name: string | null; inquiries: number }[];
  perStaff: { staff: StaffRef; assigned: number; replied: number; overdue: number; medianReplyMinutes: number | null }[];
}

/** A real calendar day: 2026-02-30 matches the pattern and is no day (the database would refuse it). */
const isCalendarDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return year >= 1970 && parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
};
const dayField = (z: Zod) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
    .refine(isCalendarDay, 'Use a date as YYYY-MM-DD.');
/** `:id`, an inquiry's: its quote's endpoints (./quotes.ts) name it the same way. */
/** `:id` of a row with a bigint id: digits only, so no text reaches the database as an id; `unknown` otherwise. */
const rowIdParam = (unknown: string) => (z: Zod) => z.object({ id: z.string().regex(/^\d{1,18}$/, unknown) });
export const inquiryIdParam = rowIdParam('Unknown inquiry');
/** The dashboard's period when none is asked for. */
export const DASHBOARD_DEFAULT_WEEKS = 12;
/** `?weeks=N`: the dashboard's period, the last 1 to 52 weeks of the company's calendar (this one included). */
export const dashboardPeriod = (z: Zod) =>
  z.object({
    weeks: z
      .string()
      .regex(/^\d{1,2}$/, 'weeks must be 1 to 52')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 52, 'weeks must be 1 to 52')
      .optional(),
  });
/** The database's integer ids and versions stop here: a larger number is refused as input, not by the database. */
const MAX_ID = 2_147_483_647;
const version = (z: Zod) => z.number({ error: 'version must be a whole number' }).int().min(1).max(MAX_ID);

/** The list's filters, as query-string text (the back office keeps them in its address bar). */
export const inboxFilters = (z: Zod) =>
  z.object({
    kind: z.enum(INQUIRY_KINDS).optional(),
    status: z.enum([...INQUIRY_STATUSES, 'waiting'] as const).optional(),
    /** A staff id, or 'none' for unassigned. */
    assignee: z
      .string()
      .regex(/^(\d{1,9}|none)$/, 'assignee must be a staff id or none')
      .optional(),
    overdue: z.enum(['true']).optional(),
    from: dayField(z).optional(),
    to: dayField(z).optional(),
    product: z.string().max(200).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'country must be a two-letter code')
      .optional(),
    q: z.string().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional(),
    page: listPageParam(z),
  });

export const inboxApi = defineContract({
  list: { method: 'GET', path: '/staff/inquiries', access: ACCESS.inbox, query: inboxFilters, response: responseOf<InquiryPage>() },
  /** A file a buyer's e-mail brought, saved by the browser (never shown in the back office's page). */
  attachment: {
    method: 'GET',
    path: '/staff/inbound-attachments/:id',
    access: ACCESS.inbox,
    params: rowIdParam('Unknown file'),
    notFound: 'Unknown file',
    download: true,
    response: responseOf<never>(),
  },
  /** E-mails from the company's mailbox that answered none of our mails: for staff to put in an inquiry. */
  unmatchedMail: { method: 'GET', path: '/staff/inbound-mail', access: ACCESS.inbox, response: responseOf<UnmatchedMail[]>() },
  /** Makes a new inquiry (a contact message) of an unmatched e-mail from someone who wrote for the first time. */
  inquiryFromMail: {
    method: 'POST',
    path: '/staff/inbound-mail/:id/inquiry',
    access: ACCESS.inbox,
    params: rowIdParam(englishOf(INBOX_MESSAGES.mailMatchedMeanwhile)),
    notFound: INBOX_MESSAGES.mailMatchedMeanwhile,
    response: responseOf<{ inquiryId: string; reference: string }>(),
  },
  /** Puts an unmatched e-mail in the inquiry of that reference, as if it had been matched on arrival. */
  matchMail: {
    method: 'POST',
    path: '/staff/inbound-mail/:id/match',
    access: ACCESS.inbox,
    params: rowIdParam(englishOf(INBOX_MESSAGES.mailMatchedMeanwhile)),
    body: (z: Zod) =>
      z.object({ reference: z.string().trim().min(1, 'Cannot be empty.').max(REFERENCE_MAX, englishOf(INBOX_MESSAGES.unknownReference)) }),
    notFound: INBOX_MESSAGES.mailMatchedMeanwhile,
    response: responseOf<{ inquiryId: string; reference: string }>(),
  },
  /** The filtered list as CSV (UTF-8 with BOM; cells that a spreadsheet would run as formulas neutralised). */
  exportCsv: {
    method: 'GET',
    path: '/staff/inquiries.csv',
    access: ACCESS.inbox,
    query: inboxFilters,
    download: true,
    response: responseOf<never>(),
  },
  /** The newest inquiry's id and the count of new ones: the list asks every second whether to reload. */
  poll: {
    method: 'GET',
    path: '/staff/inbox/poll',
    access: ACCESS.inbox,
    response: responseOf<{ newestId: string | null; newCount: number }>(),
  },
  /** What moves when anything happens to an inquiry: an open inquiry asks every few seconds whether to reload. */
  pollInquiry: {
    method: 'GET',
    path: '/staff/inquiries/:id/poll',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    notFound: 'Unknown inquiry',
    response: responseOf<{ version: number; lastEventId: string | null }>(),
  },
  get: {
    method: 'GET',
    path: '/staff/inquiries/:id',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    notFound: 'Unknown inquiry',
    response: responseOf<InquiryDetail>(),
  },
  setStatus: {
    method: 'POST',
    path: '/staff/inquiries/:id/status',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    body: (z: Zod) => z.object({ status: z.enum(INQUIRY_STATUSES, { error: 'Choose a status.' }), version: version(z) }),
    notFound: 'Unknown inquiry',
    response: responseOf<InquiryDetail>(),
  },
  assign: {
    method: 'POST',
    path: '/staff/inquiries/:id/assignee',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    body: (z: Zod) =>
      z.object({ assigneeId: z.number().int().positive().max(MAX_ID, 'Unknown staff member').nullable(), version: version(z) }),
    notFound: 'Unknown inquiry',
    response: responseOf<InquiryDetail>(),
  },
  addNote: {
    method: 'POST',
    path: '/staff/inquiries/:id/notes',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    body: (z: Zod) =>
      z.object({ body: z.string().trim().min(1, 'Cannot be empty.').max(NOTE_MAX, `Must be at most ${NOTE_MAX} characters.`) }),
    notFound: 'Unknown inquiry',
    response: responseOf<InquiryDetail>(),
  },
  /** E-mails the buyer (through the outbox), threaded under their acknowledgement; the first reply stops the clock. */
  reply: {
    method: 'POST',
    path: '/staff/inquiries/:id/replies',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    body: (z: Zod) =>
      z.object({
        subject: z.string().trim().min(1, 'Cannot be empty.').max(REPLY_SUBJECT_MAX, `Must be at most ${REPLY_SUBJECT_MAX} characters.`),
        body: z.string().trim().min(1, 'Cannot be empty.').max(REPLY_BODY_MAX, `Must be at most ${REPLY_BODY_MAX} characters.`),
        /** Files from the reply files' library (`replyToolsApi.uploadFile`), in the order they are attached. */
        files: z
          .array(z.string().regex(/^\d{1,18}$/, englishOf(REPLY_FILE_MESSAGES.unknown)))
          .max(REPLY_FILES_MAX, englishOf(REPLY_FILE_MESSAGES.tooMany))
          .optional(),
        version: version(z),
      }),
    notFound: 'Unknown inquiry',
    response: responseOf<InquiryDetail>(),
  },
  /** Records a reply given another way (by phone, by chat): stops the clock, sends nothing. */
  recordReply: {
    method: 'POST',
    path: '/staff/inquiries/:id/replied',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    body: (z: Zod) => z.object({ how: z.string().trim().min(1, 'Cannot be empty.').max(NOTE_MAX), version: version(z) }),
    notFound: 'Unknown inquiry',
    response: responseOf<InquiryDetail>(),
  },
  /** A buyer who sent the same inquiry twice: this one is folded into `intoId` (kept, marked merged, its clock stopped). */
  merge: {
    method: 'POST',
    path: '/staff/inquiries/:id/merge',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    body: (z: Zod) => z.object({ intoId: z.string().regex(/^\d{1,18}$/, 'Unknown inquiry'), version: version(z) }),
    notFound: 'Unknown inquiry',
    response: responseOf<InquiryDetail>(),
  },
  settings: { method: 'GET', path: '/staff/inbox/settings', access: ACCESS.inbox, response: responseOf<InboxSettings>() },
  saveSettings: {
    method: 'POST',
    path: '/staff/inbox/settings',
    access: ACCESS.owner,
    body: (z: Zod) =>
      z.object({
        autoAssign: z.boolean(),
        /** Left out: unchanged. */
        followUpDays: z
          .number({ error: FOLLOW_UP_DAYS_MESSAGE })
          .int(FOLLOW_UP_DAYS_MESSAGE)
          .min(0, FOLLOW_UP_DAYS_MESSAGE)
          .max(FOLLOW_UP_DAYS_MAX, FOLLOW_UP_DAYS_MESSAGE)
          .optional(),
        holidays: z.array(z.object({ day: dayField(z), name: z.string().trim().min(1, 'Cannot be empty.').max(100) })).max(100),
      }),
    response: responseOf<InboxSettings>(),
  },
  dashboard: {
    method: 'GET',
    path: '/staff/dashboard',
    access: ACCESS.owner,
    query: dashboardPeriod,
    response: responseOf<Dashboard>(),
  },
});
