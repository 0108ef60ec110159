import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

// What every PDF the company sends has in common (the quotation, the catalogue and its line sheets): A4, the same
// inks, and the text set in DejaVu Sans, which has every letter of Vietnamese and of the European languages (PDF's
// built-in Helvetica has neither "ữ" nor "ő"), embedded as the subset each document uses.

// Resolved from the project's root, as the server's other files are (it runs from there, built or not).
const fromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const FONT_DIR = path.join(path.dirname(fromRoot.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const A4 = { width: 595.28, height: 841.89 };
export const INK = '#212529';
export const MUTED = '#5c636a';
export const RULE = '#ced4da';
export const ACCENT = '#7a4b1f';
/** The band behind a table's header. */
export const HEADER_FILL = '#f1ece6';

export interface PdfStart {
  /** Its margins: text that runs on moves to the next page at the bottom one. */
  margins: { top: number; left: number; right: number; bottom: number };
  /** Title, author and creation date: the same content makes the same file when the date is the content's. */
  info: PDFKit.DocumentInfo;
}

/** A new A4 document with the fonts 'regular' and 'bold', its pages kept for numbering, and its bytes when ended. */
export function startPdf({ margins, info }: PdfStart): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margins, bufferPages: true, info });
  doc.registerFont('regular', path.join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** Where the page's content ends: its bottom margin. */
export const pageBottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when `height` more points do not fit on this one; says whether it did. */
export function room(doc: PDFKit.PDFDocument, height: number): boolean {
  if (doc.y + height <= pageBottom(doc)) return false;
  doc.addPage();
  return true;
}

/** Draws a picture in its box; one pdfkit cannot read leaves the box empty rather than the document unmade. */
export function pictureIn(
  doc: PDFKit.PDFDocument,
  picture: Buffer | null | undefined,
  x: number,
  y: number,
  fit: [number, number],
): boolean {
  if (!picture) return false;
  try {
    doc.image(picture, x, y, { fit, align: 'center', valign: 'center' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes `left` and `right` in the foot of every page (`Page n of m` is the usual right), in the bottom margin
 * without starting a new page.
 */
export function pageFooters(doc: PDFKit.PDFDocument, margin: number, left: string, right: (page: number, count: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  const width = doc.page.width - 2 * margin;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - margin - 10;
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    // The left text (a reference, a title) takes three quarters: it stays on one line beside "Page 12 of 39".
    doc.text(left, margin, y, { width: (width * 3) / 4, lineBreak: false });
    doc.text(right(i - start + 1, count), margin + (width * 3) / 4, y, { width: width / 4, align: 'right', lineBreak: false });
    doc.page.margins = margins;
  }
}
