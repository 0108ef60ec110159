import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

// What every PDF the company sends has in common (the quotation, the catalogue and its line sheets): A4, the same
// inks, and the text set in DejaVu Sans, which has every letter of Vietnamese and of the European languages (PDF's
// built-in Helvetica has neither "ữ" nor "ő"), embedded as the subset each document uses. DejaVu has no Japanese:
// a Japanese document is set in Noto Sans JP, which has Japanese, Vietnamese and the Western European letters but
// not every Central European one ("ő", "ł"). Each text is set in the document's font when it has all its letters,
// else in the other one when that has them: a product named in Japanese prints in an English quote, a Polish
// buyer's name in a Japanese one.

// Resolved from the project's root, as the server's other files are (it runs from there, built or not).
const fromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const FONT_DIR = path.join(path.dirname(fromRoot.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const JAPANESE_DIR = path.dirname(fromRoot.resolve('@expo-google-fonts/noto-sans-jp/package.json'));

const FONTS = {
  latin: { regular: path.join(FONT_DIR, 'DejaVuSans.ttf'), bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf') },
  japanese: {
    regular: path.join(JAPANESE_DIR, '400Regular', 'NotoSansJP_400Regular.ttf'),
    bold: path.join(JAPANESE_DIR, '700Bold', 'NotoSansJP_700Bold.ttf'),
  },
};

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
  /** A Japanese document: set in the Japanese font (Latin letters included), DejaVu only where that lacks a letter. */
  japanese?: boolean;
}

/** A new A4 document with the fonts 'regular' and 'bold', its pages kept for numbering, and its bytes when ended. */
export function startPdf({ margins, info, japanese = false }: PdfStart): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margins, bufferPages: true, info });
  withFallbackFonts(doc, japanese ? [FONTS.japanese, FONTS.latin] : [FONTS.latin, FONTS.japanese]);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

type Family = 'regular' | 'bold';
const FAMILIES: readonly string[] = ['regular', 'bold'] satisfies Family[];
type Glyphs = { hasGlyphForCodePoint(codePoint: number): boolean } | undefined;

/** The glyphs of the document's current font: pdfkit's font object keeps fontkit's (not in pdfkit's types). */
const currentGlyphs = (doc: PDFKit.PDFDocument): Glyphs => (doc as unknown as { _font?: { font?: Glyphs } })._font?.font;

const hasEvery = (glyphs: Glyphs, text: string) => {
  if (!glyphs) return false;
  for (const letter of text) if (letter.trim() && !glyphs.hasGlyphForCodePoint(letter.codePointAt(0)!)) return false;
  return true;
};

/**
 * Registers 'regular' and 'bold' as `main`'s, and has each text drawn or measured in `other`'s when `main` lacks one
 * of its letters and `other` has them all. `other` is opened only by a text that needs it.
 */
function withFallbackFonts(doc: PDFKit.PDFDocument, [main, other]: [Record<Family, string>, Record<Family, string>]) {
  for (const family of ['regular', 'bold'] as const) {
    doc.registerFont(family, main[family]);
    doc.registerFont(`${family}-other`, other[family]);
  }
  let family = 'regular';
  const setFont = doc.font.bind(doc);
  doc.font = ((src: PDFKit.Mixins.PDFFontSource, size?: number) => {
    if (typeof src === 'string') family = src;
    return setFont(src, size);
  }) as typeof doc.font;
  /** `run` in the other font when the text needs it, then back in the one chosen. */
  function inFontFor<T>(text: unknown, run: () => T): T {
    if (typeof text !== 'string' || !FAMILIES.includes(family) || hasEvery(currentGlyphs(doc), text)) return run();
    const chosen = family;
    setFont(`${chosen}-other`);
    try {
      if (hasEvery(currentGlyphs(doc), text)) return run();
    } finally {
      setFont(chosen);
    }
    return run();
  }
  const text = doc.text.bind(doc);
  doc.text = ((...args: Parameters<typeof doc.text>) => inFontFor(args[0], () => text(...args))) as typeof doc.text;
  const heightOfString = doc.heightOfString.bind(doc);
  doc.heightOfString = (value, options) => inFontFor(value, () => heightOfString(value, options));
  const widthOfString = doc.widthOfString.bind(doc);
  doc.widthOfString = (value, options) => inFontFor(value, () => widthOfString(value, options));
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
