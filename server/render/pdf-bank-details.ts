import { MUTED } from './pdf-document';
import { labelAndValue, type LabelledColumns } from './pdf-labelled-rows';

// The account a buyer pays into, as a bank asks for a transfer: under a heading in the labels' column, each entry
// with its own label in the values' column, the two a buyer copies into their bank's form in bold.

/** The company's account for the buyer's T/T payments. */
export interface BankDetails {
  beneficiary: string;
  accountNumber: string;
  bankName: string;
  bankAddress: string;
  swift: string;
}

/** The entries' own labels, at the start of the values' column. */
const ENTRY_LABEL_WIDTH = 82;

const entryColumns = ({ value, size }: LabelledColumns): LabelledColumns => ({
  label: { x: value.x, width: ENTRY_LABEL_WIDTH - 4 },
  value: { x: value.x + ENTRY_LABEL_WIDTH, width: value.width - ENTRY_LABEL_WIDTH },
  size,
});

/** A value's height as it wraps in `width`, with its font: the rows' measure, which the details share. */
export type ValueHeight = (text: string, width: number, font: 'regular' | 'bold') => number;

/**
 * The account's entries, each with its height as it wraps, and the height of them all: measured before they are
 * drawn, for the rows they stand among (`columns`) to keep them on one page.
 */
export function bankEntries(bank: BankDetails, columns: LabelledColumns, valueHeight: ValueHeight) {
  const width = entryColumns(columns).value.width;
  const entries = (
    [
      ['Beneficiary', bank.beneficiary, 'regular'],
      ['Account number', bank.accountNumber, 'bold'],
      ['Bank', bank.bankName, 'regular'],
      ['Bank address', bank.bankAddress, 'regular'],
      ['SWIFT code', bank.swift, 'bold'],
    ] as const
  ).map(([label, value, font]) => ({ label, value, font, height: valueHeight(value, width, font) }));
  return { entries, height: entries.reduce((sum, entry) => sum + entry.height, 0) };
}

export type BankEntries = ReturnType<typeof bankEntries>;

/** Draws the measured entries from the current position, under the heading 'Bank details'. */
export function bankDetails(doc: PDFKit.PDFDocument, columns: LabelledColumns, { entries }: BankEntries) {
  let y = doc.y;
  doc.font('bold').fontSize(columns.size).fillColor(MUTED).text('Bank details', columns.label.x, y, { width: columns.label.width });
  const entry = entryColumns(columns);
  for (const { label, value, font, height } of entries) {
    labelAndValue(doc, entry, y, label, value, { label: 'regular', value: font });
    y += height;
  }
  doc.y = y;
}
