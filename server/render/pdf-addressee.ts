import { INK, MUTED } from './pdf-document';

// Whom a document is for, under the letterhead: a small heading ('FOR'), their name in bold and what else there is
// to know of them below it, one a line.

export interface Addressee {
  heading: string;
  name: string;
  /** Their company, country, address, phone…; the empty ones are left out. */
  details: (string | null)[];
}

/** Draws the addressee from `top` in a column of `width` at `x`; returns where it ends. */
export function addressee(doc: PDFKit.PDFDocument, { x, top, width }: { x: number; top: number; width: number }, who: Addressee): number {
  doc.font('bold').fontSize(9).fillColor(MUTED).text(who.heading, x, top, { width });
  doc.font('bold').fontSize(10.5).fillColor(INK).text(who.name, { width });
  doc.font('regular').fontSize(9).text(who.details.filter(Boolean).join('\n'), { width });
  return doc.y;
}
