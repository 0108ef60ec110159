import type { I18n } from '@lingui/core';
import { CONTENT_TYPES, type ContentItem } from '../../../shared/content/content-types';
import type { StaffLocale } from '../../../shared/i18n/locales';
import { type RefusalText, refusalIn } from '../../../shared/i18n/refusal-text';
import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import { PRODUCT_CSV_MESSAGES, type ProductImportAnswer } from '../../../shared/contracts/product-csv';
import type { Db } from '../../db/connect';
import { toCsv } from '../../http/csv-export';
import { HttpError } from '../../http/http-error';
import { Download, Reply } from '../../http/mount-contract';
import { recordAudit } from '../audit/audit-trail.public';
import { changedFields, toValues } from './content-storage';
import * as repo from './content.repository';
import type { Acting } from '../../http/acting';
import type { Actor } from '../audit/audit-trail.public';
import { productCsvColumns, type Taxonomy } from './product-csv';
import { productTaxonomies, zipPicturesOf } from './product-csv-cells';
import { createImportPlanner, type ImportPlannerOptions, type PlannedRow } from './product-csv-plan';

// Products in bulk. The export writes every product, published and drafts, in the columns of
// shared/contracts/product-csv.ts. The import reads such a file and plans each row (product-csv-plan.ts); a dry run
// answers the plan. A real import makes the plan again (the browser's earlier answer is not trusted) and, when no
// row has an error, writes it in one transaction with the content service's own writes: each product its history
// and audit entries, and one 'content.imported' entry.
//
// A product edited in the back office meanwhile: the file's `version` cell (as exported) refuses that row in the
// plan; and the rows are written on the versions the plan read, so a save that lands between the plan and the
// writes makes the whole import fail (409), with nothing written.

export const PRODUCT_IMPORT_STALE = 'A product changed while the file was being imported: nothing was imported. Check the file again.';

const KEY = 'product' as const;

export interface ProductCsvServiceOptions extends ImportPlannerOptions {
  clock?: () => Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const wordsIn = (i18n: I18n, texts: Record<string, RefusalText>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).map(([column, text]) => [column, refusalIn(i18n, text)]));

interface ImportInput {
  csv: string;
  dryRun: boolean;
  zipPictures?: Record<string, number | null> | undefined;
}

export function createProductCsvService(db: Db, { clock = () => new Date(), ...options }: ProductCsvServiceOptions) {
  const { content } = options;
  const planner = createImportPlanner(db, options);

  async function allProducts(): Promise<ContentItem<'product'>[]> {
    const rows = await repo.listItems(db, KEY, CONTENT_TYPES.product, { limit: 1_000_000, offset: 0 });
    return rows
      .map((row) => ({
        id: Number(row.id),
        values: toValues(KEY, row.item_values),
        status: row.status,
        publishAt: row.publish_at ? new Date(row.publish_at).toISOString() : null,
        version: Number(row.version),
        updatedAt: null,
        updatedBy: null,
        publicUrl: null,
        // A file is read against the published values; pending changes stay as they are.
        draft: null,
      }))
      .sort((a, b) => a.id - b.id);
  }

  const answerOf = (rows: PlannedRow[], i18n: I18n): ProductImportAnswer => ({
    rows: rows.map(({ line, id, name, action, errors, warnings }) => ({
      line,
      ...(id !== undefined ? { id } : {}),
      name,
      action,
      errors: wordsIn(i18n, errors),
      ...(warnings ? { warnings: wordsIn(i18n, warnings) } : {}),
    })),
    valid: rows.every((row) => Object.keys(row.errors).length === 0),
  });

  return {
    async exportCsv(): Promise<Download> {
      const taxonomy = await productTaxonomies(db);
      const byId = (items: Taxonomy[]) => new Map(items.map((item) => [item.id, item]));
      const columns = productCsvColumns({ category: byId(taxonomy.category), material: byId(taxonomy.material) });
      return new Download('text/csv; charset=utf-8', `products-${dayOf(clock())}.csv`, toCsv(columns, await allProducts()));
    },

    /** `locale`: the language the rows' problems are written in (null: English). */
    async importCsv(
      body: ImportInput,
      acting: Acting<Actor>,
      locale: StaffLocale | null = null,
    ): Promise<ProductImportAnswer | Reply<ProductImportAnswer>> {
      const zip = zipPicturesOf(body.zipPictures);
      const zipUsed = new Map<string, string>();
      const rows = await planner.plan(body.csv, { zip, dryRun: body.dryRun }, zipUsed);
      const i18n = await staffMailI18n(locale);
      const answer = {
        ...answerOf(rows, i18n),
        ...(zip ? { zipPictures: [...zipUsed].map(([file, alt]) => ({ file, alt })) } : {}),
      };
      if (body.dryRun) return answer;
      if (!answer.valid) {
        const refused = rows.filter((row) => Object.keys(row.errors).length > 0).length;
        return new Reply(400, { ...answer, error: refusalIn(i18n, PRODUCT_CSV_MESSAGES.refused(refused)) });
      }
      const counts = { created: 0, updated: 0, unchanged: 0 };
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          if (row.action === 'unchanged') {
            counts.unchanged++;
            continue;
          }
          if (row.action === 'create') {
            const id = await content.writes.create(trx, KEY, row.values!, acting);
            if (row.state === 'published') await setState(trx, id, 'published', acting);
            counts.created++;
            continue;
          }
          const current = await content.writes.itemOf(trx, KEY, row.id!);
          if (!current || current.version !== row.before!.version || current.status !== row.before!.status) {
            throw new HttpError(409, PRODUCT_IMPORT_STALE);
          }
          if (changedFields(KEY, current.values, row.values!).length > 0) {
            await content.writes.update(trx, KEY, current, row.values!, acting);
          }
          if (row.state) await setState(trx, current.id, row.state, acting);
          counts.updated++;
        }
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'content.imported',
          subject: { type: KEY, id: 'import' },
          detail: counts,
          ip: acting.ip,
          at: clock(),
        });
      });
      return { ...answer, imported: counts };
    },
  };

  async function setState(trx: Db, id: number, state: 'published' | 'draft', acting: Acting<Actor>) {
    const item = (await content.writes.itemOf(trx, KEY, id))!;
    // A published product's pending changes are not the file's to publish: its state stays as it is.
    if (item.status === state) return;
    await content.writes.setState(trx, KEY, item, { state, version: item.version, draftVersion: item.draft?.version }, acting);
  }
}

export type ProductCsvService = ReturnType<typeof createProductCsvService>;
