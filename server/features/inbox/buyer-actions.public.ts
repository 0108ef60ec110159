// What a buyer does on their own page, or leaves undone, recorded on the inquiry (published to the quotes feature,
// run in its transaction): an answer to a quote moves the inquiry to won or lost; a question restarts the reply
// clock, as a new inquiry would start it, and shows in the inquiry's history for sales to answer. Either is mailed
// to the assignee (or the sales team). A quote left unanswered past its validity moves a quoted inquiry to lost.

import type { Db } from '../../db/connect';
import type { InquiryStatus } from '../../db/database';
import { adminPaths } from '../../../shared/staff/addresses';
import { BUYER_NOTICE_PURPOSES, type BuyerNotice, buyerNoticeMail } from './buyer-notice-mail';
import { holidays } from './inbox-settings.repository';
import { buyerQuestionsSince, insertEvents, lockInquiry, type LockedInquiry, updateInquiry } from './inbox-inquiry.repository';
import { queueMail } from './inquiry-mail.repository';
import { restartReplyClock } from './reply-clock.repository';
import { workingTimeWith } from './inquiry-clock';
import { replyDueAt } from './reply-clock';
import { recipientsFor } from './sales-recipients';
import { inRecipientsLanguages } from '../../i18n/staff-mail-i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the buyer is named in the inquiry's history: by the name they gave, on their page. */
export const buyerActor = (name: string | null) => `${name || 'The buyer'} (on their page)`;
/** The history's words for a buyer's answer to version `number`. */
export const answerSentence = (answer: 'accepted' | 'declined', number: number) => `${answer} quotation version ${number}`;
/** The history's words for why an expired quote's inquiry is lost. */
export const expiryNote = (number: number, validUntil: string) =>
  `Quotation version ${number} was valid until ${validUntil} and the buyer did not answer it.`;

export type BuyerAnswer = { number: number; accepted: true } | { number: number; accepted: false; reason: string };

/** Where the back office is, for the link in the notice to sales. */
export interface BackOffice {
  publicBaseUrl: string;
}

/** Tells the inquiry's assignee (or the sales team), each in their language, what the buyer did, in the transaction that records it. */
export async function noticeSales(trx: Db, row: LockedInquiry, notice: BuyerNotice, backOffice: BackOffice) {
  const facts = {
    reference: row.reference,
    inquiryKind: row.kind,
    buyer: row.name || row.email || 'A buyer',
    link: `${backOffice.publicBaseUrl}${adminPaths.inquiry(row.id)}`,
  };
  const purpose =
    notice.kind === 'question'
      ? BUYER_NOTICE_PURPOSES.question
      : notice.kind === 'mail'
        ? BUYER_NOTICE_PURPOSES.mail
        : BUYER_NOTICE_PURPOSES.answer;
  const recipients = await recipientsFor(trx, row.assignee_id);
  for (const { recipient, mail } of await inRecipientsLanguages(recipients, (i18n) => buyerNoticeMail(i18n, notice, facts))) {
    await queueMail(trx, { inquiryId: row.id, purpose, to: recipient.email, ...mail });
  }
}

/** The history's words for the buyer's first look at a quote's page or its PDF. */
export const openedSentence = (what: 'page' | 'pdf', number: number) =>
  what === 'page' ? `opened quotation version ${number} on their page` : `downloaded the PDF of quotation version ${number}`;

/** Shows in the inquiry's history when the buyer first opened a quote's page or its PDF: sales know it was seen. */
export async function recordQuoteOpened(
  trx: Db,
  inquiryId: string,
  buyerName: string | null,
  what: 'page' | 'pdf',
  number: number,
  at: Date,
) {
  await insertEvents(trx, [
    { inquiryId, at, staffId: null, actor: buyerActor(buyerName), kind: 'buyer', to: openedSentence(what, number) },
  ]);
}

/** Records the buyer's answer to version `number`: won or lost, and sales told. False when the inquiry is gone. */
export async function recordBuyerAnswer(trx: Db, inquiryId: string, answer: BuyerAnswer, now: Date, backOffice: BackOffice) {
  const row = await lockInquiry(trx, inquiryId);
  if (!row) return false;
  const to: InquiryStatus = answer.accepted ? 'won' : 'lost';
  await updateInquiry(trx, inquiryId, row.version, { status: to }, now);
  const actor = buyerActor(row.name);
  await insertEvents(trx, [
    {
      inquiryId,
      at: now,
      staffId: null,
      actor,
      kind: 'buyer',
      to: answerSentence(answer.accepted ? 'accepted' : 'declined', answer.number),
      body: answer.accepted ? null : answer.reason,
    },
    ...(row.status === to ? [] : [{ inquiryId, at: now, staffId: null, actor, kind: 'status' as const, from: row.status, to }]),
  ]);
  await noticeSales(
    trx,
    row,
    answer.accepted ? { kind: 'accepted', number: answer.number } : { kind: 'declined', number: answer.number, reason: answer.reason },
    backOffice,
  );
  return { status: { from: row.status, to } };
}

/**
 * Records the buyer's question: sales owe a reply again, due as a new inquiry's would be, and are told. False when
 * the inquiry is gone; 'too-many' when its page sent `perDay` questions in the last 24 hours (counted under the
 * inquiry's lock, so questions sent at once are counted one after the other).
 */
export async function recordBuyerQuestion(
  trx: Db,
  inquiryId: string,
  message: string,
  now: Date,
  backOffice: BackOffice & { perDay: number },
) {
  const row = await lockInquiry(trx, inquiryId);
  if (!row) return false;
  if ((await buyerQuestionsSince(trx, inquiryId, new Date(now.getTime() - DAY_MS))) >= backOffice.perDay) return 'too-many' as const;
  const wt = workingTimeWith((await holidays(trx)).map((h) => h.day));
  // A quote asked about is open again; a won or lost inquiry keeps its outcome.
  const status: InquiryStatus = row.status === 'quoted' ? 'open' : row.status;
  const dueAt = replyDueAt(now, wt);
  await restartReplyClock(trx, inquiryId, row.version, { status, dueAt }, now);
  await noticeSales(trx, row, { kind: 'question', message, dueAt }, backOffice);
  const actor = buyerActor(row.name);
  await insertEvents(trx, [
    { inquiryId, at: now, staffId: null, actor, kind: 'buyer', body: message },
    ...(row.status === status ? [] : [{ inquiryId, at: now, staffId: null, actor, kind: 'status' as const, from: row.status, to: status }]),
  ]);
  return { status: { from: row.status, to: status } };
}

/** The actor of what the quote expiry pass records. */
export const QUOTE_EXPIRY_ACTOR = 'Quote expiry';

/**
 * Version `number` of the inquiry's quote was valid until `validUntil` (YYYY-MM-DD) and the buyer never answered: a
 * quoted inquiry is lost, with that as its reason. Null when the inquiry is gone or no longer quoted (sales moved it
 * meanwhile, or the buyer asked a question that is owed a reply).
 */
export async function recordQuoteExpiry(trx: Db, inquiryId: string, quote: { number: number; validUntil: string }, now: Date) {
  const row = await lockInquiry(trx, inquiryId);
  if (row?.status !== 'quoted') return null;
  await updateInquiry(trx, inquiryId, row.version, { status: 'lost' }, now);
  await insertEvents(trx, [
    {
      inquiryId,
      at: now,
      staffId: null,
      actor: QUOTE_EXPIRY_ACTOR,
      kind: 'status',
      from: row.status,
      to: 'lost',
      body: expiryNote(quote.number, quote.validUntil),
    },
  ]);
  return { status: { from: row.status, to: 'lost' as const } };
}
