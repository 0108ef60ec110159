import type { I18n } from '@lingui/core';
import { sql } from 'kysely';
import { noLaterVersionSent } from '../quotes/latest-sent-version.public';
import { adminPaths } from '../../../shared/staff/addresses';
import type { Db } from '../../db/connect';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { STAFF_MAIL_LINK_WORDS, inRecipientsLanguages, intlLocaleOf } from '../../i18n/staff-mail-i18n';
import { insertEvents } from './inbox-inquiry.repository';
import { queueMail } from './inquiry-mail.repository';
import { addWorkingMinutes, type WorkingTime } from './reply-clock';
import { mailDate } from './reply-mail';
import { recipientsFor } from './sales-recipients';

// A quote the buyer has not answered: after the inbox's follow-up days (working days, a setting), its assignee (or
// the sales team) is reminded once, each in their back-office language, with whether the buyer has even opened it.
// Anything the buyer or sales did about it since it was sent (a question, an e-mail, a reply) means the conversation
// goes on and nobody needs reminding.
// The mail is queued in the transaction that marks the version reminded, on rows locked with `skip locked`: however
// many processes run the reply clock, each reminder is queued once.

export const FOLLOW_UP_PURPOSE = 'quote-follow-up';
const BATCH = 100;

/** A working day of the company's week, in working minutes (08:00–17:30: 570). */
export const workingDayMinutes = (wt: WorkingTime) => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return minutes(wt.end) - minutes(wt.start);
};

/** When a quote sent at `sentAt` is followed up: `days` working days later. */
export const followUpAt = (sentAt: Date, days: number, wt: WorkingTime) => addWorkingMinutes(sentAt, days * workingDayMinutes(wt), wt);

interface FollowUpFacts {
  reference: string;
  buyer: string;
  number: number;
  sentAt: Date;
  days: number;
  pageOpenedAt: Date | null;
  pdfOpenedAt: Date | null;
  link: string;
}

const WORDS = {
  notAnswered: /*i18n*/ {
    id: '{buyer} has not answered quotation version {number} of {reference}, sent {sentAt} ({days, plural, one {# working day} other {# working days}} ago).',
  },
  openedBoth: /*i18n*/ { id: 'They opened it on their page on {pageOpenedAt} and downloaded its PDF on {pdfOpenedAt}.' },
  openedPage: /*i18n*/ { id: 'They opened it on their page on {pageOpenedAt}.' },
  openedPdf: /*i18n*/ { id: 'They downloaded its PDF on {pdfOpenedAt}.' },
  notOpened: /*i18n*/ { id: 'They have not opened it yet: the mail may have gone to their spam folder.' },
  advice: /*i18n*/ { id: 'A short follow-up now often decides the order.' },
  subject: /*i18n*/ { id: 'Follow up: {reference} from {buyer}, quote not answered' },
};

/** The reminder to follow a quote up, in the recipient's back-office language (`i18n`). */
export function followUpMail(i18n: I18n, facts: FollowUpFacts) {
  const date = (at: Date) => mailDate(at, intlLocaleOf(i18n));
  const opened = {
    pageOpenedAt: facts.pageOpenedAt ? date(facts.pageOpenedAt) : null,
    pdfOpenedAt: facts.pdfOpenedAt ? date(facts.pdfOpenedAt) : null,
  };
  const seen =
    opened.pageOpenedAt && opened.pdfOpenedAt
      ? WORDS.openedBoth
      : opened.pageOpenedAt
        ? WORDS.openedPage
        : opened.pdfOpenedAt
          ? WORDS.openedPdf
          : WORDS.notOpened;
  const lines = [
    i18n._(WORDS.notAnswered.id, {
      buyer: facts.buyer,
      number: facts.number,
      reference: facts.reference,
      sentAt: date(facts.sentAt),
      days: facts.days,
    }),
    i18n._(seen.id, opened),
    i18n._(WORDS.advice),
  ];
  return {
    subject: headerSafe(i18n._(WORDS.subject.id, { reference: facts.reference, buyer: facts.buyer })),
    text: [...lines, '', i18n._(STAFF_MAIL_LINK_WORDS.openIt.id, { link: facts.link }), ''].join('\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(i18n._(STAFF_MAIL_LINK_WORDS.openInquiry))}</a></p>`,
    ].join(''),
  };
}

