import type { InputOf } from '../../../shared/contracts/define-endpoint';
import type { Acting } from '../../http/acting';
import type {
  Dashboard,
  InboxSettings,
  InquiryDetail,
  InquiryEvent,
  InquiryPage,
  InquirySummary,
  inboxApi,
  UnmatchedMail,
} from '../../../shared/contracts/inbox';
import { DASHBOARD_DEFAULT_WEEKS } from '../../../shared/contracts/inbox';
import { adminPaths } from '../../../shared/staff/addresses';
import type { AuditAction } from '../../../shared/staff/audit-actions';
import {
  INBOX_COUNT_CAP,
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_COUNT_CAP,
  KIND_LABELS,
  replySubjectOf,
  STATUS_LABELS,
  type InquiryStatusName,
} from '../../../shared/staff/inbox';
import type { Db } from '../../db/connect';
import { weekStart } from '../../db/company-calendar';
import { percentile } from '../../statistics';
import { HttpError } from '../../http/http-error';
import { Download } from '../../http/mount-contract';
import type { Principal } from '../../http/principal';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { recordAudit } from '../audit/audit-trail.public';
import { addAttachments } from '../../mail/outbox.repository';
import { filesForReply, signatureOf } from './reply-tools.service';
import { findSiteConfig } from '../company/site-config.public';
import { buyerLocalTime, buyerTimeZone, countryName } from './buyer-origin';
import { type CsvColumn, csvStream } from '../../http/csv-export';
import {
  acknowledgementOf,
  attachmentsOfInquiryMails,
  inboundAttachment,
  latestBuyerWords,
  assignableStaff,
  countInquiries,
  eventsOf,
  exportBatch,
  findSummary,
  historyOf,
  holidays,
  type InquiryChange,
  type InquiryFilter,
  inquiryReference,
  insertEvents,
  type LockedInquiry,
  listInquiries,
  lockInquiry,
  type NewEvent,
  overdueCount,
  prefixQuery,
  productsOf,
  poll,
  queueMail,
  readSettings,
  receivedSince,
  replaceHolidays,
  setDueTimes,
  staffMember,
  staffNames,
  type SummaryRow,
  topProducts,
  updateInquiry,
  waitingForFirstReply,
  writeSettings,
} from './inbox.repository';
import { inquiryFromMail, matchMail, unmatchedMails } from './buyer-mail.public';
import { basketLinesOf, labelledFields, messageOf, previewOf } from './inquiry-fields';
import { replyClockOf, workingTimeWith } from './inquiry-clock';
import { replyDueAt, workingMinutesBetween, type WorkingTime } from './reply-clock';
import { replyMail } from './reply-mail';

// The inquiry inbox of the sales staff. Every change is one transaction: the inquiry row is locked, its version
// compared with the one the change was made on (another's change meanwhile is a 409, and nothing is written), then
// the change, its event in the inquiry's history and its audit entry are written together.

export const REPLY_PURPOSE = 'inquiry-reply';
/** The mail telling a sales person an inquiry was assigned to them. */
export const ASSIGNMENT_PURPOSE = 'inquiry-assigned';
/** How many unmatched e-mails the list shows, newest first. */
const UNMATCHED_SHOWN = 100;
const HISTORY_LIMIT = 50;
const EXPORT_BATCH = 1_000;
const TOP_PRODUCTS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InboxServiceOptions {
  /** The time as the inbox reads it: injected by tests. */
  clock: () => Date;
  /** The inquiry's own reply address, when the company's mailbox is read (INBOUND_IMAP_URL). */
  replyAddress?: (reference: string) => string | null;
  /** The site's public address: the link to the inquiry in the notice sales get of a buyer's mail. */
  publicBaseUrl: string;
}

/** Who changes an inquiry, and from where (for the audit log). */
type ListQuery = InputOf<typeof inboxApi.list>['query'];

const staleEdit = () => new HttpError(409, INBOX_MESSAGES.staleEdit);
const refused = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** How an actor is named in an inquiry's history: staff by name, an integration by its token's name. */
const actorName = (p: Principal) => (p.via === 'token' ? p.label : p.name);

