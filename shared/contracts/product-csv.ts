import type { MessageDescriptor } from '@lingui/core';
import { englishOf } from '../i18n/english';
import type { RefusalText } from '../i18n/refusal-text';
import { MEDIA_FILE_NAME_MAX } from '../media';
import { ACCESS } from '../staff/roles';
import { defineContract, responseOf, type Zod } from './define-endpoint';

// Products in bulk, as a CSV file a spreadsheet opens: the export of every product (published and drafts) and
// the import of such a file, checked row by row with the editor's own rules before anything is written.

/**
 * The columns of the file, in the order the export writes them. The import reads them by name (any order, any
 * letter case); a column left out keeps the product's value (for a new product: empty).
 *
 * - `id` empty: a new product (a draft unless `status` says published); else the product to change.
 * - `version`: the product's version when exported; when given, a product changed since is refused, not
 *   overwritten. Empty: no check.
 * - `status`: published, draft or scheduled; empty keeps the product's (a new one is a draft).
 * - `category`, `material`: the path (as exported) or the name.
 * - `gallery`: pictures separated by ` | `: the address of a picture the site already shows (as exported, or in full
 *   with the site's origin), or the
 *   file name of a picture in a zip file chosen beside the CSV file (a new picture for the library).
 * - `colours`: separated by `;`. `featured`: yes or no.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'version',
  'status',
  'name',
  'path',
  'category',
  'material',
  'description',
  'detail',
  'gallery',
  'colours',
  'featured',
  'size',
  'carton_length_cm',
  'carton_width_cm',
  'carton_height_cm',
  'carton_gross_weight_kg',
  'carton_net_weight_kg',
  'pieces_per_carton',
  'packing_note',
  'hs_code',
  'moq_pieces',
  'sample_lead_time_days',
  'production_lead_time_days',
  'seo_title',
  'seo_description',
] as const;

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Between two pictures of the gallery cell; between two colours. */
export const GALLERY_SEPARATOR = ' | ';
export const COLOUR_SEPARATOR = '; ';

/** The file's text, at most (about 4 MB): a few thousand products with long details. */
export const PRODUCT_CSV_MAX_CHARS = 4_000_000;
export const PRODUCT_CSV_MAX_ROWS = 2000;
/** Pictures of one zip file, at most; and the zip's own size, which the browser reads whole. */
export const PRODUCT_ZIP_MAX_PICTURES = 2000;
export const PRODUCT_ZIP_MAX_MEGABYTES = 1024;

/** How a zip's file name is matched: the same letters whatever their case, or how the system composed accents. */
export const zipFileKey = (name: string) => name.normalize('NFC').toLowerCase();

/** A gallery cell's entry is a picture's address when it starts so; anything else names a file of the zip. */
export const isPictureAddress = (entry: string) => /^(?:\/|https?:\/\/)/i.test(entry);

/** Why a file cannot be read as CSV, in the words of someone who saved it from a spreadsheet, with what to do. */
export const CSV_PROBLEMS = {
  quoteNotClosed: /*i18n*/ {
    id: 'a quotation mark (") opens this cell and is never closed, so everything after it would be one cell. Add the closing quotation mark, or save the file again from your spreadsheet as CSV.',
  },
  quoteInsideCell: /*i18n*/ {
    id: 'a quotation mark (") stands inside a cell that does not start with one. Put the whole cell between quotation marks and double the one inside (""), or save the file again from your spreadsheet as CSV.',
  },
  textAfterQuote: /*i18n*/ {
    id: 'the cell goes on after its closing quotation mark. Double a quotation mark that is part of the text (""), or save the file again from your spreadsheet as CSV.',
  },
  other: /*i18n*/ { id: 'this row is not in CSV form. Save the file again from your spreadsheet as CSV (comma separated).' },
} satisfies Record<string, MessageDescriptor>;

export type CsvProblem = keyof typeof CSV_PROBLEMS;

/**
 * The import's words: messages of the back office's catalogue, their ids the English text. The rows' problems
 * reach the screen in the staff member's language (the service writes them), the zip file's are the browser's own.
 */
