import { parse } from 'csv-parse/sync';
import type { RefusalText } from '../../../shared/i18n/refusal-text';
import {
  COLOUR_SEPARATOR,
  GALLERY_SEPARATOR,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_MESSAGES,
  type ProductCsvColumn,
} from '../../../shared/contracts/product-csv';
import { CONTENT_TYPES, type ContentFieldsOf, type ContentItem } from '../../../shared/content/content-types';
import type { CsvColumn } from '../../http/csv-export';
import { HttpError } from '../../http/http-error';
import { unreadableCsvMessage } from './product-csv-problems';

// A product as a line of CSV and back: the cells the export writes, and the file the import reads. What the cells
// mean is checked by the import (product-import.service.ts) with the editor's own rules; here only their form.

/** A product's reference (category or material) as the file names it. */
export interface Taxonomy {
  id: number;
  name: string;
  path: string;
}

/** A product's field, by name. */
export type ProductField = keyof ContentFieldsOf<'product'>;

/** The columns whose cell is a product field of the same name. */
const FIELDS_BY_COLUMN = {
  name: 'name',
  path: 'path',
  category: 'category_id',
  material: 'material_id',
  description: 'description',
  detail: 'detail',
  gallery: 'gallery',
  colours: 'colours',
  featured: 'featured',
  size: 'size',
  carton_length_cm: 'carton_length_cm',
  carton_width_cm: 'carton_width_cm',
  carton_height_cm: 'carton_height_cm',
  carton_gross_weight_kg: 'carton_gross_weight_kg',
  carton_net_weight_kg: 'carton_net_weight_kg',
  pieces_per_carton: 'pieces_per_carton',
  packing_note: 'packing_note',
  hs_code: 'hs_code',
  moq_pieces: 'moq_pieces',
  sample_lead_time_days: 'sample_lead_time_days',
  production_lead_time_days: 'production_lead_time_days',
  seo_title: 'seo_title',
  seo_description: 'seo_description',
} as const satisfies Partial<Record<ProductCsvColumn, ProductField>>;

// Every field of a product is a column of the file: a field added to the declaration fails to compile here until
// shared/contracts/product-csv.ts gives it a column and this map names it.
type FieldWithoutColumn = Exclude<ProductField, (typeof FIELDS_BY_COLUMN)[keyof typeof FIELDS_BY_COLUMN]>;
const _everyFieldHasAColumn: [FieldWithoutColumn] extends [never] ? true : { fieldWithoutColumn: FieldWithoutColumn } = true;

export const FIELD_OF_COLUMN: Partial<Record<ProductCsvColumn, ProductField>> = FIELDS_BY_COLUMN;

/** The column that shows a field's value, for the errors of a row. */
export const COLUMN_OF_FIELD: Partial<Record<string, ProductCsvColumn>> = Object.fromEntries(
  Object.entries(FIELD_OF_COLUMN).map(([column, field]) => [field, column as ProductCsvColumn]),
);

const text = (value: unknown) => (value == null ? '' : String(value));

/** The export's columns, from a product as the editor holds it. */
export function productCsvColumns(taxonomy: {
  category: Map<number, Taxonomy>;
  material: Map<number, Taxonomy>;
}): CsvColumn<ContentItem<'product'>>[] {
  const cell: Partial<Record<ProductCsvColumn, (item: ContentItem<'product'>) => string | number | null>> = {
    id: (item) => item.id,
    version: (item) => item.version,
    status: (item) => item.status,
    name: (item) => text(item.values.name),
    path: (item) => text(item.values.path),
    category: (item) => taxonomy.category.get(Number(item.values.category_id))?.path ?? '',
    material: (item) => taxonomy.material.get(Number(item.values.material_id))?.path ?? '',
    description: (item) => text(item.values.description),
    detail: (item) => text(item.values.detail),
    gallery: (item) => item.values.gallery.map((picture) => picture.src).join(GALLERY_SEPARATOR),
    colours: (item) => item.values.colours.join(COLOUR_SEPARATOR),
    featured: (item) => (item.values.featured ? 'yes' : 'no'),
  };
  // The other columns (the packing and the spec) are each a field, written as the form holds it.
  const asText = (column: ProductCsvColumn) => {
    const field = FIELD_OF_COLUMN[column];
    return cell[column] ?? ((item: ContentItem<'product'>) => (field ? text(item.values[field]) : ''));
  };
  return PRODUCT_CSV_COLUMNS.map((column) => ({ header: column, value: asText(column) }));
}

