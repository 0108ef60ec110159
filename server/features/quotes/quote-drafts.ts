import type { QuoteDraftInput, QuoteWorkspace } from '../../../shared/contracts/quotes';
import { lineAmountCents, MINIMUM_ORDER_PER_COLOUR, QUOTE_MESSAGES } from '../../../shared/quotes';
import { companyDayOf } from '../../../shared/staff/accounts';
import { validUntilError } from '../../../shared/validation/quote-rules';
import type { Acting } from '../../http/acting';
import { packingByPaths } from '../catalogue/product-packing.public';
import { changeQuote, type QuoteContext, quotableBasis, refused } from './quote-context';
import { findDraft, insertDraft, nextVersionNumber, replaceLines, updateDraft } from './quote.repository';
import type { WorkspaceReader } from './quote-workspace';

// Saving the draft sales edit in the builder. A save is one change of the quote (quote-context.ts): the draft
// version, its lines (each with the product's name and carton as they are now) and the audit entry are written
// together, on the quote's version the builder was showing. A line below the minimum order per colour needs a
// reason, which the audit entry keeps.

/** The total and whether every line is priced: what a version row keeps for lists and the dashboard. */
function totalsOf(lines: readonly { quantity: number; unitPriceCents: number | null }[]) {
  return {
    totalCents: lines.reduce(
      (sum, line) => sum + (line.unitPriceCents === null ? 0 : lineAmountCents(line.quantity, line.unitPriceCents)),
      0,
    ),
    priced: lines.length > 0 && lines.every((line) => line.unitPriceCents !== null),
  };
}

export function createDraftSaving(context: QuoteContext, workspace: WorkspaceReader) {
  const { db, clock } = context;
  return {
    /** Saves the draft on the quote's version `input.version` (null: the first save); the builder as it is then. */
    async saveDraft(inquiryId: string, input: QuoteDraftInput, acting: Acting): Promise<QuoteWorkspace | null> {
      const basis = await quotableBasis(db, inquiryId);
      if (!basis) return null;
      const now = clock();
      const validUntil = input.validUntil?.trim() || null;
      const dayError = validUntilError(validUntil, companyDayOf(now));
      if (dayError) throw refused({ validUntil: dayError });

      const products = new Map(
        (
          await packingByPaths(
            db,
            input.lines.map((line) => line.path),
          )
        ).map((p) => [p.path, p]),
      );
      const unknown = Object.fromEntries(
        input.lines.flatMap((line, index) => (products.has(line.path) ? [] : [[`lines.${index}.path`, QUOTE_MESSAGES.unknownProduct]])),
      );
      if (Object.keys(unknown).length) throw refused(unknown);

      const lines = input.lines.map((line) => ({
        ...line,
        colour: line.colour.trim(),
        belowMinimumReason: line.quantity < MINIMUM_ORDER_PER_COLOUR ? line.belowMinimumReason.trim() : '',
      }));
      const { totalCents, priced } = totalsOf(lines);
      const { principal } = acting;

      await changeQuote(context, inquiryId, input.version, { acting, now }, async (trx, quote) => {
        const existing = await findDraft(trx, quote.id);
        const number = existing?.number ?? (await nextVersionNumber(trx, quote.id));
        const values = {
          incoterm: input.incoterm,
          port: input.incoterm === 'cif' ? input.port : null,
          payment_terms: input.paymentTerms,
          samples_days_from: input.samplesDays.from,
          samples_days_to: input.samplesDays.to,
          production_days_from: input.productionDays.from,
          production_days_to: input.productionDays.to,
          valid_until: validUntil,
          notes: input.notes,
          total_cents: totalCents,
          priced,
          updated_by: principal.staffId,
          updated_at: now,
        };
        const versionId = existing ? existing.id : await insertDraft(trx, quote.id, number, values);
        if (existing) await updateDraft(trx, versionId, values);
        await replaceLines(
          trx,
          versionId,
          lines.map((line) => {
            const product = products.get(line.path)!;
            return {
              product_path: line.path,
              product_name: product.name,
              carton: product.carton ? JSON.stringify(product.carton) : null,
              colour: line.colour,
              quantity: line.quantity,
              unit_price_cents: line.unitPriceCents,
              below_minimum_reason: line.belowMinimumReason || null,
            };
          }),
        );
        return {
          action: 'quote.draft-saved',
          detail: {
            reference: basis.reference,
            version: number,
            lines: lines.length,
            totalCents,
            priced,
            // Quantities under the minimum order are quoted only with a reason: each is on record here.
            belowMinimum: lines
              .filter((line) => line.belowMinimumReason)
              .map((line) => ({ path: line.path, colour: line.colour, quantity: line.quantity, reason: line.belowMinimumReason })),
          },
        };
      });
      return workspace(inquiryId);
    },
  };
}
