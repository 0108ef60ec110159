import type { I18n } from '@lingui/core';
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

/** The entries' labels and their heading, in the document's language. */
const BANK_LABELS = {
  heading: /*i18n*/ { id: 'Bank details' },
  beneficiary: /*i18n*/ { id: 'Beneficiary' },
  accountNumber: /*i18n*/ { id: 'Account number' },
  bank: /*i18n*/ { id: 'Bank' },
  bankAddress: /*i18n*/ { id: 'Bank address' },
  swift: /*i18n*/ { id: 'SWIFT code' },
} as const;

/** A value's height as it wraps in `width`, with its font: the rows' measure, which the details share. */
export type ValueHeight = (text: string, width: number, font: 'regular' | 'bold') => number;

/**
 * The account's entries, each with its height as it wraps, and the height of them all: measured before they are
 * drawn, for the rows they stand among (`columns`) to keep them on one page.
 */
export function bankEntries(bank: BankDetails, columns: LabelledColumns, valueHeight: ValueHeight, i18n: I18n) {
  const width = entryColumns(columns).value.width;
  const entries = (
    [
      [BANK_LABELS.beneficiary, bank.beneficiary, 'regular'],
      [BANK_LABELS.accountNumber, bank.accountNumber, 'bold'],
      [BANK_LABELS.bank, bank.bankName, 'regular'],
      [BANK_LABELS.bankAddress, bank.bankAddress, 'regular'],
      [BANK_LABELS.swift, bank.swift, 'bold'],
    ] as const
  ).map(([label, value, font]) => ({ label: i18n._(label), value, font, height: valueHeight(value, width, font) }));
  return { entries, height: entries.reduce((sum, entry) => sum + entry.height, 0) };
}

export type BankEntries = ReturnType<typeof bankEntries>;

/** Draws the measured entries from the current position, under the heading 'Bank details'. */
export function bankDetails(doc: PDFKit.PDFDocument, columns: LabelledColumns, { entries }: BankEntries, i18n: I18n) {
  let y = doc.y;
  doc
    .font('bold')
    .fontSize(columns.size)
    .fillColor(MUTED)
    .text(i18n._(BANK_LABELS.heading), columns.label.x, y, { width: columns.label.width });
  const entry = entryColumns(columns);
  for (const { label, value, font, height } of entries) {
    labelAndValue(doc, entry, y, label, value, { label: 'regular', value: font });
    y += height;
  }
  doc.y = y;
}