/** One line of the file: where it starts, and its cells by column (only the columns the file has). */
export interface CsvRecord {
  line: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
  /** The line has another number of cells than the header: said as the row's error. */
  cellCount: number;
  /** The text cells a spreadsheet would run as a formula, by column: the character they start with. */
  formulas: Partial<Record<ProductCsvColumn, string>>;
}

export interface ParsedProductCsv {
  columns: ProductCsvColumn[];
  records: CsvRecord[];
}

// The export writes a cell that a spreadsheet would run as a formula with a leading apostrophe; reading the file
// back takes it off, so an export imports unchanged.
const NEUTRALISED_FORMULA = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const unneutralised = (cell: string) => (NEUTRALISED_FORMULA.test(cell) ? cell.slice(1) : cell);

// A cell that starts so, unmarked, is a formula to a spreadsheet (OWASP's CSV injection), unless it is a plain
// number ("-5"), which a spreadsheet shows as the number it is.
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*$/;
const TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'textarea', 'rich-text', 'text-list']);
const isTextColumn = (column: ProductCsvColumn) => {
  const field = FIELD_OF_COLUMN[column];
  return field !== undefined && TEXT_KINDS.has(CONTENT_TYPES.product.fields[field].kind);
};
const formulaStart = (cell: string) => (FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? cell[0]! : null);

const refused = (message: RefusalText) => new HttpError(400, message, { csv: message });

/** The file's header and lines; a file that is not CSV, or has unknown columns, is refused whole (400). */
export function parseProductCsv(csv: string): ParsedProductCsv {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(csv, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof parsed;
  } catch (error) {
    throw refused(unreadableCsvMessage(csv, error));
  }
  const [header, ...rows] = parsed;
  if (!header || rows.length === 0) throw refused(PRODUCT_CSV_MESSAGES.empty);
  if (rows.length > PRODUCT_CSV_MAX_ROWS) throw refused(PRODUCT_CSV_MESSAGES.tooManyRows);
  const columns: ProductCsvColumn[] = [];
  for (const raw of header.record) {
    const name = raw.trim().toLowerCase();
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) throw refused(PRODUCT_CSV_MESSAGES.unknownColumn(raw.trim()));
    if (columns.includes(name as ProductCsvColumn)) throw refused(PRODUCT_CSV_MESSAGES.duplicateColumn(name));
    columns.push(name as ProductCsvColumn);
  }
  if (!columns.includes('id') && !columns.includes('name')) throw refused(PRODUCT_CSV_MESSAGES.noNameOrId);
  const records = rows.map(({ record, info }) => {
    // The parser tells the line a record ends on; a cell with line breaks makes it start that many lines earlier.
    const line = info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
    const cells: CsvRecord['cells'] = {};
    const formulas: CsvRecord['formulas'] = {};
    columns.forEach((column, index) => {
      if (index >= record.length) return;
      const start = isTextColumn(column) ? formulaStart(record[index]!) : null;
      if (start) formulas[column] = start;
      cells[column] = unneutralised(record[index]!);
    });
    return { line, cells, cellCount: record.length, formulas };
  });
  return { columns, records };
}

/** A yes/no cell: empty is no. */
export function booleanOfCell(cell: string): boolean | null {
  const word = cell.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(word)) return true;
  if (['no', 'n', 'false', '0', ''].includes(word)) return false;
  return null;
}

export const listOfCell = (cell: string, separator: string) =>
  cell
    .split(separator.trim())
    .map((entry) => entry.trim())
    .filter(Boolean);
