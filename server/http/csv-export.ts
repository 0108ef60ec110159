import { Readable, pipeline } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/** What one cell may hold. `null` is an empty cell. */
export type CsvValue = string | number | Date | null;

/** One column of the export: its heading and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export interface CsvOptions {
  /** How a Date is written; ISO 8601 in UTC (`2026-11-24T09:30:00.000Z`) unless given. */
  formatDate?: (date: Date) => string;
}

/** The UTF-8 byte order mark: without it Excel reads the file as the machine's legacy code page and garbles accents. */
export const UTF8_BOM = '\uFEFF';

/**
 * The options both entry points share.
 *
 * - `bom`: every export starts with the byte order mark, so spreadsheets open accents correctly.
 * - `record_delimiter: 'windows'`: CRLF after every record, as RFC 4180 asks (and Excel expects).
 * - `quote_record_delimiter: true`: a cell holding a bare `\n` or `\r` is quoted too. The library stops doing so
 *   by default once a record delimiter is chosen, and an unquoted line break splits the row in every spreadsheet.
 * - `escape_formulas`: formula injection is neutralised by the library, as OWASP advises: a cell whose text starts
 *   with `=`, `+`, `-`, `@`, a tab or a carriage return (or the full-width `＝ ＋ － ＠`) gets a leading `'`, so a
 *   spreadsheet shows it as text instead of running it. The rule is on the cell's *type*: a value given as a
 *   JavaScript number (a count, a duration, -5) is not text anyone typed and is written as the number it is, so
 *   it stays a number in the spreadsheet; the string "-5+cmd" is text and is prefixed. Columns that carry
 *   user-typed digits (a phone number "+84 …") are strings, and so are prefixed too: the cell then reads
 *   `'+84 …`, which Excel displays as `+84 …`.
 * - Dates are cast by us (ISO 8601 UTC by default); an invalid Date is an empty cell rather than an export that
 *   fails halfway through a hundred thousand rows.
 */
function stringifyOptions<Row>(columns: readonly CsvColumn<Row>[], options: CsvOptions): Options {
  const formatDate = options.formatDate ?? ((date: Date) => date.toISOString());
  return {
    bom: true,
    header: true,
    columns: columns.map((column, index) => ({ key: String(index), header: column.header })),
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { date: (date) => (Number.isNaN(date.getTime()) ? '' : formatDate(date)) },
  };
}

function recordOf<Row>(columns: readonly CsvColumn<Row>[], row: Row): CsvValue[] {
  return columns.map((column) => column.value(row));
}

/** A small list as one CSV string, byte order mark first. For the long lists use {@link csvStream}. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>, options: CsvOptions = {}): string {
  const records = Array.from(rows, (row) => recordOf(columns, row));
  return stringifySync(records, stringifyOptions(columns, options));
}

/**
 * The CSV of rows that arrive one by one (e.g. from a database cursor), as a byte stream to pipe into the response:
 * the byte order mark and the header line first, then a line per row. Rows are pulled only as fast as the reader
 * takes the text, so a 100,000-row export never sits in memory whole; when the reader goes away (the download is
 * cancelled) the stream is destroyed and the row source is closed (its `return()` runs, ending a cursor). An error
 * from the row source, or from a column's `value`, destroys the returned stream with that error.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  options: CsvOptions = {},
): Readable {
  async function* records() {
    for await (const row of rows) yield recordOf(columns, row);
  }
  const csv = stringify(stringifyOptions(columns, options));
  // pipeline, not pipe: an error or an early end on either side tears both down and reaches the returned stream.
  return pipeline(Readable.from(records()), csv, () => {});
}
