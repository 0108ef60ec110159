import type { CartonData } from '../../../shared/container-estimate';
import type { QuoteLineView, QuoteOutcome, QuoteVersionSummary, QuoteVersionView } from '../../../shared/contracts/quotes';
import { lineAmountCents } from '../../../shared/quotes';
import type { Db } from '../../db/connect';
import { linesOf, type LineRow, type VersionRow } from './quote.repository';

// A quote's versions as the builder, the PDF and the e-mail read them: each row, with its lines, as the contract's
// view, and a version's line in the builder's list of versions.

/** A jsonb carton as stored, or null; the values a product's editor left empty stay null. */
const cartonOf = (value: unknown): CartonData | null => (value && typeof value === 'object' ? (value as CartonData) : null);

function lineView(row: LineRow): QuoteLineView {
  const quantity = Number(row.quantity);
  const unitPriceCents = row.unit_price_cents === null ? null : Number(row.unit_price_cents);
  return {
    path: row.product_path,
    name: row.product_name,
    colour: row.colour,
    quantity,
    unitPriceCents,
    belowMinimumReason: row.below_minimum_reason,
    amountCents: unitPriceCents === null ? null : lineAmountCents(quantity, unitPriceCents),
    carton: cartonOf(row.carton),
  };
}

export function versionView(row: VersionRow, lines: QuoteLineView[]): QuoteVersionView {
  return {
    number: row.number,
    status: row.status,
    incoterm: row.incoterm,
    port: row.port,
    paymentTerms: row.payment_terms,
    samplesDays: { from: row.samples_days_from, to: row.samples_days_to },
    productionDays: { from: row.production_days_from, to: row.production_days_to },
    validUntil: row.valid_until,
    notes: row.notes,
    lines,
    totalCents: Number(row.total_cents),
    priced: row.priced,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by_name,
    sentAt: row.sent_at?.toISOString() ?? null,
    sentBy: row.sent_by_name,
  };
}

/** A version's lines as the contract shows them. */
export async function lineViewsOf(db: Db, row: VersionRow): Promise<QuoteLineView[]> {
  return (await linesOf(db, row.id)).map(lineView);
}

/** A version with its lines, as the contract shows it. */
export async function versionWithLines(db: Db, row: VersionRow): Promise<QuoteVersionView> {
  return versionView(row, await lineViewsOf(db, row));
}

/** A sent version's answer, or its expiry; null while it waits (and for a draft). */
function outcomeOf(row: VersionRow): QuoteOutcome | null {
  if (row.buyer_answer && row.buyer_answered_at) {
    return { kind: row.buyer_answer, at: row.buyer_answered_at.toISOString(), reason: row.buyer_answer_reason };
  }
  return row.expired_at ? { kind: 'expired', at: row.expired_at.toISOString(), reason: null } : null;
}

/** A version in the builder's list: the total and the number of lines that a version row keeps, and its outcome. */
export function versionSummary(row: VersionRow): QuoteVersionSummary {
  return {
    number: row.number,
    status: row.status,
    totalCents: Number(row.total_cents),
    lineCount: Number(row.line_count ?? 0),
    updatedAt: row.updated_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    outcome: outcomeOf(row),
  };
}
