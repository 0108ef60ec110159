import { HEADER_FILL, INK } from './pdf-document';
import { CONTENT_WIDTH, MARGIN } from './pdf-layout';

// A table across the content: its header band, repeated on each page it runs onto, and the text of its cells.

/** A column: where it starts, from the table's left edge (the margin), and how wide it is. */
export interface TableColumn {
  x: number;
  width: number;
}

export type Align = 'left' | 'right';

/** The header's band and where the rows start below it; the heads stand 5 pt down the band. */
const HEADER = { band: 18, head: 5, rows: 20 };

/** A cell's text on one line, 2 pt in from its column's sides, with its top at `top`. */
export function cellText(doc: PDFKit.PDFDocument, column: TableColumn, text: string, top: number, align: Align) {
  doc.text(text, MARGIN + column.x + 2, top, { width: column.width - 4, align, lineBreak: false });
}

/** The table's header at the current position: each column's head in bold on the band; the rows start below it. */
export function tableHeader(doc: PDFKit.PDFDocument, heads: readonly { column: TableColumn; text: string; align?: Align }[]) {
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT_WIDTH, HEADER.band).fill(HEADER_FILL);
  doc.font('bold').fontSize(8).fillColor(INK);
  for (const { column, text, align = 'left' } of heads) cellText(doc, column, text, y + HEADER.head, align);
  doc.y = y + HEADER.rows;
}
