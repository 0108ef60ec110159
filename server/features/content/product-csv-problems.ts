import { CsvError, type CsvErrorCode, parse } from 'csv-parse/sync';
import type { MessageDescriptor } from '@lingui/core';
import { type CsvProblem, PRODUCT_CSV_MESSAGES } from '../../../shared/contracts/product-csv';

// The CSV reader says what stopped it in its own words ("Invalid Opening Quote: a quote is found on field 0 at
// line 2"). An editor who saved the file from a spreadsheet needs the row and the column the spreadsheet shows,
// and what to do about it.

/** The reader's error codes that a file can cause with the options the import reads it with. */
const PROBLEM_OF_CODE: Partial<Record<CsvErrorCode, CsvProblem>> = {
  CSV_QUOTE_NOT_CLOSED: 'quoteNotClosed',
  INVALID_OPENING_QUOTE: 'quoteInsideCell',
  CSV_INVALID_CLOSING_QUOTE: 'textAfterQuote',
};

/** The names the file's first row gives its columns, or none when that row is where the file breaks. */
function headerOf(csv: string): string[] {
  try {
    const [header] = parse(csv, { bom: true, to: 1 }) as string[][];
    return (header ?? []).map((name) => name.trim());
  } catch {
    return [];
  }
}

/** The message for a file the reader stopped in: its row (as a spreadsheet numbers it), its column and why. */
export function unreadableCsvMessage(csv: string, error: unknown): MessageDescriptor {
  // Anything else is a fault of the reader, not of the file: the error handler logs it.
  if (!(error instanceof CsvError)) throw error;
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  // The rows read whole before it, and the blank lines skipped among them, which a spreadsheet shows as rows too.
  const row = count(error.records) + count(error.empty_lines) + 1;
  const name = typeof error.column === 'number' && row > 1 ? (headerOf(csv)[error.column] ?? null) : null;
  return PRODUCT_CSV_MESSAGES.unreadable(row, name || null, PROBLEM_OF_CODE[error.code] ?? 'other');
}
