import type { I18n } from '@lingui/core';
import { estimateContainers } from '../../../shared/container-estimate';
import type { QuoteLineView, QuoteVersionView } from '../../../shared/contracts/quotes';
import { MINIMUM_ORDER_PER_COLOUR } from '../../../shared/quotes';
import { quoteFormats, type QuoteFormats } from '../../../shared/quote-formats';
import type { SiteLocale } from '../../../shared/i18n/locales';
import { INK, MUTED, pictureIn, room } from '../../render/pdf-document';
import { CONTENT_WIDTH, MARGIN, ruleAcross } from '../../render/pdf-layout';
import { type Align, cellText, tableHeader } from '../../render/pdf-table';
import { QUOTE_LINES_TEXT } from './quote-pdf-texts';

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

/** The table's header in the document's language. */
const headsOf = (i18n: I18n) =>
  [
    { column: COLUMNS.index, text: '#' },
    { column: COLUMNS.product, text: i18n._(QUOTE_LINES_TEXT.product) },
    { column: COLUMNS.pieces, text: i18n._(QUOTE_LINES_TEXT.pieces), align: 'right' },
    { column: COLUMNS.price, text: i18n._(QUOTE_LINES_TEXT.unitPrice), align: 'right' },
    { column: COLUMNS.amount, text: i18n._(QUOTE_LINES_TEXT.amount), align: 'right' },
  ] as const;

const PRODUCT_TEXT = { x: MARGIN + COLUMNS.product.x + 2, width: COLUMNS.product.width - 4 };
/** From a line's top to its product's name, and from the name to the colour below it. */
const NAME_TOP = 4;
const COLOUR_GAP = 3;

/** The figures as the document's language writes them, as the buyer's page does. */
const formatsOf = (i18n: I18n): QuoteFormats => quoteFormats(i18n.locale as SiteLocale);

interface LineLayout {
  colour: string;
  nameHeight: number;
  /** The row's height: its picture's, or its name and colour's as they wrap in their column. */
  height: number;
}

/** A line's product cell measured before it is drawn, so that the row is as tall as what it says. */
function lineLayout(doc: PDFKit.PDFDocument, item: QuoteLineView, i18n: I18n): LineLayout {
  const colour = item.belowMinimumReason
    ? i18n._(QUOTE_LINES_TEXT.belowMinimum.id, { colour: item.colour, minimum: MINIMUM_ORDER_PER_COLOUR })
    : item.colour;
  doc.font('bold').fontSize(8.5);
  const nameHeight = doc.heightOfString(item.name, { width: PRODUCT_TEXT.width });
  doc.font('regular').fontSize(8);
  const colourHeight = doc.heightOfString(colour, { width: PRODUCT_TEXT.width });
  return { colour, nameHeight, height: Math.max(ROW_HEIGHT, NAME_TOP + nameHeight + COLOUR_GAP + colourHeight + 5) };
}

function line(
  doc: PDFKit.PDFDocument,
  item: QuoteLineView,
  index: number,
  picture: Buffer | undefined,
  { layout, formats }: { layout: LineLayout; formats: QuoteFormats },
) {
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
  cell('pieces', formats.number(item.quantity));
  cell('price', item.unitPriceCents === null ? '—' : formats.cents(item.unitPriceCents));
  cell('amount', item.amountCents === null ? '—' : formats.cents(item.amountCents));
  ruleAcross(doc, y + layout.height, 'hairline');
  doc.y = y + layout.height + 1;
}

/** The table of the version's lines, with each product's picture (by path) where there is one. */
export function quoteLines(doc: PDFKit.PDFDocument, version: QuoteVersionView, pictures: ReadonlyMap<string, Buffer>, i18n: I18n) {
  const layouts = version.lines.map((item) => lineLayout(doc, item, i18n));
  const heads = headsOf(i18n);
  const formats = formatsOf(i18n);
  room(doc, 20 + (layouts[0]?.height ?? ROW_HEIGHT));
  tableHeader(doc, heads);
  version.lines.forEach((item, index) => {
    // A line is never split: one that does not fit moves whole to the next page, under the table's header.
    if (room(doc, layouts[index]!.height)) tableHeader(doc, heads);
    line(doc, item, index, pictures.get(item.path), { layout: layouts[index]!, formats });
  });
  doc.x = MARGIN;
}

/** The total under the amounts, and the pieces, cartons, volume and weight of the lines with the container they fill. */
export function quoteTotals(doc: PDFKit.PDFDocument, version: QuoteVersionView, i18n: I18n) {
  const formats = formatsOf(i18n);
  const decimals = (value: number) =>
    new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const pieces = version.lines.reduce((sum, item) => sum + item.quantity, 0);
  const estimate = estimateContainers(
    [...new Set(version.lines.map((item) => item.path))].map((path) => {
      const of = version.lines.filter((item) => item.path === path);
      return { name: of[0]!.name, carton: of[0]!.carton, colours: of.map((item) => ({ colour: item.colour, quantity: item.quantity })) };
    }),
  );
  const counted = estimate.cartons > 0;
  const fill = estimate.fills.find((each) => each.key === '40hq')!;
  const container = "40' HQ";
  const fillText =
    fill.containers === 1
      ? i18n._(QUOTE_LINES_TEXT.oneContainer.id, { share: Math.round(fill.share * 100), container })
      : i18n._(QUOTE_LINES_TEXT.containers.id, {
          count: fill.containers,
          container,
          share: Math.round((fill.share - (fill.containers - 1)) * 100),
        });
  const load = counted
    ? i18n._(QUOTE_LINES_TEXT.cartons.id, {
        cartons: formats.number(estimate.cartons),
        volume: decimals(estimate.volumeM3),
        weight: formats.number(Math.round(estimate.grossKg)),
        fill: fillText,
      })
    : '';
  const summary = [i18n._(QUOTE_LINES_TEXT.piecesInLines.id, { pieces: formats.number(pieces), lines: version.lines.length }), load]
    .filter(Boolean)
    .join('\n');
  doc.font('regular').fontSize(8.5);
  const summaryHeight = doc.heightOfString(summary, { width: CONTENT_WIDTH });
  doc.font('bold').fontSize(11);
  room(doc, 6 + doc.currentLineHeight(true) + 4 + summaryHeight);
  doc.y += 6;
  const y = doc.y;
  doc.fillColor(INK).text(i18n._(QUOTE_LINES_TEXT.total), MARGIN + COLUMNS.pieces.x, y, { width: 120 });
  doc.text(formats.usd(version.totalCents), MARGIN + COLUMNS.price.x, y, { width: CONTENT_WIDTH - COLUMNS.price.x - 2, align: 'right' });
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(summary, MARGIN, doc.y + 4, { width: CONTENT_WIDTH, align: 'right' });
  doc.y += 14;
  doc.x = MARGIN;
}
