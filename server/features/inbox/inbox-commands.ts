import type { InquiryDetail } from '../../../shared/contracts/inbox';
import { adminPaths } from '../../../shared/staff/addresses';
import type { AuditAction } from '../../../shared/staff/audit-actions';
import { INBOX_MESSAGES, type InquiryStatusName } from '../../../shared/staff/inbox';
import type { Db } from '../../db/connect';
import type { Acting } from '../../http/acting';
import { HttpError } from '../../http/http-error';
import type { Principal } from '../../http/principal';
import { headerSafe } from '../../mail/mail-text';
import { addAttachments } from '../../mail/outbox.repository';
import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import { recordAudit } from '../audit/audit-trail.public';
import { findSiteConfig } from '../company/site-config.public';
import { type InboxContext, refused, staleEdit } from './inbox-context';
import {
  type InquiryChange,
  insertEvents,
  latestBuyerWords,
  type LockedInquiry,
  lockInquiry,
  type NewEvent,
  updateInquiry,
} from './inbox-inquiry.repository';
import { assignmentMail } from './assignment-mail';
import { staffMember } from './inbox-settings.repository';
import { messageOf } from './inquiry-fields';
import { acknowledgementOf, queueMail } from './inquiry-mail.repository';
import { replyMail } from './reply-mail';
import { filesForReply, signatureOf } from './reply-tools.service';

// What staff do to one inquiry: its status, its assignee, notes, replies (mailed, or given another way) and merging
// a duplicate. Every change is one transaction: the inquiry row is locked, its version compared with the one the
// change was made on (another's change meanwhile is a 409, and nothing is written), then the change, its event in
// the inquiry's history and its audit entry are written together. Each answers the inquiry as it is afterwards.

export const REPLY_PURPOSE = 'inquiry-reply';
/** The mail telling a sales person an inquiry was assigned to them. */
export const ASSIGNMENT_PURPOSE = 'inquiry-assigned';

/** How an actor is named in an inquiry's history: staff by name, an integration by its token's name. */
const actorName = (p: Principal) => (p.via === 'token' ? p.label : p.name);

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

/** `detail` reads the inquiry as it is after a change (inbox-inquiry.ts). */
export function createInquiryCommands(
  { db, clock, replyAddress, publicBaseUrl }: InboxContext,
  detail: (id: string) => Promise<InquiryDetail | null>,
) {
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

  return {
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
          const mail = assignmentMail(await staffMailI18n(to.locale), {
            by: acting.principal.name,
            kind: c.row.kind,
            reference: c.row.reference,
            buyer: c.row.name || c.row.email || 'a buyer',
            link: `${publicBaseUrl}${adminPaths.inquiry(c.row.id)}`,
          });
          await queueMail(c.trx, { inquiryId: c.row.id, purpose: ASSIGNMENT_PURPOSE, to: to.email, ...mail });
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
          replyTo: replyAddress?.(c.row.reference) ?? acting.principal.email,
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
  };
}
