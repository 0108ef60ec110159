import type { AuditAction } from '../../../shared/staff/audit-actions';
import { QUOTE_MESSAGES } from '../../../shared/quotes';
import type { Db } from '../../db/connect';
import type { Acting } from '../../http/acting';
import { HttpError } from '../../http/http-error';
import { recordAudit } from '../audit/audit-trail.public';
import { type QuoteBasis, quoteBasisOf } from '../inbox/quote-basis.public';
import { findQuote, insertQuote, lockQuote, raiseQuoteVersion, versionsOf } from './quote.repository';

// What every part of the quote service shares: its options, the two refusals, the lookups of an inquiry's quote and
// the transaction each change of a quote is written in.

export interface QuoteServiceOptions {
  /** The time as the quotes read it: injected by tests. */
  clock: () => Date;
  /** The bytes of a picture of the library at its address (a variant), or null: the PDF's product pictures. */
  pictureBytes: (address: string) => Promise<Buffer | null>;
  /** The site's public origin, for the link to the buyer's page in a quote's e-mail. */
  baseUrl: string;
}

/** What each part of the quote service is made with. */
export interface QuoteContext extends QuoteServiceOptions {
  db: Db;
}

/** Another person saved or sent the quote since the builder showed it: nothing is written. */
export const staleEdit = () => new HttpError(409, QUOTE_MESSAGES.staleEdit);
/** Fields' values refused, each with the message shown beside it; the first is the answer's message. */
export const refused = (fields: Record<string, string>) => new HttpError(400, Object.values(fields)[0]!, fields);

/** The inquiry a change of its quote is made on, null when there is none; one merged into another is refused. */
export async function quotableBasis(db: Db, inquiryId: string): Promise<QuoteBasis | null> {
  const basis = await quoteBasisOf(db, inquiryId);
  if (basis?.mergedInto) throw new HttpError(400, QUOTE_MESSAGES.mergedInquiry);
  return basis;
}

/** The inquiry's quote, undefined while it has none, and its versions (none then), the latest first. */
export async function quoteVersionsOf(db: Db, inquiryId: string) {
  const quote = await findQuote(db, inquiryId);
  return { quote, versions: quote ? await versionsOf(db, quote.id) : [] };
}

/** What a change wrote, for its audit entry. */
export interface QuoteChange {
  action: AuditAction;
  detail: Record<string, unknown>;
}

/**
 * One change of an inquiry's quote, in one transaction: the quote row is locked and its version compared with
 * `version`, the one the change was made on (another person's save or send meanwhile is a 409, and nothing is
 * written; null: there was no quote yet, and it is made), then the change, the quote's new version and the audit
 * entry are written together.
 */
export function changeQuote(
  { db }: QuoteContext,
  inquiryId: string,
  version: number | null,
  { acting, now }: { acting: Acting; now: Date },
  change: (trx: Db, quote: { id: string; version: number }) => Promise<QuoteChange>,
): Promise<void> {
  const { principal, ip } = acting;
  return db.transaction().execute(async (trx) => {
    let quote = await lockQuote(trx, inquiryId);
    if (!quote) {
      if (version !== null) throw staleEdit();
      quote = await insertQuote(trx, inquiryId, principal.staffId);
      if (!quote) throw staleEdit();
    } else if (version !== quote.version) throw staleEdit();
    const { action, detail } = await change(trx, quote);
    await raiseQuoteVersion(trx, quote.id, now);
    await recordAudit(trx, { actor: principal, action, subject: { type: 'inquiry', id: inquiryId }, detail, ip, at: now });
  });
}
