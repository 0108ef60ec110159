import type { ExpressionBuilder } from 'kysely';
import type { Database, QuoteVersionTable } from '../../db/database';

// Which version of a quote the buyer holds: the latest one sent. An older version sent was replaced by it, so the
// workers that follow a quote up or expire it look at that one only. Published to the inbox's follow-up.

/** In a query of quote versions as `v`: `v` is its quote's latest version sent (none sent after it). */
export function noLaterVersionSent({ not, exists, selectFrom }: ExpressionBuilder<Database & { v: QuoteVersionTable }, 'v'>) {
  return not(
    exists(
      selectFrom('quote_version as later')
        .select('later.id')
        .whereRef('later.quote_id', '=', 'v.quote_id')
        .where('later.status', '=', 'sent')
        .whereRef('later.number', '>', 'v.number'),
    ),
  );
}
