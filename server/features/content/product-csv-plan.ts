import { CONTENT_TYPES, type ContentItem, type ContentValues } from '../../../shared/content/content-types';
import type { RefusalText } from '../../../shared/i18n/refusal-text';
import { emptyValueOf } from '../../../shared/content/fields';
import { PRODUCT_CSV_MESSAGES, type ProductCsvColumn, type ProductImportRow } from '../../../shared/contracts/product-csv';
import type { Picture } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { changedFields } from './content-storage';
import { checkedValues, type PictureFinder } from './content-values';
import * as repo from './content.repository';
import { CONTENT_SERVICE_MESSAGES, type ContentService } from './content.service';
import { COLUMN_OF_FIELD, type CsvRecord, FIELD_OF_COLUMN, parseProductCsv } from './product-csv';
import {
  createCellReader,
  isCellError,
  productTaxonomies,
  type RowContext,
  stateOfCell,
  ZIP_PLACEHOLDER,
  type ZipContext,
} from './product-csv-cells';

// The plan of an import: what each row of the file does (a new product when it has no id, a change, or nothing),
// with every row's errors; it writes nothing. Each row's values go through the editor's own check (checkedValues),
// its path must be free in the catalogue and in the file, and its `version` cell (as exported) must still be the
// product's.

const KEY = 'product' as const;
const { fields } = CONTENT_TYPES.product;

/** A row's plan; its errors and warnings are messages, written in the staff member's language in the answer. */
export interface PlannedRow extends Omit<ProductImportRow, 'errors' | 'warnings'> {
  errors: Record<string, RefusalText>;
  warnings?: Record<string, RefusalText>;
  values?: ContentValues;
  before?: ContentItem<'product'>;
  /** The state the row asks for, when it differs from the product's. */
  state?: 'published' | 'draft';
  /** The path it gives, when well formed: checked against the catalogue and the file's other rows. */
  path?: string;
}

export interface ImportPlannerOptions {
  content: ContentService;
  /** The media library's pictures, besides those the products already show. */
  findPicture: PictureFinder;
  baseUrl: string;
}

const ID_CELL = /^\d{1,9}$/;
/** What a text decoder writes for bytes it cannot read as a letter. */
const REPLACEMENT_CHARACTER = '\uFFFD';