export const PRODUCT_CSV_MESSAGES = {
  tooLong: /*i18n*/ { id: 'The file is too large: import at most about 4 MB at once, in several files.' },
  tooManyRows: /*i18n*/ { id: 'The file has more than {max} products: import it in several files.', values: { max: PRODUCT_CSV_MAX_ROWS } },
  readAsWindows1252: /*i18n*/ {
    id: 'Read as Windows-1252 (Excel\'s "CSV"), as the file is not UTF-8. If letters look wrong below, save it from Excel as "CSV UTF-8" and check it again.',
  },
  brokenUtf8: /*i18n*/ {
    id: 'The file says it is UTF-8 but holds bytes that are not: save it again from your spreadsheet as "CSV UTF-8".',
  },
  empty: /*i18n*/ { id: 'The file has no products: its first line names the columns, each next line is a product.' },
  /** A file the CSV reader stops in: the row as a spreadsheet numbers it (the column names are row 1), and why. */
  unreadable: (row: number, column: string | null, problem: CsvProblem): MessageDescriptor =>
    column
      ? /*i18n*/ { id: 'Row {row}, column "{column}": {problem}', values: { row, column, problem: CSV_PROBLEMS[problem] } }
      : /*i18n*/ { id: 'Row {row}: {problem}', values: { row, problem: CSV_PROBLEMS[problem] } },
  unknownColumn: (name: string): MessageDescriptor => /*i18n*/ ({
    id: 'Unknown column "{name}": use the columns of an exported file.',
    values: { name },
  }),
  duplicateColumn: (name: string): MessageDescriptor => /*i18n*/ ({ id: 'The column "{name}" appears twice.', values: { name } }),
  noNameOrId: /*i18n*/ { id: 'The file needs an "id" column (to change products) or a "name" column (to add them).' },
  refused: (count: number): MessageDescriptor => /*i18n*/ ({
    id: '{count, plural, one {# row needs attention: nothing was imported.} other {# rows need attention: nothing was imported.}}',
    values: { count },
  }),
  cellCount: (cells: number, columns: number): MessageDescriptor => /*i18n*/ ({
    id: 'This line has {cells} cells where the header names {columns} columns.',
    values: { cells, columns },
  }),
  unknownId: /*i18n*/ { id: 'No product has this id.' },
  idTwice: /*i18n*/ { id: 'This product appears on another line of the file too.' },
  version: /*i18n*/ { id: 'Use the whole number of the exported file.' },
  changedSince: (version: number): MessageDescriptor => /*i18n*/ ({
    id: 'Changed in the back office since the file was exported (now version {version}): export again, or empty the version cell to overwrite.',
    values: { version },
  }),
  status: /*i18n*/ { id: 'Use published, draft or scheduled (or leave empty).' },
  scheduleInEditor: /*i18n*/ { id: 'Schedule publishing in the editor; in a file use published or draft.' },
  unknownReference: (what: string, text: string): MessageDescriptor => /*i18n*/ ({
    id: 'No {what} has the path or name "{text}".',
    values: { what, text },
  }),
  unknownPicture: (address: string): MessageDescriptor => /*i18n*/ ({
    id: 'No picture of the site has the address "{address}": use the addresses of an exported file.',
    values: { address },
  }),
  foreignPicture: (address: string): MessageDescriptor => /*i18n*/ ({
    id: '"{address}" is a picture of another site, which the import does not fetch: download it, put it in a zip file beside the CSV file and name it by its file name.',
    values: { address },
  }),
  noZip: (file: string): MessageDescriptor => /*i18n*/ ({
    id: '"{file}" is not the address of a picture of the site. To add new pictures, choose the zip file that holds {file} beside the CSV file.',
    values: { file },
  }),
  notInZip: (file: string): MessageDescriptor => /*i18n*/ ({ id: 'The zip file has no picture named "{file}".', values: { file } }),
  notUploaded: (file: string): MessageDescriptor => /*i18n*/ ({
    id: 'The picture "{file}" of the zip file was not uploaded: import again.',
    values: { file },
  }),
  notReady: (file: string): MessageDescriptor => /*i18n*/ ({
    id: 'The picture "{file}" is not ready in the library (or was deleted there): wait until its sizes are made, then import again.',
    values: { file },
  }),
  zipTooLarge: /*i18n*/ {
    id: 'The zip file is larger than {max} GB: split the pictures into several files.',
    values: { max: PRODUCT_ZIP_MAX_MEGABYTES / 1024 },
  },
  zipUnreadable: /*i18n*/ { id: 'The zip file cannot be read: make it again with your system\'s "Compress" command.' },
  zipNoPictures: /*i18n*/ { id: 'The zip file holds no pictures (JPEG, PNG, WebP, AVIF or HEIC).' },
  zipTooManyPictures: /*i18n*/ {
    id: 'The zip file holds more than {max} pictures: split them into several files.',
    values: { max: PRODUCT_ZIP_MAX_PICTURES },
  },
  zipPictureFailed: (file: string, reason: string): MessageDescriptor => /*i18n*/ ({
    id: 'The picture "{file}" could not be prepared ({reason}): retry it under Pictures, then import again.',
    values: { file, reason },
  }),
  zipPictureRefused: (file: string, reason: RefusalText): MessageDescriptor => /*i18n*/ ({
    id: 'The picture "{file}" of the zip file was refused: {reason}',
    values: { file, reason },
  }),
  zipPicturesSlow: (files: string[]): MessageDescriptor =>
    files.length > 3
      ? /*i18n*/ {
          id: 'The library is still making the sizes of {files} and others: see them under Pictures, then import again.',
          values: { files: files.slice(0, 3).join(', ') },
        }
      : /*i18n*/ {
          id: 'The library is still making the sizes of {files}: see them under Pictures, then import again.',
          values: { files: files.join(', ') },
        },
  zipNameTooLong: (start: string): MessageDescriptor => /*i18n*/ ({
    id: 'A picture of the zip file has a name over {max} characters ({start}…): shorten it.',
    values: { max: MEDIA_FILE_NAME_MAX, start },
  }),
  zipSameName: (file: string): MessageDescriptor => /*i18n*/ ({
    id: 'Two pictures of the zip file are named "{file}" (in different folders): rename one.',
    values: { file },
  }),
  /** A cell holding U+FFFD, the sign a reader puts where bytes were not letters of the encoding it read them in. */
  unreadableLetters: /*i18n*/ {
    id: 'Holds "\uFFFD" where a letter could not be read, so the letter would be lost: the file was read in another encoding than it was saved in. Save it from your spreadsheet as "CSV UTF-8", or type the letter again, and check it again.',
  },
  formula: (start: string): MessageDescriptor => /*i18n*/ ({
    id: 'Starts with "{start}": Excel will treat it as a formula when the file is opened there. Remove the "{start}", or keep it on purpose (the export marks it as text for Excel).',
    values: { start },
  }),
  boolean: /*i18n*/ { id: 'Use yes or no.' },
  pathInFile: (line: number): MessageDescriptor => /*i18n*/ ({ id: 'Line {line} of the file gives the same path.', values: { line } }),
};

