import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import { packingByPaths } from '../../server/features/catalogue/product-packing.public';
import { answerSentence, buyerActor, expiryNote, QUOTE_EXPIRY_ACTOR } from '../../server/features/inbox/buyer-actions.public';
import { MINIMUM_ORDER_PER_COLOUR } from '../../shared/inquiries';
import { DEFAULT_LEAD_TIMES, DEFAULT_VALIDITY_DAYS, lineAmountCents } from '../../shared/quotes';
import { companyDayOf, startOfCompanyDay } from '../../shared/staff/accounts';
import type { Random } from '../catalogue/random';

// The demo inbox's quotations: every quoted, won or lost quotation request and basket has the quote its sales
// person sent with the first reply (some revised a couple of days later), and what became of it: accepted or
// declined by the buyer on their page, or left to expire. A first start then shows quotes in the builder, their
// answers in the inquiries' histories, and the dashboard's quote figures.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const DECLINE_REASONS = [
  'Our target price is about 15 % lower; we will come back next season.',
  'We went with a supplier closer to our warehouse.',
  'The lead time is too long for our spring catalogue.',
  'The minimum per colour is too high for a first order.',
];

/** A quoted, won or lost inquiry, as the demo inbox stored it, with what it asked for. */
export interface QuotedDemoInquiry {
  id: string;
  buyerName: string | null;
  outcome: 'quoted' | 'won' | 'lost';
  /** The first reply, which carried version 1. */
  sentAt: Date;
  /** The basket's colours and pieces; a quotation request's product at 300 pieces of its first colour. */
  asked: { path: string; colours: { colour: string; quantity: number }[] }[];
}

type Db = Kysely<Database>;

/** A version's lines from the products' prices in cents; every colour at least the minimum. */
async function linesOf(db: Db, inquiry: QuotedDemoInquiry, priceOf: (path: string) => number) {
  const products = new Map(
    (
      await packingByPaths(
        db,
        inquiry.asked.map((asked) => asked.path),
      )
    ).map((p) => [p.path, p]),
  );
  const lines = inquiry.asked.flatMap((asked) => {
    const product = products.get(asked.path);
    if (!product) return [];
    const colours = asked.colours.length ? asked.colours : [{ colour: product.colours[0] ?? 'Natural', quantity: 300 }];
    return colours.map((colour) => ({
      product_path: product.path,
      product_name: product.name,
      carton: product.carton?.piecesPerCarton ? JSON.stringify(product.carton) : null,
      colour: colour.colour,
      quantity: Math.max(colour.quantity, MINIMUM_ORDER_PER_COLOUR),
      unit_price_cents: priceOf(product.path),
    }));
  });
  // One line per colour of a product, as the builder keeps them.
  return [...new Map(lines.map((line) => [`${line.product_path}\u0000${line.colour}`, line])).values()];
}

/** Writes the inquiry's quote and what became of it; the inquiry's own status is the caller's. */
export async function insertDemoQuote(db: Db, inquiry: QuotedDemoInquiry, now: Date, random: Random): Promise<void> {
  const prices = new Map<string, number>();
  const priceOf = (path: string) => prices.get(path) ?? prices.set(path, random.int(35, 450) * 10).get(path)!;
  const firstLines = await linesOf(db, inquiry, priceOf);
  if (firstLines.length === 0) return;

  // What the buyer did, and when: never after now.
  const answerAt = new Date(Math.min(inquiry.sentAt.getTime() + random.int(20, 120) * HOUR_MS, now.getTime() - HOUR_MS));
  const expires = inquiry.outcome === 'lost' && random.next() < 0.4 && companyDayOf(inquiry.sentAt, 14) < companyDayOf(now);
  // A revision two days on, a little cheaper, for some deals the buyer answered later than that.
  const revisedAt = new Date(inquiry.sentAt.getTime() + 2 * DAY_MS);
  const revised = inquiry.outcome !== 'quoted' && !expires && random.next() < 0.35 && revisedAt.getTime() < answerAt.getTime() - HOUR_MS;
  const validityDays = expires ? 14 : DEFAULT_VALIDITY_DAYS;
  const validUntilOf = (sentAt: Date) =>
    inquiry.outcome === 'quoted' ? companyDayOf(now, random.int(5, 25)) : companyDayOf(sentAt, validityDays);

  const quote = await db
    .insertInto('quote')
    .values({ inquiry_id: inquiry.id, version: revised ? 3 : 2, created_at: inquiry.sentAt, updated_at: inquiry.sentAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const versions = revised
    ? [
        { sentAt: inquiry.sentAt, discount: 0 },
        { sentAt: revisedAt, discount: 0.05 },
      ]
    : [{ sentAt: inquiry.sentAt, discount: 0 }];
  for (const [index, version] of versions.entries()) {
    const latest = index === versions.length - 1;
    const lines = firstLines.map((line) => ({ ...line, unit_price_cents: Math.round(line.unit_price_cents * (1 - version.discount)) }));
    const total = lines.reduce((sum, line) => sum + lineAmountCents(line.quantity, line.unit_price_cents), 0);
    const validUntil = validUntilOf(version.sentAt);
    const answer = latest && inquiry.outcome !== 'quoted' && !expires ? (inquiry.outcome === 'won' ? 'accepted' : 'declined') : null;
    const row = await db
      .insertInto('quote_version')
      .values({
        quote_id: quote.id,
        number: index + 1,
        status: 'sent',
        incoterm: random.next() < 0.7 ? 'fob-hai-phong' : 'fob-ho-chi-minh',
        payment_terms: 'tt-30',
        samples_days_from: DEFAULT_LEAD_TIMES.samplesDays.from,
        samples_days_to: DEFAULT_LEAD_TIMES.samplesDays.to,
        production_days_from: DEFAULT_LEAD_TIMES.productionDays.from,
        production_days_to: DEFAULT_LEAD_TIMES.productionDays.to,
        valid_until: validUntil,
        total_cents: total,
        priced: true,
        created_at: version.sentAt,
        updated_at: version.sentAt,
        sent_at: version.sentAt,
        buyer_answer: answer,
        buyer_answer_reason: answer === 'declined' ? random.pick(DECLINE_REASONS) : null,
        buyer_answered_at: answer ? answerAt : null,
        // Expired at the end of its validity day, when the pass ran.
        expired_at: latest && expires ? new Date(startOfCompanyDay(validUntil)!.getTime() + DAY_MS + 5 * 60_000) : null,
      })
      .returning(['id', 'buyer_answer_reason', 'expired_at'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('quote_line')
      .values(lines.map((line, position) => ({ ...line, version_id: row.id, position })))
      .execute();

    if (!latest || inquiry.outcome === 'quoted') continue;
    const actor = buyerActor(inquiry.buyerName);
    const at = row.expired_at ?? answerAt;
    await db
      .insertInto('inquiry_event')
      .values([
        ...(answer
          ? [
              {
                inquiry_id: inquiry.id,
                at,
                actor_label: actor,
                kind: 'buyer' as const,
                to_value: answerSentence(answer, index + 1),
                body: row.buyer_answer_reason,
              },
            ]
          : []),
        {
          inquiry_id: inquiry.id,
          at,
          actor_label: answer ? actor : QUOTE_EXPIRY_ACTOR,
          kind: 'status' as const,
          from_value: 'quoted',
          to_value: inquiry.outcome,
          body: answer ? null : expiryNote(index + 1, validUntil),
        },
      ])
      .execute();
  }
}