export function createImportPlanner(db: Db, { content, findPicture, baseUrl }: ImportPlannerOptions) {
  const cells = createCellReader(db, baseUrl);

  /** Every address a picture of the catalogue is known by (its own and its variants'), to the picture. */
  async function pictureIndex(): Promise<Map<string, Picture>> {
    const index = new Map<string, Picture>();
    for (const picture of await repo.productPictures(db)) {
      if (!picture || typeof picture.src !== 'string') continue;
      for (const src of [picture.src, ...(picture.variants ?? []).map((variant) => variant.src)]) {
        if (!index.has(src)) index.set(src, picture);
      }
    }
    return index;
  }

  /**
   * Reads the file and decides what each row does, with every row's errors. `zipUsed` gathers the zip's pictures the
   * rows name, with the name of the first product that shows each.
   */
  async function plan(csv: string, { zip, dryRun }: Omit<ZipContext, 'files'>, zipUsed: Map<string, string>): Promise<PlannedRow[]> {
    const { records } = parseProductCsv(csv);
    const taxonomy = await productTaxonomies(db);
    const pictures = await pictureIndex();
    const finder: PictureFinder = async (executor, picture) =>
      dryRun && picture.src.startsWith(ZIP_PLACEHOLDER) ? picture : (pictures.get(picture.src) ?? findPicture(executor, picture));
    const idLines = new Map<number, number>();
    const pathLines = new Map<string, number>();
    const rows: PlannedRow[] = [];
    for (const record of records) {
      const files: string[] = [];
      const row = await planRow(record, idLines, { taxonomy, finder, zip: { zip, dryRun, files } });
      for (const file of files) if (!zipUsed.has(file)) zipUsed.set(file, row.name.trim());
      const path = row.path;
      if (path) {
        const first = pathLines.get(path);
        if (first !== undefined) row.errors.path = PRODUCT_CSV_MESSAGES.pathInFile(first);
        else {
          pathLines.set(path, row.line);
          if (await repo.pathTaken(db, KEY, path, row.id ?? null)) row.errors.path = CONTENT_SERVICE_MESSAGES.pathTaken;
        }
      }
      rows.push(row);
    }
    return rows;
  }

  /** The product a row names by its id and version, with the errors of those two cells. */
  async function productOfRow({ line, cells: row }: CsvRecord, idLines: Map<number, number>, errors: Record<string, RefusalText>) {
    const idCell = row.id?.trim() ?? '';
    if (!idCell) return undefined;
    const before = ID_CELL.test(idCell) ? ((await content.writes.itemOf(db, KEY, Number(idCell))) ?? undefined) : undefined;
    if (!before) errors.id = PRODUCT_CSV_MESSAGES.unknownId;
    else if (idLines.has(before.id)) errors.id = PRODUCT_CSV_MESSAGES.idTwice;
    else idLines.set(before.id, line);
    const versionCell = row.version?.trim() ?? '';
    if (before && versionCell) {
      if (!ID_CELL.test(versionCell)) errors.version = PRODUCT_CSV_MESSAGES.version;
      else if (Number(versionCell) !== before.version) errors.version = PRODUCT_CSV_MESSAGES.changedSince(before.version);
    }
    return before;
  }

  async function planRow(record: CsvRecord, idLines: Map<number, number>, context: Omit<RowContext, 'before'>): Promise<PlannedRow> {
    const { line, cells: row, cellCount, formulas } = record;
    const errors: Record<string, RefusalText> = {};
    const columnCount = Object.keys(row).length;
    if (cellCount !== columnCount && cellCount > 0) {
      errors.row = PRODUCT_CSV_MESSAGES.cellCount(cellCount, columnCount);
    }
    const idCell = row.id?.trim() ?? '';
    const before = await productOfRow(record, idLines, errors);

    const input: ContentValues = before
      ? { ...before.values }
      : Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, emptyValueOf(field)]));
    for (const [column, field] of Object.entries(FIELD_OF_COLUMN) as [ProductCsvColumn, keyof typeof fields][]) {
      const cell = row[column];
      if (cell === undefined) continue;
      const value = await cells.valueOfCell(column, cell, { ...context, before });
      if (isCellError(value)) {
        errors[column] = value.error;
        input[field] = emptyValueOf(fields[field]);
      } else input[field] = value;
    }

    const state = stateOfCell(row.status, before, errors);
    let values: ContentValues | undefined;
    try {
      values = await checkedValues(db, KEY, input, before?.values ?? null, context.finder);
    } catch (error) {
      if (!(error instanceof HttpError) || !error.fieldTexts) throw error;
      for (const [field, message] of Object.entries(error.fieldTexts)) {
        const column = COLUMN_OF_FIELD[field] ?? field;
        errors[column] ??= message;
      }
    }
    // A letter lost before the file reached the server (bytes read in another encoding than they were saved in,
    // which a reader replaces by U+FFFD): importing it would store the sign in its place ("caf\uFFFD"). It comes
    // first on its cell, since whatever else is said of the cell follows from it.
    for (const [column, cell] of Object.entries(row)) {
      if (cell.includes(REPLACEMENT_CHARACTER)) errors[column] = PRODUCT_CSV_MESSAGES.unreadableLetters;
    }
    // A formula-like cell the editor may have meant: said beside the row, unless the cell is refused anyway.
    const warnings: Record<string, RefusalText> = {};
    for (const [column, start] of Object.entries(formulas)) {
      if (!errors[column]) warnings[column] = PRODUCT_CSV_MESSAGES.formula(start);
    }
    const name = String(values?.name ?? input.name ?? '').slice(0, 200);
    const changed = values && before ? changedFields(KEY, before.values, values).length > 0 : true;
    return {
      line,
      ...(before ? { id: before.id } : {}),
      name,
      // A row that names an id is a change, even of a product that turns out not to exist (its error says so).
      action: !idCell ? 'create' : !before || changed || state ? 'update' : 'unchanged',
      errors,
      ...(Object.keys(warnings).length ? { warnings } : {}),
      ...(values ? { values } : {}),
      ...(!errors.path && typeof input.path === 'string' && input.path.trim() ? { path: input.path.trim() } : {}),
      ...(before ? { before } : {}),
      ...(state ? { state } : {}),
    };
  }

  return { plan };
}