export interface ProductImportRow {
  /** The row's line in the file (the header is line 1; a cell with line breaks makes a row span several). */
  line: number;
  id?: number;
  name: string;
  action: 'create' | 'update' | 'unchanged';
  /** By column name; empty when the row can be imported. */
  errors: Record<string, string>;
  /** By column name: what the editor may want to look at, which does not stop the import. */
  warnings?: Record<string, string>;
}

export interface ProductImportAnswer {
  rows: ProductImportRow[];
  valid: boolean;
  /** With a refused import (400): why. */
  error?: string;
  /**
   * The pictures of the zip file the rows name, each with the alt text it gets in the library (its first
   * product's name) unless it has one already. A dry run lists them so that only these are uploaded.
   */
  zipPictures?: { file: string; alt: string }[];
  /** After a real import: how many products it created, changed and left as they were. */
  imported?: { created: number; updated: number; unchanged: number };
}

export const productCsvApi = defineContract({
  /** Every product, published and drafts, as CSV (UTF-8 with a byte order mark). */
  exportCsv: {
    method: 'GET',
    path: '/staff/content/product/export.csv',
    access: ACCESS.content,
    download: true,
    response: responseOf<never>(),
  },
  /**
   * A dry run lists every row's errors and writes nothing. A real import checks the same way; any error refuses the
   * whole file (400 with the list), else every row is written in one transaction. New pictures come in a zip file:
   * the browser reads it, uploads the pictures the dry run lists to the library (as any upload) and waits until they
   * are ready, then imports with their ids.
   */
  importCsv: {
    method: 'POST',
    path: '/staff/content/product/import',
    access: ACCESS.content,
    body: (z: Zod) =>
      z.object({
        csv: z.string({ error: 'csv must be the text of the file' }).max(PRODUCT_CSV_MAX_CHARS, englishOf(PRODUCT_CSV_MESSAGES.tooLong)),
        dryRun: z.boolean({ error: 'dryRun must be true or false' }),
        /**
         * The pictures of the zip file chosen beside the CSV file, by file name: each one's library id once uploaded,
         * null before (a dry run checks the names only).
         */
        zipPictures: z
          .record(
            z.string().min(1).max(MEDIA_FILE_NAME_MAX),
            z.number({ error: 'A picture of the zip file is named by its library id.' }).int().min(1).max(2_147_483_647).nullable(),
          )
          .refine((pictures) => Object.keys(pictures).length <= PRODUCT_ZIP_MAX_PICTURES, {
            message: englishOf(PRODUCT_CSV_MESSAGES.zipTooManyPictures),
            // The catalogue's message, so the staff member reads it in their language.
            params: { message: PRODUCT_CSV_MESSAGES.zipTooManyPictures },
          })
          .optional(),
      }),
    response: responseOf<ProductImportAnswer>(),
  },
});