const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' });
const COMPANY_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const roundOrNull = (n: number | null) => (n === null ? null : Math.round(n));

export function createInboxService(db: Db, options: InboxServiceOptions) {
  const { clock } = options;

  async function workingTime(from: Db = db): Promise<WorkingTime> {
    return workingTimeWith((await holidays(from)).map((h) => h.day));
  }

  function summaryOf(row: SummaryRow, now: Date, wt: WorkingTime): InquirySummary {
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
      preview: previewOf(row.kind, row.payload),
      productCount: Number(row.product_count ?? 0),
      assignee: row.assignee_id !== null && row.assignee_name !== null ? { id: row.assignee_id, name: row.assignee_name } : null,
      receivedAt: row.created_at.toISOString(),
      clock: replyClockOf(row, now, wt),
      version: row.version,
      erasedAt: row.personal_data_erased_at?.toISOString() ?? null,
    };
  }

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

  async function detail(id: string): Promise<InquiryDetail | null> {
    const row = await findSummary(db, id);
    if (!row) return null;
    const now = clock();
    const [wt, events, products, history, acknowledgement, mergedInto, files] = await Promise.all([
      workingTime(),
      eventsOf(db, id),
      productsOf(db, id),
      historyOf(db, { id, email: row.email, companyDomain: row.company_domain }, HISTORY_LIMIT),
      acknowledgementOf(db, id),
      row.merged_into_id ? inquiryReference(db, row.merged_into_id) : Promise.resolve(undefined),
      attachmentsOfInquiryMails(db, id),
    ]);
    const lines = new Map(basketLinesOf(row.payload).map((line) => [line.path, line]));
    const zone = row.country ? buyerTimeZone(row.country) : null;
    const fields = labelledFields(row.kind, row.payload);
    return {
      ...summaryOf(row, now, wt),
      fields,
      products: products.map((p) => ({
        path: p.path,
        name: p.name,
        pieces: p.pieces,
        colours: lines.get(p.path)?.colours ?? [],
      })),
      buyerLocalTime: zone ? `${buyerLocalTime(now, zone)}, ${zone}` : null,
      countryName: row.country ? countryName(row.country) : null,
      events: events.map((e): InquiryEvent => ({
        id: e.id,
        at: e.at.toISOString(),
        actor: e.actor_label,
        kind: e.kind,
        from: e.from_value,
        to: e.to_value,
        body: e.body,
        delivery: e.outbox_id ? (e.delivery ?? null) : null,
        files: e.files,
        mail: e.mail_id
          ? {
              from: e.mail_from ?? '',
              fromBuyer: e.mail_from_buyer ?? false,
              quoted: e.mail_quoted ?? '',
              attachments: files
                .filter((file) => file.inbound_mail_id === e.mail_id)
                .map((file) => ({ id: file.id, fileName: file.file_name, contentType: file.content_type, size: file.size })),
            }
          : null,
      })),
      history: history.map((h) => summaryOf(h, now, wt)),
      mergedInto: mergedInto ? { id: mergedInto.id, reference: mergedInto.reference } : null,
      acknowledged: Boolean(acknowledgement),
      replySubject: replySubjectOf({
        reference: row.reference,
        threadSubject: acknowledgement?.subject ?? null,
        buyerSubject: fields.find((field) => field.label.trim().toLowerCase() === 'subject')?.value ?? null,
      }),
      asOf: now.toISOString(),
    };
  }

  interface ChangeContext {
    trx: Db;
    row: LockedInquiry;
    /** The other inquiry a change involves (a merge's target), locked too; undefined when it does not exist. */
    other: LockedInquiry | undefined;
    now: Date;
    /** Writes the change on the version it was made on (a 409 if that is no longer the row's). */
    update(change: InquiryChange): Promise<void>;
    event(event: Omit<NewEvent, 'inquiryId' | 'at' | 'staffId' | 'actor'> & { inquiryId?: string }): Promise<void>;
    audit(action: AuditAction, detail: Record<string, unknown>): Promise<void>;
  }

  /**
   * Runs `work` on the locked row in one transaction and answers the inquiry as it is afterwards (null: no such
   * inquiry). `version` is the version the change was made on; null for changes that never conflict (notes).
   * With `other`, that inquiry is locked too, both in the order of their ids: two changes that lock the same pair
   * from either end wait for each other instead of deadlocking.
   */
  async function change(id: string, version: number | null, acting: Acting, work: (c: ChangeContext) => Promise<void>, other?: string) {
    const now = clock();
    const found = await db.transaction().execute(async (trx) => {
      const ids = other === undefined ? [id] : [id, other].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
      const locked = new Map<string, LockedInquiry | undefined>();
      for (const each of ids) locked.set(each, await lockInquiry(trx, each));
      const row = locked.get(id);
      if (!row) return false;
      if (version !== null && row.version !== version) throw staleEdit();
      const { principal, ip } = acting;
      await work({
        trx,
        row,
        other: other === undefined ? undefined : locked.get(other),
        now,
        update: async (change) => {
          if (!(await updateInquiry(trx, row.id, row.version, change, now))) throw staleEdit();
        },
        event: (event) =>
          insertEvents(trx, [{ inquiryId: row.id, at: now, staffId: principal.staffId, actor: actorName(principal), ...event }]),
        audit: (action, detail) => recordAudit(trx, { actor: principal, action, subject: { type: 'inquiry', id: row.id }, detail, ip }),
      });
      return true;
    });
    return found ? detail(id) : null;
  }

  /** A reply stops the clock (the first one's time is kept for good) and opens a new inquiry. */
  async function replied(c: ChangeContext): Promise<{ first: boolean; status: InquiryStatusName }> {
    const first = !c.row.first_reply_at;
    const status: InquiryStatusName = c.row.status === 'new' ? 'open' : c.row.status;
    await c.update({
      ...(first ? { first_reply_at: c.now } : {}),
      ...(c.row.answered_at ? {} : { answered_at: c.now }),
      ...(status !== c.row.status ? { status } : {}),
    });
    if (status !== c.row.status) await c.event({ kind: 'status', from: c.row.status, to: status });
    return { first, status };
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
        workingTime(),
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
      const wt = await workingTime();
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

    detail,

    setStatus(id: string, { status, version }: { status: InquiryStatusName; version: number }, acting: Acting) {
      return change(id, version, acting, async (c) => {
        if (c.row.status === status) return;
        await c.update({ status });
        await c.event({ kind: 'status', from: c.row.status, to: status });
        await c.audit('inquiry.status-changed', { from: c.row.status, to: status });
      });
    },

    assign(id: string, { assigneeId, version }: { assigneeId: number | null; version: number }, acting: Acting) {
      return change(id, version, acting, async (c) => {
        if (c.row.assignee_id === assigneeId) return;
        const to = assigneeId === null ? null : await staffMember(c.trx, assigneeId);
        if (to !== null && (!to || !to.active || (to.role !== 'sales' && to.role !== 'owner'))) {
          throw refused('assigneeId', INBOX_MESSAGES.notSalesStaff);
        }
        const from = c.row.assignee_id === null ? null : await staffMember(c.trx, c.row.assignee_id);
        await c.update({ assignee_id: assigneeId });
        await c.event({ kind: 'assignment', from: from?.name ?? null, to: to?.name ?? null });
        // Whoever is given an inquiry by someone else hears of it (taking one yourself needs no mail).
        if (to && to.id !== acting.principal.staffId) {
          const link = `${options.publicBaseUrl}${adminPaths.inquiry(c.row.id)}`;
          const by = acting.principal.name;
          const what = `${KIND_LABELS[c.row.kind]} ${c.row.reference}`;
          await queueMail(c.trx, {
            inquiryId: c.row.id,
            purpose: ASSIGNMENT_PURPOSE,
            to: to.email,
            subject: headerSafe(`${by} gave you ${what}`),
            text: `${by} assigned ${what} from ${c.row.name || c.row.email || 'a buyer'} to you.\n\nOpen it: ${link}\n`,
            html: `<p>${escapeHtml(by)} assigned ${escapeHtml(what)} from ${escapeHtml(c.row.name || c.row.email || 'a buyer')} to you.</p><p><a href="${escapeHtml(link)}">Open the inquiry</a></p>`,
          });
        }
        await c.audit('inquiry.assigned', {
          from: c.row.assignee_id,
          to: assigneeId,
          fromName: from?.name ?? null,
          toName: to?.name ?? null,
        });
      });
    },

    addNote(id: string, { body }: { body: string }, acting: Acting) {
      // Notes are only added, never edited: two people writing at once cannot overwrite each other, so no version.
      return change(id, null, acting, async (c) => {
        await c.event({ kind: 'note', body });
        await c.audit('inquiry.note-added', { length: body.length });
      });
    },

    reply(id: string, input: { subject: string; body: string; files?: string[]; version: number }, acting: Acting) {
      return change(id, input.version, acting, async (c) => {
        // One conversation per buyer: a duplicate's replies go in the inquiry it was merged into.
        if (c.row.merged_into_id) throw new HttpError(400, INBOX_MESSAGES.replyInMergedTarget);
        const to = c.row.email;
        if (!to) throw new HttpError(400, INBOX_MESSAGES.noBuyerAddress);
        const site = await findSiteConfig(c.trx);
        const companyName = site?.company_name ?? '';
        const staffName = acting.principal.name;
        const files = await filesForReply(c.trx, input.files ?? [], c.now);
        const signature = await signatureOf(c.trx, acting.principal.staffId);
        // The reply quotes what it answers: the buyer's latest words (a question on their page), or the inquiry.
        const message = messageOf(c.row.payload);
        const later = await latestBuyerWords(c.trx, c.row.id);
        const mail = replyMail({
          subject: input.subject,
          body: input.body,
          staffName,
          signature,
          companyName,
          original: later?.body ? { at: later.at, message: later.body } : message ? { at: c.row.created_at, message } : null,
        });
        const thread = await acknowledgementOf(c.trx, c.row.id);
        const outboxId = await queueMail(c.trx, {
          inquiryId: c.row.id,
          purpose: REPLY_PURPOSE,
          to,
          ...mail,
          // The display name beside the company's sending address (MAIL_FROM): the buyer sees who answers for whom.
          fromName: headerSafe([staffName, site?.short_name || companyName].filter(Boolean).join(' via ')),
          // The inquiry's reply address when the company's mailbox is read: the buyer's answer comes back into the
          // inquiry (and its assignee is told); else the sales person's own address.
          replyTo: options.replyAddress?.(c.row.reference) ?? acting.principal.email,
          threadOutboxId: thread?.id ?? null,
        });
        await addAttachments(c.trx, outboxId, files);
        const listed = files.map((file) => ({ id: file.id, fileName: file.fileName, size: file.size }));
        await c.event({ kind: 'reply', to: mail.subject, body: input.body, outboxId, files: listed });
        const { first, status } = await replied(c);
        await c.audit('inquiry.replied', {
          outboxId,
          subject: mail.subject,
          files: listed.map((file) => file.fileName),
          firstReply: first,
          status: { from: c.row.status, to: status },
        });
      });
    },

    /** The inquiry's version and latest event, in one indexed read: what an open inquiry asks every few seconds. */
    async pollInquiry(id: string): Promise<{ version: number; lastEventId: string | null } | null> {
      const row = await db
        .selectFrom('inquiry as i')
        .select((eb) => [
          'i.version',
          eb
            .selectFrom('inquiry_event as e')
            .select('e.id')
            .whereRef('e.inquiry_id', '=', 'i.id')
            .orderBy('e.at', 'desc')
            .orderBy('e.id', 'desc')
            .limit(1)
            .as('last_event_id'),
        ])
        .where('i.id', '=', id)
        .executeTakeFirst();
      return row ? { version: row.version, lastEventId: row.last_event_id ?? null } : null;
    },

    async unmatchedMail(): Promise<UnmatchedMail[]> {
      return (await unmatchedMails(db, UNMATCHED_SHOWN)).map((row) => ({
        id: row.id,
        from: row.from_address,
        fromName: row.from_name,
        subject: row.subject,
        receivedAt: row.received_at.toISOString(),
        text: row.body_text,
        files: row.files.map((file) => ({
          id: String(file.id),
          fileName: file.file_name,
          contentType: file.content_type,
          size: file.size,
        })),
      }));
    },

    /** Makes a new inquiry of an unmatched e-mail, recorded in the audit log with who did it. */
    async inquiryFromMail(id: string, acting: Acting) {
      return db.transaction().execute(async (trx) => {
        const made = await inquiryFromMail(trx, id);
        if (!made) return null;
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'inquiry.made-from-mail',
          subject: { type: 'inquiry', id: made.inquiryId },
          detail: { mailId: id, reference: made.reference },
          ip: acting.ip,
        });
        return made;
      });
    },

    /** Puts an unmatched e-mail in an inquiry, recorded in the audit log with who did it. */
    async matchMail(id: string, reference: string, acting: Acting) {
      return db.transaction().execute(async (trx) => {
        const matched = await matchMail(trx, id, reference, clock(), { publicBaseUrl: options.publicBaseUrl });
        if (matched === 'unknown-mail') return null;
        if (matched === 'unknown-inquiry') throw refused('reference', INBOX_MESSAGES.unknownReference);
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'inquiry.mail-matched',
          subject: { type: 'inquiry', id: matched.inquiryId },
          detail: { mailId: id, fromBuyer: matched.fromBuyer },
          ip: acting.ip,
        });
        return { inquiryId: matched.inquiryId, reference: matched.reference };
      });
    },

    /** A file of an e-mail received, always to be saved: whatever it holds, it never runs in the back office's page. */
    async attachment(id: string): Promise<Download | null> {
      const file = await inboundAttachment(db, id);
      return file ? new Download(file.content_type, file.file_name, file.bytes) : null;
    },

    recordReply(id: string, { how, version }: { how: string; version: number }, acting: Acting) {
      return change(id, version, acting, async (c) => {
        if (c.row.merged_into_id) throw new HttpError(400, INBOX_MESSAGES.replyInMergedTarget);
        await c.event({ kind: 'reply', body: how });
        const { first, status } = await replied(c);
        await c.audit('inquiry.reply-recorded', { how, firstReply: first, status: { from: c.row.status, to: status } });
      });
    },

    async merge(id: string, { intoId, version }: { intoId: string; version: number }, acting: Acting) {
      // As numbers: '007' is inquiry 7.
      if (BigInt(id) === BigInt(intoId)) throw refused('intoId', INBOX_MESSAGES.mergeIntoSelf);
      return change(
        id,
        version,
        acting,
        async (c) => {
          const into = c.other;
          if (!into) throw refused('intoId', INBOX_MESSAGES.unknownMergeTarget);
          if (c.row.merged_into_id) throw new HttpError(400, INBOX_MESSAGES.alreadyMerged);
          if (into.merged_into_id) throw refused('intoId', INBOX_MESSAGES.mergeTargetMerged);
          await c.update({ merged_into_id: into.id, status: 'closed' });
          await c.event({ kind: 'merge', to: into.reference });
          if (c.row.status !== 'closed') await c.event({ kind: 'status', from: c.row.status, to: 'closed' });
          await c.event({ inquiryId: into.id, kind: 'merge', from: c.row.reference });
          await c.audit('inquiry.merged', { into: into.id, intoReference: into.reference, status: { from: c.row.status, to: 'closed' } });
        },
        intoId,
      );
    },

    async settings(): Promise<InboxSettings> {
      const [settings, days, staff] = await Promise.all([readSettings(db), holidays(db), assignableStaff(db)]);
      return {
        autoAssign: settings.auto_assign,
        followUpDays: settings.follow_up_days,
        holidays: days,
        assignees: staff.map((s) => ({ id: s.id, name: s.name })),
      };
    },

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
      return this.settings();
    },

    async dashboard(weeks = DASHBOARD_DEFAULT_WEEKS): Promise<Dashboard> {
      const now = clock();
      const since = await weekStart(db, now, weeks - 1);
      const [rows, overdue, products, staff, wt] = await Promise.all([
        receivedSince(db, since),
        overdueCount(db, now),
        topProducts(db, since, TOP_PRODUCTS),
        assignableStaff(db),
        workingTime(),
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

export type InboxService = ReturnType<typeof createInboxService>;
