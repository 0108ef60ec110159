import type { I18n } from '@lingui/core';
import type { QuoteVersionView } from '../../../shared/contracts/quotes';
import { minimumOrderOf, type ProductSpec, specRows } from '../../../shared/product-spec';
import { deliveryTermsOf, MINIMUM_ORDER_PER_COLOUR, PAYMENT_TERMS_MESSAGES } from '../../../shared/quotes';
import { bankDetails, type BankDetails, bankEntries } from '../../render/pdf-bank-details';
import { INK, MUTED, room } from '../../render/pdf-document';
import { minimumPerColourText, PDF_TERM_LABELS, productionDaysText, sampleDaysText, validUntilText } from '../../render/pdf-terms';
import { labelledRow, type LabelledColumns } from '../../render/pdf-labelled-rows';
import { CONTENT_WIDTH, MARGIN, sectionHeading } from '../../render/pdf-layout';
import { QUOTE_PDF_TEXT } from './quote-pdf-texts';

// What the quote's PDF says below its lines: each quoted product's specification, then the terms (delivery,
// payment with the bank account to pay into, lead times, minimum order, validity) and the notes.

/**
 * Each quoted product's spec table, compact: its name, then its rows as "label: value" run on in one paragraph, as
 * the product page and the catalogue list them. The colours are left out: each line names the one quoted.
 */
export function specifications(doc: PDFKit.PDFDocument, version: QuoteVersionView, specs: ReadonlyMap<string, ProductSpec>, i18n: I18n) {
  const products = [...new Map(version.lines.map((item) => [item.path, item.name])).entries()].flatMap(([path, name]) => {
    const spec = specs.get(path);
    const rows = spec ? specRows(spec, { without: ['colours'], i18n }) : [];
    return rows.length ? [{ name, text: rows.map((row) => `${row.label}: ${row.value}`).join('  ·  ') }] : [];
  });
  if (products.length === 0) return;
  const heights = products.map(({ name, text }) => {
    doc.font('bold').fontSize(8.5);
    const nameHeight = doc.heightOfString(name, { width: CONTENT_WIDTH });
    doc.font('regular').fontSize(8);
    return nameHeight + 2 + doc.heightOfString(text, { width: CONTENT_WIDTH }) + 6;
  });
  // The heading keeps company with the first product's specification.
  sectionHeading(doc, i18n._(QUOTE_PDF_TEXT.specifications), { keepWith: heights[0]! });
  products.forEach(({ name, text }, index) => {
    // A product's specification is never split over two pages.
    room(doc, heights[index]!);
    doc.font('bold').fontSize(8.5).fillColor(INK).text(name, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(text, MARGIN, doc.y + 2, { width: CONTENT_WIDTH });
    doc.y += 6;
  });
  doc.y += 4;
  doc.x = MARGIN;
}

/** The minimum order the terms state: the company's, and a word on the products whose own differs. */
function minimumOrderTerm(version: QuoteVersionView, specs: ReadonlyMap<string, ProductSpec>, i18n: I18n): string {
  const company = minimumPerColourText(i18n);
  const ownMinimum = version.lines.some((item) => {
    const spec = specs.get(item.path);
    return spec !== undefined && minimumOrderOf(spec) !== MINIMUM_ORDER_PER_COLOUR;
  });
  return ownMinimum ? i18n._(QUOTE_PDF_TEXT.ownMinimum.id, { minimum: company }) : company;
}

/** The terms' labels, and their values right of them. */
const TERMS: LabelledColumns = { label: { x: MARGIN, width: 90 }, value: { x: MARGIN + 94, width: CONTENT_WIDTH - 94 }, size: 8.5 };

/** A term's height: its value's as it wraps in `width`, at least a line's, and 2 pt below it. */
function valueHeight(doc: PDFKit.PDFDocument, text: string, width: number, font: 'regular' | 'bold' = 'regular') {
  doc.font(font).fontSize(TERMS.size);
  return Math.max(doc.heightOfString(text, { width }), 12) + 2;
}

/** The terms, with the bank account under the payment terms (none when the company keeps none), and the notes. */
export function terms(
  doc: PDFKit.PDFDocument,
  version: QuoteVersionView,
  specs: ReadonlyMap<string, ProductSpec>,
  bank: BankDetails | null,
  i18n: I18n,
) {
  const payment = i18n._(PDF_TERM_LABELS.payment);
  const rows: [string, string][] = [
    [i18n._(PDF_TERM_LABELS.delivery), deliveryTermsOf(version.incoterm, version.port)],
    [payment, i18n._(PAYMENT_TERMS_MESSAGES[version.paymentTerms])],
    [i18n._(PDF_TERM_LABELS.samples), sampleDaysText(i18n, version.samplesDays)],
    [i18n._(PDF_TERM_LABELS.production), productionDaysText(i18n, version.productionDays)],
    [i18n._(PDF_TERM_LABELS.minimumOrder), minimumOrderTerm(version, specs, i18n)],
    [i18n._(PDF_TERM_LABELS.validUntil), validUntilText(i18n, version.validUntil)],
  ];
  const account = bank ? bankEntries(bank, TERMS, (text, width, font) => valueHeight(doc, text, width, font), i18n) : null;
  /** A term, moved to the next page with what must stay with it (`keepWith` points) when they do not fit. */
  const row = (label: string, value: string, keepWith = 0) =>
    labelledRow(doc, TERMS, label, value, valueHeight(doc, value, TERMS.value.width), keepWith);

  // The heading keeps company with the first term.
  sectionHeading(doc, i18n._(QUOTE_PDF_TEXT.terms), { keepWith: valueHeight(doc, rows[0]![1], TERMS.value.width) });
  for (const [label, value] of rows) {
    // The account to pay into stays under the payment terms, on the same page.
    if (label === payment && account) {
      row(label, value, account.height);
      bankDetails(doc, TERMS, account, i18n);
    } else row(label, value);
  }

  const notes = version.notes.trim();
  if (notes) {
    doc.font('regular').fontSize(8.5);
    const firstLines = Math.min(doc.heightOfString(notes, { width: CONTENT_WIDTH }), 3 * doc.currentLineHeight(true));
    // The heading never ends a page alone: its first lines come with it, and long notes run on to the next page,
    // whose footer they stop above as well.
    sectionHeading(doc, i18n._(QUOTE_PDF_TEXT.notes), { keepWith: firstLines, spaceBefore: 8 });
    doc.font('regular').fontSize(8.5).text(notes, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
}