/** Sent versions still waiting for the buyer, oldest first, locked for this pass. */
function waitingQuotes(trx: Db, sentBefore: Date) {
  return (
    trx
      .selectFrom('quote_version as v')
      .innerJoin('quote as q', 'q.id', 'v.quote_id')
      .innerJoin('inquiry as i', 'i.id', 'q.inquiry_id')
      .select([
        'v.id',
        'v.number',
        'v.sent_at',
        'v.page_opened_at',
        'v.pdf_opened_at',
        'i.id as inquiry_id',
        'i.reference',
        'i.name',
        'i.email',
        'i.assignee_id',
      ])
      .where('v.status', '=', 'sent')
      .where('v.buyer_answer', 'is', null)
      .where('v.follow_up_sent_at', 'is', null)
      .where('v.expired_at', 'is', null)
      .where('v.sent_at', '<', sentBefore)
      .where('i.status', '=', 'quoted')
      .where('i.merged_into_id', 'is', null)
      // Only the latest version sent: an older one was replaced.
      .where(noLaterVersionSent)
      // Nothing said since: no reply, no e-mail, no question on the buyer's page (a look at the page says nothing).
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('inquiry_event as e')
              .select('e.id')
              .whereRef('e.inquiry_id', '=', 'i.id')
              .whereRef('e.at', '>', 'v.sent_at')
              .where(sql<boolean>`(e.kind in ('reply', 'mail') or (e.kind = 'buyer' and e.body is not null))`),
          ),
        ),
      )
      .orderBy('v.sent_at')
      .limit(BATCH)
      .forUpdate('v')
      .skipLocked()
      .execute()
  );
}

/** Reminds of every quote due for a follow-up at `now`; returns how many. `days` 0 turns follow-ups off. */
export async function sendFollowUps(
  db: Db,
  now: Date,
  wt: WorkingTime,
  days: number,
  options: { publicBaseUrl: string },
  stopping: () => boolean,
): Promise<number> {
  if (days <= 0) return 0;
  let sent = 0;
  // Whatever the holidays, `days` working days take at least `days` calendar days.
  const sentBefore = new Date(now.getTime() - days * 24 * 60 * 60 * 1000 + 24 * 60 * 60 * 1000);
  while (!stopping()) {
    const { acted, seen } = await db.transaction().execute(async (trx) => {
      const rows = await waitingQuotes(trx, sentBefore);
      let acted = 0;
      for (const row of rows) {
        const sentAt = row.sent_at!;
        if (followUpAt(sentAt, days, wt).getTime() > now.getTime()) continue;
        const buyer = row.name || row.email || 'The buyer';
        const facts = {
          reference: row.reference,
          buyer,
          number: row.number,
          sentAt,
          days,
          pageOpenedAt: row.page_opened_at,
          pdfOpenedAt: row.pdf_opened_at,
          link: `${options.publicBaseUrl}${adminPaths.inquiry(row.inquiry_id)}`,
        };
        const recipients = await recipientsFor(trx, row.assignee_id);
        for (const { recipient, mail } of await inRecipientsLanguages(recipients, (i18n) => followUpMail(i18n, facts))) {
          await queueMail(trx, { inquiryId: row.inquiry_id, purpose: FOLLOW_UP_PURPOSE, to: recipient.email, ...mail });
        }
        await trx.updateTable('quote_version').set({ follow_up_sent_at: now }).where('id', '=', row.id).execute();
        await insertEvents(trx, [
          {
            inquiryId: row.inquiry_id,
            at: now,
            staffId: null,
            actor: 'Follow-up reminder',
            kind: 'note',
            body: `No answer to quotation version ${row.number} after ${days} working ${days === 1 ? 'day' : 'days'}: ${recipients
              .map((r) => r.email)
              .join(', ')} reminded to follow up.`,
          },
        ]);
        sent++;
        acted++;
      }
      return { acted, seen: rows.length };
    });
    // Oldest first: once one is not due yet, none sent after it is; a full batch that was all acted on may be
    // followed by more.
    if (seen < BATCH || acted < seen) break;
  }
  return sent;
}
