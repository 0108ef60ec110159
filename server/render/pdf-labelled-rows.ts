import { INK, MUTED, room } from './pdf-document';

// Labels and their values side by side, the labels in a column of their own: a document's facts (its date, its
// validity), its terms, a company's details.

/** Where the labels and the values stand, and the size they are set in. */
export interface LabelledColumns {
  label: { x: number; width: number };
  value: { x: number; width: number };
  size: number;
}

type Font = 'regular' | 'bold';

/** A label, muted, and its value beside it, both from `y`. */
export function labelAndValue(
  doc: PDFKit.PDFDocument,
  { label: labelColumn, value: valueColumn, size }: LabelledColumns,
  y: number,
  label: string,
  value: string,
  fonts: { label: Font; value: Font } = { label: 'bold', value: 'regular' },
) {
  doc.font(fonts.label).fontSize(size).fillColor(MUTED).text(label, labelColumn.x, y, { width: labelColumn.width });
  doc.font(fonts.value).fontSize(size).fillColor(INK).text(value, valueColumn.x, y, { width: valueColumn.width });
}

/**
 * Facts one under the other from `top`, each 2 pt below the last one's value as it wraps; returns where the next
 * would start. They are never moved to another page: they stand at the top of a first page.
 */
export function labelledFacts(doc: PDFKit.PDFDocument, columns: LabelledColumns, facts: readonly [string, string][], top: number): number {
  let y = top;
  for (const [label, value] of facts) {
    labelAndValue(doc, columns, y, label, value);
    y = doc.y + 2;
  }
  return y;
}

/**
 * A row of `height` (its value's, as the caller measured it) at the current position, moved whole to the next page
 * with the `keepWith` points of what must stay with it when they do not fit on this one.
 */
export function labelledRow(doc: PDFKit.PDFDocument, columns: LabelledColumns, label: string, value: string, height: number, keepWith = 0) {
  room(doc, height + keepWith);
  const y = doc.y;
  labelAndValue(doc, columns, y, label, value);
  doc.y = y + height;
}
