import { A4, ACCENT, INK, room, RULE } from './pdf-document';

// The page the company's PDFs are laid out on (the quotation, the catalogue and its line sheets): A4 with the same
// margins, the content between them, the rules drawn across it and the headings that keep with what follows.

export const MARGIN = 42;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

/** The margins of a document with a band of `footerHeight` at each page's foot for its number: text runs on above it. */
export const marginsAbove = (footerHeight: number) => ({ top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + footerHeight });

/** A rule across the content at `y`: the accent's, under a letterhead or a title, or a hairline between rows. */
export function ruleAcross(doc: PDFKit.PDFDocument, y: number, kind: 'accent' | 'hairline') {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(kind === 'accent' ? 1.5 : 0.5)
    .strokeColor(kind === 'accent' ? ACCENT : RULE)
    .stroke();
}

/**
 * A section's heading, `spaceBefore` below what precedes it, which never ends a page alone: it moves to the next
 * page unless `keepWith` points of what follows fit under it (what follows starts 4 pt below it).
 */
export function sectionHeading(
  doc: PDFKit.PDFDocument,
  text: string,
  { keepWith, spaceBefore = 0 }: { keepWith: number; spaceBefore?: number },
) {
  doc.font('bold').fontSize(10);
  room(doc, spaceBefore + doc.currentLineHeight(true) + 4 + keepWith);
  doc.y += spaceBefore;
  doc.fillColor(INK).text(text, MARGIN, doc.y);
  doc.y += 4;
}
