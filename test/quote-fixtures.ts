import type { Db } from '../server/db/connect';

// Quotes for the tests: a draft on the builder's starting terms, and sent quotes written straight to the database.

/** A first save of a quote (no quote yet: version null), on the specification's terms, without lines. */
export const EMPTY_QUOTE_DRAFT = {
  version: null,
  incoterm: 'fob-hai-phong',
  port: '',
  paymentTerms: 'tt-30',
  samplesDays: { from: 5, to: 10 },
  productionDays: { from: 35, to: 65 },
  validUntil: null,
  notes: '',
  lines: [],
} as const;

export interface FixtureVersion {
  sentAt: Date;
  validUntil: string;
  totalCents: number;
  answer?: { answer: 'accepted' | 'declined'; at: Date; reason?: string };
  /** The version's lines, one colour of one product each (none unless given). */
  lines?: { path: string; name: string; colour: string; quantity: number; unitPriceCents: number }[];
}

/**
 * A quote of the inquiry with `versions` sent (numbered from 1, in order), with the lines given (none otherwise),
 * written straight to the database with the times a test needs: what the outcomes, the dashboard and the buyer's
 * page read.
 */
export async function insertSentQuote(db: Db, inquiryId: string, versions: FixtureVersion[]) {
  const quote = await db.insertInto('quote').values({ inquiry_id: inquiryId }).returning('id').executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (const [index, version] of versions.entries()) {
    const row = await db
      .insertInto('quote_version')
      .values({
        quote_id: quote.id,
        number: index + 1,
        status: 'sent',
        incoterm: 'fob-hai-phong',
        payment_terms: 'tt-30',
        samples_days_from: 5,
        samples_days_to: 10,
        production_days_from: 35,
        production_days_to: 65,
        valid_until: version.validUntil,
        total_cents: version.totalCents,
        priced: true,
        sent_at: version.sentAt,
        buyer_answer: version.answer?.answer ?? null,
        buyer_answer_reason: version.answer?.reason ?? null,
        buyer_answered_at: version.answer?.at ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (version.lines?.length) {
      await db
        .insertInto('quote_line')
        .values(
          version.lines.map((line, position) => ({
            version_id: row.id,
            position,
            product_path: line.path,
            product_name: line.name,
            carton: null,
            colour: line.colour,
            quantity: line.quantity,
            unit_price_cents: line.unitPriceCents,
            below_minimum_reason: null,
          })),
        )
        .execute();
    }
    ids.push(row.id);
  }
  return { quoteId: quote.id, versionIds: ids };
}
