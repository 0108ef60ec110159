import { estimateContainers } from '../../../shared/container-estimate';
import type { QuoteLineView, QuoteVersionView } from '../../../shared/contracts/quotes';
import { formatCents, formatUsd, MINIMUM_ORDER_PER_COLOUR } from '../../../shared/quotes';
import { INK, MUTED, pictureIn, room } from '../../render/pdf-document';
import { CONTENT_WIDTH, MARGIN, ruleAcross } from '../../render/pdf-layout';
import { type Align, cellText, tableHeader } from '../../render/pdf-table';

// The quote's lines in the PDF: a table of each product and colour with its picture, pieces, unit price and amount,
// its header repeated on each page it runs onto; then the total, and the cartons and container the lines make.

/** A line's least height: its picture's. A longer name or colour makes it taller, never cut short. */
const ROW_HEIGHT = 40;
const PICTURE = 32;

/** The table's columns, left to right (x from the margin, width). */
const COLUMNS = {
  index: { x: 0, width: 22 },
  picture: { x: 24, width: PICTURE },
  product: { x: 62, width: 221 },
  pieces: { x: 285, width: 60 },
  price: { x: 347, width: 78 },
  amount: { x: 427, width: CONTENT_WIDTH - 427 },
} as const;

const HEADS = [
  { column: COLUMNS.index, text: '#' },
  { column: COLUMNS.product, text: 'Product and colour' },
  { column: COLUMNS.pieces, text: 'Pieces', align: 'right' },
  { column: COLUMNS.price, text: 'Unit price', align: 'right' },
  { column: COLUMNS.amount, text: 'Amount', align: 'right' },
] as const;

const PRODUCT_TEXT = { x: MARGIN + COLUMNS.product.x + 2, width: COLUMNS.product.width - 4 };
/** From a line's top to its product's name, and from the name to the colour below it. */
const NAME_TOP = 4;
const COLOUR_GAP = 3;

const whole = new Intl.NumberFormat('en-US');

interface LineLayout {
  colour: string;
  nameHeight: number;
  /** The row's height: its picture's, or its name and colour's as they wrap in their column. */
  height: number;
}

/** A line's product cell measured before it is drawn, so that the row is as tall as what it says. */
function lineLayout(doc: PDFKit.PDFDocument, item: QuoteLineView): LineLayout {
  const colour = item.belowMinimumReason ? `${item.colour} · below the ${MINIMUM_ORDER_PER_COLOUR}-piece minimum, as agreed` : item.colour;
  doc.font('bold').fontSize(8.5);
  const nameHeight = doc.heightOfString(item.name, { width: PRODUCT_TEXT.width });
  doc.font('regular').fontSize(8);
  const colourHeight = doc.heightOfString(colour, { width: PRODUCT_TEXT.width });
  return { colour, nameHeight, height: Math.max(ROW_HEIGHT, NAME_TOP + nameHeight + COLOUR_GAP + colourHeight + 5) };
}

function line(doc: PDFKit.PDFDocument, item: QuoteLineView, index: number, picture: Buffer | undefined, layout: LineLayout) {
  const y = doc.y;
  const cell = (column: keyof typeof COLUMNS, text: string, align: Align = 'right') => cellText(doc, COLUMNS[column], text, y + 6, align);
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  cell('index', String(index + 1), 'left');
  pictureIn(doc, picture, MARGIN + COLUMNS.picture.x, y + 3, [PICTURE, PICTURE]);
  // The whole name, on as many lines as it takes: buyers tell products apart by the words at its end.
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(item.name, PRODUCT_TEXT.x, y + NAME_TOP, { width: PRODUCT_TEXT.width });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(layout.colour, PRODUCT_TEXT.x, y + NAME_TOP + layout.nameHeight + COLOUR_GAP, { width: PRODUCT_TEXT.width });
  doc.font('regular').fontSize(8.5).fillColor(INK);
  cell('pieces', whole.format(item.quantity));
  cell('price', item.unitPriceCents === null ? '—' : formatCents(item.unitPriceCents));
  cell('amount', item.amountCents === null ? '—' : formatCents(item.amountCents));
  ruleAcross(doc, y + layout.height, 'hairline');
  doc.y = y + layout.height + 1;
}

/** The table of the version's lines, with each product's picture (by path) where there is one. */
export function quoteLines(doc: PDFKit.PDFDocument, version: QuoteVersionView, pictures: ReadonlyMap<string, Buffer>) {
  const layouts = version.lines.map((item) => lineLayout(doc, item));
  room(doc, 20 + (layouts[0]?.height ?? ROW_HEIGHT));
  tableHeader(doc, HEADS);
  version.lines.forEach((item, index) => {
    // A line is never split: one that does not fit moves whole to the next page, under the table's header.
    if (room(doc, layouts[index]!.height)) tableHeader(doc, HEADS);
    line(doc, item, index, pictures.get(item.path), layouts[index]!);
  });
  doc.x = MARGIN;
}

/** The total under the amounts, and the pieces, cartons, volume and weight of the lines with the container they fill. */
export function quoteTotals(doc: PDFKit.PDFDocument, version: QuoteVersionView) {
  const pieces = version.lines.reduce((sum, item) => sum + item.quantity, 0);
  const estimate = estimateContainers(
    [...new Set(version.lines.map((item) => item.path))].map((path) => {
      const of = version.lines.filter((item) => item.path === path);
      return { name: of[0]!.name, carton: of[0]!.carton, colours: of.map((item) => ({ colour: item.colour, quantity: item.quantity })) };
    }),
  );
  const counted = estimate.cartons > 0;
  const fill = estimate.fills.find((each) => each.key === '40hq')!;
  const container = counted
    ? `${whole.format(estimate.cartons)} cartons, ${estimate.volumeM3.toFixed(2)} m³, ${whole.format(Math.round(estimate.grossKg))} kg gross: ` +
      (fill.containers === 1
        ? `about ${Math.round(fill.share * 100)} % of a 40' HQ`
        : `${fill.containers} × 40' HQ, the last about ${Math.round((fill.share - (fill.containers - 1)) * 100)} % full`)
    : '';
  const summary = [`${whole.format(pieces)} pieces in ${version.lines.length} ${version.lines.length === 1 ? 'line' : 'lines'}`, container]
    .filter(Boolean)
    .join('\n');
  doc.font('regular').fontSize(8.5);
  const summaryHeight = doc.heightOfString(summary, { width: CONTENT_WIDTH });
  doc.font('bold').fontSize(11);
  room(doc, 6 + doc.currentLineHeight(true) + 4 + summaryHeight);
  doc.y += 6;
  const y = doc.y;
  doc.fillColor(INK).text('Total', MARGIN + COLUMNS.pieces.x, y, { width: 120 });
  doc.text(formatUsd(version.totalCents), MARGIN + COLUMNS.price.x, y, { width: CONTENT_WIDTH - COLUMNS.price.x - 2, align: 'right' });
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(summary, MARGIN, doc.y + 4, { width: CONTENT_WIDTH, align: 'right' });
  doc.y += 14;
  doc.x = MARGIN;
}
