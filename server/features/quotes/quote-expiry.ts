import type { Db } from '../../db/connect';
import { recordAudit, systemActor } from '../audit/audit-trail.public';
import { QUOTE_EXPIRY_ACTOR, recordQuoteExpiry } from '../inbox/buyer-actions.public';
import { markVersionExpired, unansweredPastValidity } from './quote.repository';

// Quotes the buyer leaves unanswered past their validity day expire (issue 22, point 7): the version is marked
// expired and its quoted inquiry becomes lost, with the reason in its history and the audit log. Run by every web
// process beside the reply clock; the candidates are locked with `skip locked`, so each quote expires once however
// many processes run this. The buyer's link stops working at the same moment (the end of the validity day, company
// time), so no answer can cross the expiry.

const BATCH = 100;

export interface QuoteExpiryOptions {
  now: () => Date;
}

/** One pass at `options.now()`: how many quotes expired. */
export async function runQuoteExpiryPass(db: Db, options: QuoteExpiryOptions, stopping: () => boolean = () => false): Promise<number> {
  const now = options.now();
  let expired = 0;
  while (!stopping()) {
    const seen = await db.transaction().execute(async (trx) => {
      const rows = await unansweredPastValidity(trx, now, BATCH);
      for (const row of rows) {
        const validUntil = row.valid_until!;
        const recorded = await recordQuoteExpiry(trx, row.inquiry_id, { number: row.number, validUntil }, now);
        // Not quoted any more under the lock (sales moved it meanwhile): nothing expires; a later pass looks again.
        if (!recorded) continue;
        await markVersionExpired(trx, row.id, now);
        await recordAudit(trx, {
          actor: systemActor(QUOTE_EXPIRY_ACTOR),
          action: 'quote.expired',
          subject: { type: 'inquiry', id: row.inquiry_id },
          detail: { reference: row.reference, version: row.number, validUntil, status: recorded.status },
          at: now,
        });
        expired++;
      }
      return rows.length;
    });
    if (seen < BATCH) break;
  }
  return expired;
}
