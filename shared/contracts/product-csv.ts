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
  quoteNotClosed:
    'a quotation mark (") opens this cell and is never closed, so everything after it would be one cell. Add the closing quotation mark, or save the file again from your spreadsheet as CSV.',
  quoteInsideCell:
    'a quotation mark (") stands inside a cell that does not start with one. Put the whole cell between quotation marks and double the one inside (""), or save the file again from your spreadsheet as CSV.',
  textAfterQuote:
    'the cell goes on after its closing quotation mark. Double a quotation mark that is part of the text (""), or save the file again from your spreadsheet as CSV.',
  other: 'this row is not in CSV form. Save the file again from your spreadsheet as CSV (comma separated).',
} as const;

export type CsvProblem = keyof typeof CSV_PROBLEMS;

export const PRODUCT_CSV_MESSAGES = {
  tooLong: 'The file is too large: import at most about 4 MB at once, in several files.',
  tooManyRows: `The file has more than ${PRODUCT_CSV_MAX_ROWS} products: import it in several files.`,
  readAsWindows1252:
    'Read as Windows-1252 (Excel\'s "CSV"), as the file is not UTF-8. If letters look wrong below, save it from Excel as "CSV UTF-8" and check it again.',
  brokenUtf8: 'The file says it is UTF-8 but holds bytes that are not: save it again from your spreadsheet as "CSV UTF-8".',
  empty: 'The file has no products: its first line names the columns, each next line is a product.',
  /** A file the CSV reader stops in: the row as a spreadsheet numbers it (the column names are row 1), and why. */
  unreadable: (row: number, column: string | null, problem: CsvProblem) =>
    `Row ${row}${column ? `, column "${column}"` : ''}: ${CSV_PROBLEMS[problem]}`,
  unknownColumn: (name: string) => `Unknown column "${name}": use the columns of an exported file.`,
  duplicateColumn: (name: string) => `The column "${name}" appears twice.`,
  noNameOrId: 'The file needs an "id" column (to change products) or a "name" column (to add them).',
  refused: (count: number) => `${count} ${count === 1 ? 'row needs' : 'rows need'} attention: nothing was imported.`,
  unknownId: 'No product has this id.',
  idTwice: 'This product appears on another line of the file too.',
  version: 'Use the whole number of the exported file.',
  changedSince: (version: number) =>
    `Changed in the back office since the file was exported (now version ${version}): export again, or empty the version cell to overwrite.`,
  status: 'Use published, draft or scheduled (or leave empty).',
  scheduleInEditor: 'Schedule publishing in the editor; in a file use published or draft.',
  unknownReference: (what: string, text: string) => `No ${what} has the path or name "${text}".`,
  unknownPicture: (address: string) => `No picture of the site has the address "${address}": use the addresses of an exported file.`,
  foreignPicture: (address: string) =>
    `"${address}" is a picture of another site, which the import does not fetch: download it, put it in a zip file beside the CSV file and name it by its file name.`,
  noZip: (file: string) =>
    `"${file}" is not the address of a picture of the site. To add new pictures, choose the zip file that holds ${file} beside the CSV file.`,
  notInZip: (file: string) => `The zip file has no picture named "${file}".`,
  notUploaded: (file: string) => `The picture "${file}" of the zip file was not uploaded: import again.`,
  notReady: (file: string) =>
    `The picture "${file}" is not ready in the library (or was deleted there): wait until its sizes are made, then import again.`,
  zipTooLarge: `The zip file is larger than ${PRODUCT_ZIP_MAX_MEGABYTES / 1024} GB: split the pictures into several files.`,
  zipUnreadable: 'The zip file cannot be read: make it again with your system\'s "Compress" command.',
  zipNoPictures: 'The zip file holds no pictures (JPEG, PNG, WebP, AVIF or HEIC).',
  zipTooManyPictures: `The zip file holds more than ${PRODUCT_ZIP_MAX_PICTURES} pictures: split them into several files.`,
  zipPictureFailed: (file: string, reason: string) =>
    `The picture "${file}" could not be prepared (${reason}): retry it under Pictures, then import again.`,
  zipPictureRefused: (file: string, reason: string) => `The picture "${file}" of the zip file was refused: ${reason}`,
  zipPicturesSlow: (files: string[]) =>
    `The library is still making the sizes of ${files.slice(0, 3).join(', ')}${files.length > 3 ? ' and others' : ''}: see them under Pictures, then import again.`,
  zipNameTooLong: (start: string) => `A picture of the zip file has a name over ${MEDIA_FILE_NAME_MAX} characters (${start}…): shorten it.`,
  zipSameName: (file: string) => `Two pictures of the zip file are named "${file}" (in different folders): rename one.`,
  /** A cell holding U+FFFD, the sign a reader puts where bytes were not letters of the encoding it read them in. */
  unreadableLetters:
    'Holds "\uFFFD" where a letter could not be read, so the letter would be lost: the file was read in another encoding than it was saved in. Save it from your spreadsheet as "CSV UTF-8", or type the letter again, and check it again.',
  formula: (start: string) =>
    `Starts with "${start}": Excel will treat it as a formula when the file is opened there. Remove the "${start}", or keep it on purpose (the export marks it as text for Excel).`,
  boolean: 'Use yes or no.',
  pathInFile: (line: number) => `Line ${line} of the file gives the same path.`,
} as const;

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
        csv: z.string({ error: 'csv must be the text of the file' }).max(PRODUCT_CSV_MAX_CHARS, PRODUCT_CSV_MESSAGES.tooLong),
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
          .refine((pictures) => Object.keys(pictures).length <= PRODUCT_ZIP_MAX_PICTURES, PRODUCT_CSV_MESSAGES.zipTooManyPictures)
          .optional(),
      }),
    response: responseOf<ProductImportAnswer>(),
  },
});
