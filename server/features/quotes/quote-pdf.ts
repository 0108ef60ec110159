import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { estimateContainers } from '../../../shared/container-estimate';
import type { QuoteLineView, QuoteVersionView } from '../../../shared/contracts/quotes';
import { deliveryTermsOf, formatCents, formatUsd, MINIMUM_ORDER_PER_COLOUR, PAYMENT_TERMS_LABELS } from '../../../shared/quotes';

// A quote version as the PDF the buyer receives: the company's letterhead, the buyer, the lines with each
// product's picture, the total and the container it makes, the terms and the validity. A4, as many pages as the
// lines need, the table's header repeated on each and "Page n of m" at the foot. The text is set in DejaVu Sans,
// which has every letter of Vietnamese and of the European languages (PDF's built-in Helvetica has neither "ữ" nor
// "ő"), embedded as the subset the quote uses.

// Resolved from the project's root, as the server's other files are (it runs from there, built or not).
const fromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const FONT_DIR = path.join(path.dirname(fromRoot.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

export interface QuoteDocument {
  company: { name: string; address: string; phone: string; emails: string[]; taxNumber: string };
  buyer: { name: string | null; email: string | null; phone: string | null; companyDomain: string | null; countryName: string | null };
  reference: string;
  version: QuoteVersionView;
  /** The day written on the quote: when it was sent, or today for a draft's preview. */
  date: string;
  /** A product's picture (JPEG or PNG bytes), by product path; absent: the line has none. */
  pictures: ReadonlyMap<string, Buffer>;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_HEIGHT = 28;
const ROW_HEIGHT = 40;
const PICTURE = 32;
const INK = '#212529';
const MUTED = '#5c636a';
const RULE = '#ced4da';
const ACCENT = '#7a4b1f';

/** The table's columns, left to right (x from the margin, width). */
const COLUMNS = {
  index: { x: 0, width: 22 },
  picture: { x: 24, width: PICTURE },
  product: { x: 62, width: 221 },
  pieces: { x: 285, width: 60 },
  price: { x: 347, width: 78 },
  amount: { x: 427, width: CONTENT_WIDTH - 427 },
} as const;

const whole = new Intl.NumberFormat('en-US');

/** The PDF of a quote version, whole, as bytes. */
export function quotePdf(quote: QuoteDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // The same quote makes the same file: its date, not the moment it was drawn.
    info: {
      Title: `Quotation ${quote.reference}, version ${quote.version.number}`,
      Author: quote.company.name,
      CreationDate: new Date(`${quote.date}T00:00:00Z`),
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  letterhead(doc, quote);
  buyerAndQuote(doc, quote);
  lines(doc, quote);
  totals(doc, quote);
  terms(doc, quote);
  pageNumbers(doc, quote);
  doc.end();
  return done;
}

const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN - FOOTER_HEIGHT;

/** Starts a new page when `height` more points do not fit on this one. */
function room(doc: PDFKit.PDFDocument, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function letterhead(doc: PDFKit.PDFDocument, { company, version }: QuoteDocument) {
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(ACCENT)
    .text(company.name, MARGIN, MARGIN, { width: CONTENT_WIDTH * 0.62 });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  const contact = [
    company.address,
    `Tel. ${company.phone}`,
    company.emails.join(' · '),
    company.taxNumber ? `Tax number ${company.taxNumber}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  doc.text(contact, { width: CONTENT_WIDTH * 0.62 });
  const below = doc.y;
  doc.font('bold').fontSize(20).fillColor(INK).text('QUOTATION', MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'right' });
  // A draft's preview is never mistaken for the quote sent.
  if (version.status === 'draft') {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#b02a37')
      .text('DRAFT · NOT SENT', MARGIN, doc.y + 2, { width: CONTENT_WIDTH, align: 'right' });
  }
  doc.y = Math.max(below, doc.y) + 10;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();
  doc.y += 12;
}

function buyerAndQuote(doc: PDFKit.PDFDocument, { buyer, reference, version, date }: QuoteDocument) {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 8;
  doc.font('bold').fontSize(9).fillColor(MUTED).text('FOR', MARGIN, top, { width: half });
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(buyer.name ?? buyer.email ?? '—', { width: half });
  doc
    .font('regular')
    .fontSize(9)
    .text([buyer.companyDomain, buyer.countryName, buyer.email, buyer.phone].filter(Boolean).join('\n'), { width: half });
  const leftEnd = doc.y;
  const facts: [string, string][] = [
    ['Quotation', `${reference} · version ${version.number}`],
    ['Date', date],
    ['Valid until', version.validUntil ?? 'to be confirmed'],
    ['Currency', 'US dollars (USD)'],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, MARGIN + half + 16, y, { width: 80 });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(INK)
      .text(value, MARGIN + half + 96, y, { width: half - 80 });
    y = doc.y + 2;
  }
  doc.y = Math.max(leftEnd, y) + 16;
  doc.x = MARGIN;
}

function tableHeader(doc: PDFKit.PDFDocument) {
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT_WIDTH, 18).fill('#f1ece6');
  doc.font('bold').fontSize(8).fillColor(INK);
  const head = (column: keyof typeof COLUMNS, text: string, align: 'left' | 'right' = 'left') =>
    doc.text(text, MARGIN + COLUMNS[column].x + 2, y + 5, { width: COLUMNS[column].width - 4, align, lineBreak: false });
  head('index', '#');
  head('product', 'Product and colour');
  head('pieces', 'Pieces', 'right');
  head('price', 'Unit price', 'right');
  head('amount', 'Amount', 'right');
  doc.y = y + 20;
}

function line(doc: PDFKit.PDFDocument, item: QuoteLineView, index: number, picture: Buffer | undefined) {
  const y = doc.y;
  const cell = (column: keyof typeof COLUMNS, text: string, align: 'left' | 'right' = 'right') =>
    doc.text(text, MARGIN + COLUMNS[column].x + 2, y + 6, { width: COLUMNS[column].width - 4, align, lineBreak: false });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  cell('index', String(index + 1), 'left');
  if (picture) {
    try {
      doc.image(picture, MARGIN + COLUMNS.picture.x, y + 3, { fit: [PICTURE, PICTURE], align: 'center', valign: 'center' });
    } catch {
      // A picture pdfkit cannot read leaves its cell empty rather than the quote unmade.
    }
  }
  doc.font('bold').fontSize(8.5).fillColor(INK);
  doc.text(item.name, MARGIN + COLUMNS.product.x + 2, y + 4, {
    width: COLUMNS.product.width - 4,
    height: 11,
    ellipsis: true,
    lineBreak: false,
  });
  doc.font('regular').fontSize(8).fillColor(MUTED);
  const colour = item.belowMinimumReason ? `${item.colour} · below the ${MINIMUM_ORDER_PER_COLOUR}-piece minimum, as agreed` : item.colour;
  doc.text(colour, MARGIN + COLUMNS.product.x + 2, y + 17, { width: COLUMNS.product.width - 4, height: 20, ellipsis: true });
  doc.font('regular').fontSize(8.5).fillColor(INK);
  cell('pieces', whole.format(item.quantity));
  cell('price', item.unitPriceCents === null ? '—' : formatCents(item.unitPriceCents));
  cell('amount', item.amountCents === null ? '—' : formatCents(item.amountCents));
  doc
    .moveTo(MARGIN, y + ROW_HEIGHT)
    .lineTo(MARGIN + CONTENT_WIDTH, y + ROW_HEIGHT)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + ROW_HEIGHT + 1;
}

function lines(doc: PDFKit.PDFDocument, quote: QuoteDocument) {
  room(doc, 20 + ROW_HEIGHT);
  tableHeader(doc);
  quote.version.lines.forEach((item, index) => {
    if (room(doc, ROW_HEIGHT)) tableHeader(doc);
    line(doc, item, index, quote.pictures.get(item.path));
  });
  doc.x = MARGIN;
}

function totals(doc: PDFKit.PDFDocument, { version }: QuoteDocument) {
  const pieces = version.lines.reduce((sum, item) => sum + item.quantity, 0);
  const estimate = estimateContainers(
    [...new Set(version.lines.map((item) => item.path))].map((path) => {
      const of = version.lines.filter((item) => item.path === path);
      return { name: of[0]!.name, carton: of[0]!.carton, colours: of.map((item) => ({ colour: item.colour, quantity: item.quantity })) };
    }),
  );
  room(doc, 80);
  doc.y += 6;
  const y = doc.y;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text('Total', MARGIN + COLUMNS.pieces.x, y, { width: 120 });
  doc.text(formatUsd(version.totalCents), MARGIN + COLUMNS.price.x, y, { width: CONTENT_WIDTH - COLUMNS.price.x - 2, align: 'right' });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  const counted = estimate.cartons > 0;
  const fill = estimate.fills.find((each) => each.key === '40hq')!;
  const container = counted
    ? `${whole.format(estimate.cartons)} cartons, ${estimate.volumeM3.toFixed(2)} m³, ${whole.format(Math.round(estimate.grossKg))} kg gross: ` +
      (fill.containers === 1
        ? `about ${Math.round(fill.share * 100)} % of a 40' HQ`
        : `${fill.containers} × 40' HQ, the last about ${Math.round((fill.share - (fill.containers - 1)) * 100)} % full`)
    : '';
  doc.text(
    [`${whole.format(pieces)} pieces in ${version.lines.length} ${version.lines.length === 1 ? 'line' : 'lines'}`, container]
      .filter(Boolean)
      .join('\n'),
    MARGIN,
    doc.y + 4,
    { width: CONTENT_WIDTH, align: 'right' },
  );
  doc.y += 14;
  doc.x = MARGIN;
}

function terms(doc: PDFKit.PDFDocument, { version }: QuoteDocument) {
  const incoterm = deliveryTermsOf(version.incoterm, version.port);
  const rows: [string, string][] = [
    ['Delivery', incoterm],
    ['Payment', PAYMENT_TERMS_LABELS[version.paymentTerms]],
    ['Samples', `${version.samplesDays.from} to ${version.samplesDays.to} days`],
    ['Production', `${version.productionDays.from} to ${version.productionDays.to} days after the deposit and approved samples`],
    ['Minimum order', `${MINIMUM_ORDER_PER_COLOUR} pieces per colour per item`],
    ['Valid until', version.validUntil ?? 'to be confirmed'],
  ];
  room(doc, 30 + rows.length * 14);
  doc.font('bold').fontSize(10).fillColor(INK).text('Terms', MARGIN, doc.y);
  doc.y += 4;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').fontSize(8.5).fillColor(MUTED).text(label, MARGIN, y, { width: 90 });
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(INK)
      .text(value, MARGIN + 94, y, { width: CONTENT_WIDTH - 94 });
    doc.y = Math.max(doc.y, y + 12) + 2;
  }
  if (version.notes.trim()) {
    room(doc, 40);
    doc.y += 8;
    doc.font('bold').fontSize(10).fillColor(INK).text('Notes', MARGIN, doc.y);
    doc
      .font('regular')
      .fontSize(8.5)
      .text(version.notes, MARGIN, doc.y + 4, { width: CONTENT_WIDTH });
  }
}

function pageNumbers(doc: PDFKit.PDFDocument, { reference, version }: QuoteDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 10;
    // Writing in the bottom margin must not start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(`${reference} · version ${version.number}`, MARGIN, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN + CONTENT_WIDTH / 2, y, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}
