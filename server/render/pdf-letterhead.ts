import { ACCENT, INK, MUTED } from './pdf-document';
import { CONTENT_WIDTH, MARGIN, ruleAcross } from './pdf-layout';

// A document's letterhead at the top of its first page: the company's logo, its name and its contacts on the left,
// the document's title on the right (with a stamp under it, such as a draft's), and the accent's rule below.

export interface Letterhead {
  name: string;
  /** The logo as PNG or JPEG bytes; null: the company's name alone. */
  logo: Buffer | null;
  /** The company's contacts, one a line. */
  contacts: string[];
  /** The document's title, in capitals: 'QUOTATION'. */
  title: string;
  /** A word set in red under the title ('DRAFT · NOT SENT'); null: none. */
  stamp: string | null;
}

/** The box the logo is fitted into, at the top left of the first page. */
const LOGO = { width: 170, height: 46 };
/** The name and the contacts take the left of the page, the title the right. */
const LEFT_WIDTH = CONTENT_WIDTH * 0.62;

export function letterhead(doc: PDFKit.PDFDocument, { name, logo, contacts, title, stamp }: Letterhead) {
  doc.x = MARGIN;
  doc.y = MARGIN;
  let drawn = false;
  if (logo) {
    try {
      // Drawn in the flow: the company's name goes below it, however tall the logo is in its box.
      doc.image(logo, { fit: [LOGO.width, LOGO.height] });
      doc.y += 8;
      drawn = true;
    } catch {
      // A logo that cannot be read leaves the company's name alone at the top, not the document unmade.
      doc.y = MARGIN;
    }
  }
  doc
    .font('bold')
    .fontSize(drawn ? 12 : 15)
    .fillColor(ACCENT)
    .text(name, MARGIN, doc.y, { width: LEFT_WIDTH });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  doc.text(contacts.join('\n'), { width: LEFT_WIDTH });
  const below = doc.y;
  doc.font('bold').fontSize(20).fillColor(INK).text(title, MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'right' });
  if (stamp) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#b02a37')
      .text(stamp, MARGIN, doc.y + 2, { width: CONTENT_WIDTH, align: 'right' });
  }
  doc.y = Math.max(below, doc.y) + 10;
  ruleAcross(doc, doc.y, 'accent');
  doc.y += 12;
}
