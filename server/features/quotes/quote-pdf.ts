import { A4, ACCENT, HEADER_FILL, INK, MUTED, pageFooters, pictureIn, room, RULE, startPdf } from '../../render/pdf-document';
import { estimateContainers } from '../../../shared/container-estimate';
import type { QuoteLineView, QuoteVersionView } from '../../../shared/contracts/quotes';
import { minimumOrderOf, type ProductSpec, specRows } from '../../../shared/product-spec';
import { deliveryTermsOf, formatCents, formatUsd, MINIMUM_ORDER_PER_COLOUR, PAYMENT_TERMS_LABELS } from '../../../shared/quotes';

// A quote version as the PDF the buyer receives: the company's letterhead with its logo, the buyer and the person
// they deal with, the lines with each product's picture, the total and the container it makes, the terms with the
// bank account to pay into, and the validity. A4, as many pages as the lines need, the table's header repeated on
// each and "Page n of m" at the foot, which nothing else on the page comes near. The text is set in DejaVu Sans,
// which has every letter of Vietnamese and of the European languages (PDF's built-in Helvetica has neither "ữ" nor
// "ő"), embedded as the subset the quote uses (server/render/pdf-document.ts).

/** The company's account for the buyer's T/T payments. */
export interface BankDetails {
  beneficiary: string;
  accountNumber: string;
  bankName: string;
  bankAddress: string;
  swift: string;
}

export interface QuoteDocument {
  company: {
    name: string;
    address: string;
    phone: string;
    emails: string[];
    taxNumber: string;
    /** The logo as PNG or JPEG bytes; null: the letterhead has the company's name alone. */
    logo: Buffer | null;
    /** null: the company keeps no account, and the quote says nothing of one. */
    bank: BankDetails | null;
  };
  buyer: { name: string | null; email: string | null; phone: string | null; companyDomain: string | null; countryName: string | null };
  reference: string;
  version: QuoteVersionView;
  /** The day written on the quote: when it was sent, or today for a draft's preview. */
  date: string;
  /** A product's picture (JPEG or PNG bytes), by product path; absent: the line has none. */
  pictures: ReadonlyMap<string, Buffer>;
  /** Each quoted product's spec as it is now, by product path; absent (a product since deleted): none printed. */
  specs: ReadonlyMap<string, ProductSpec>;
  /** The buyer's contact at the company, who sends the quote; null: none is named. */
  salesPerson: { name: string; email: string } | null;
}

const MARGIN = 42;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
/** The band at each page's foot that holds its number: the page's content, rows and flowing notes alike, ends above it. */
const FOOTER_HEIGHT = 28;
/** A line's least height: its picture's. A longer name or colour makes it taller, never cut short. */
const ROW_HEIGHT = 40;
const PICTURE = 32;
/** The box the logo is fitted into, at the top left of the first page. */
const LOGO = { width: 170, height: 46 };

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
  const { doc, bytes } = startPdf({
    // Text that runs on (the notes) moves to the next page where the footer's band starts, not at the paper's margin.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    // The same quote makes the same file: its date, not the moment it was drawn.
    info: {
      Title: `Quotation ${quote.reference}, version ${quote.version.number}`,
      Author: quote.company.name,
      CreationDate: new Date(`${quote.date}T00:00:00Z`),
    },
  });

  letterhead(doc, quote);
  buyerAndQuote(doc, quote);
  lines(doc, quote);
  totals(doc, quote);
  specifications(doc, quote);
  terms(doc, quote);
  pageFooters(doc, MARGIN, `${quote.reference} · version ${quote.version.number}`, (page, count) => `Page ${page} of ${count}`);
  doc.end();
  return bytes;
}

function letterhead(doc: PDFKit.PDFDocument, { company, version }: QuoteDocument) {
  doc.x = MARGIN;
  doc.y = MARGIN;
  let logo = false;
  if (company.logo) {
    try {
      // Drawn in the flow: the company's name goes below it, however tall the logo is in its box.
      doc.image(company.logo, { fit: [LOGO.width, LOGO.height] });
      doc.y += 8;
      logo = true;
    } catch {
      // A logo that cannot be read leaves the company's name alone at the top, not the quote unmade.
      doc.y = MARGIN;
    }
  }
  doc
    .font('bold')
    .fontSize(logo ? 12 : 15)
    .fillColor(ACCENT)
    .text(company.name, MARGIN, doc.y, { width: CONTENT_WIDTH * 0.62 });
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

function buyerAndQuote(doc: PDFKit.PDFDocument, { buyer, reference, version, date, salesPerson }: QuoteDocument) {
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
  const value = { x: MARGIN + half + 96, width: half - 80 };
  let y = top;
  const label = (text: string) =>
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(text, MARGIN + half + 16, y, { width: 80 });
  for (const [name, text] of facts) {
    label(name);
    doc.font('regular').fontSize(9).fillColor(INK).text(text, value.x, y, { width: value.width });
    y = doc.y + 2;
  }
  if (salesPerson) {
    label('Your contact');
    doc.font('regular').fontSize(9).fillColor(INK).text(salesPerson.name, value.x, y, { width: value.width });
    // An address is copied whole into a mail program: a long one is set smaller rather than broken in two.
    const size = Math.max(6, Math.min(9, (9 * (value.width - 1)) / doc.widthOfString(salesPerson.email)));
    doc.fontSize(size).text(salesPerson.email, value.x, doc.y, { width: value.width });
    y = doc.y + 2;
  }
  doc.y = Math.max(leftEnd, y) + 16;
  doc.x = MARGIN;
}

function tableHeader(doc: PDFKit.PDFDocument) {
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT_WIDTH, 18).fill(HEADER_FILL);
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

const PRODUCT_TEXT = { x: MARGIN + COLUMNS.product.x + 2, width: COLUMNS.product.width - 4 };
/** From a line's top to its product's name, and from the name to the colour below it. */
const NAME_TOP = 4;
const COLOUR_GAP = 3;

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
  const cell = (column: keyof typeof COLUMNS, text: string, align: 'left' | 'right' = 'right') =>
    doc.text(text, MARGIN + COLUMNS[column].x + 2, y + 6, { width: COLUMNS[column].width - 4, align, lineBreak: false });
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
  doc
    .moveTo(MARGIN, y + layout.height)
    .lineTo(MARGIN + CONTENT_WIDTH, y + layout.height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + layout.height + 1;
}

function lines(doc: PDFKit.PDFDocument, quote: QuoteDocument) {
  const layouts = quote.version.lines.map((item) => lineLayout(doc, item));
  room(doc, 20 + (layouts[0]?.height ?? ROW_HEIGHT));
  tableHeader(doc);
  quote.version.lines.forEach((item, index) => {
    // A line is never split: one that does not fit moves whole to the next page, under the table's header.
    if (room(doc, layouts[index]!.height)) tableHeader(doc);
    line(doc, item, index, quote.pictures.get(item.path), layouts[index]!);
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

/**
 * Each quoted product's spec table, compact: its name, then its rows as "label: value" run on in one paragraph, as
 * the product page and the catalogue list them. The colours are left out: each line names the one quoted.
 */
function specifications(doc: PDFKit.PDFDocument, { version, specs }: QuoteDocument) {
  const products = [...new Map(version.lines.map((item) => [item.path, item.name])).entries()].flatMap(([path, name]) => {
    const spec = specs.get(path);
    const rows = spec ? specRows(spec, { without: ['colours'] }) : [];
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
  doc.font('bold').fontSize(10);
  room(doc, doc.currentLineHeight(true) + 4 + heights[0]!);
  doc.fillColor(INK).text('Specifications', MARGIN, doc.y);
  doc.y += 4;
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
function minimumOrderTerm({ version, specs }: QuoteDocument): string {
  const company = `${MINIMUM_ORDER_PER_COLOUR} pieces per colour per item`;
  const ownMinimum = version.lines.some((item) => {
    const spec = specs.get(item.path);
    return spec !== undefined && minimumOrderOf(spec) !== MINIMUM_ORDER_PER_COLOUR;
  });
  return ownMinimum ? `${company}, unless a product's specification above says otherwise` : company;
}

/** Where the terms' values start, right of their labels. */
const TERM_VALUE = { x: MARGIN + 94, width: CONTENT_WIDTH - 94 };
/** The bank details' own labels, inside the value column. */
const BANK_LABEL_WIDTH = 82;

function terms(doc: PDFKit.PDFDocument, quote: QuoteDocument) {
  const { version, company } = quote;
  const incoterm = deliveryTermsOf(version.incoterm, version.port);
  const rows: [string, string][] = [
    ['Delivery', incoterm],
    ['Payment', PAYMENT_TERMS_LABELS[version.paymentTerms]],
    ['Samples', `${version.samplesDays.from} to ${version.samplesDays.to} days`],
    ['Production', `${version.productionDays.from} to ${version.productionDays.to} days after the deposit and approved samples`],
    ['Minimum order', minimumOrderTerm(quote)],
    ['Valid until', version.validUntil ?? 'to be confirmed'],
  ];
  const valueHeight = (text: string, width: number, font: 'regular' | 'bold' = 'regular') => {
    doc.font(font).fontSize(8.5);
    return Math.max(doc.heightOfString(text, { width }), 12) + 2;
  };
  const bank = company.bank ? bankEntries(company.bank, valueHeight) : null;
  /** A term, moved to the next page with what must stay with it (`keepWith` points) when they do not fit. */
  const row = (label: string, value: string, keepWith = 0) => {
    const height = valueHeight(value, TERM_VALUE.width);
    room(doc, height + keepWith);
    const y = doc.y;
    doc.font('bold').fontSize(8.5).fillColor(MUTED).text(label, MARGIN, y, { width: 90 });
    doc.font('regular').fontSize(8.5).fillColor(INK).text(value, TERM_VALUE.x, y, { width: TERM_VALUE.width });
    doc.y = y + height;
  };

  // The heading keeps company with the first term.
  const firstTerm = valueHeight(rows[0]![1], TERM_VALUE.width);
  doc.font('bold').fontSize(10);
  room(doc, doc.currentLineHeight(true) + 4 + firstTerm);
  doc.fillColor(INK).text('Terms', MARGIN, doc.y);
  doc.y += 4;
  for (const [label, value] of rows) {
    // The account to pay into stays under the payment terms, on the same page.
    if (label === 'Payment' && bank) {
      row(label, value, bank.height);
      bankDetails(doc, bank);
    } else row(label, value);
  }

  const notes = version.notes.trim();
  if (notes) {
    doc.font('regular').fontSize(8.5);
    const firstLines = Math.min(doc.heightOfString(notes, { width: CONTENT_WIDTH }), 3 * doc.currentLineHeight(true));
    doc.font('bold').fontSize(10);
    // The heading never ends a page alone: its first lines come with it, and long notes run on to the next page,
    // whose footer they stop above as well.
    room(doc, 8 + doc.currentLineHeight(true) + 4 + firstLines);
    doc.y += 8;
    doc.fillColor(INK).text('Notes', MARGIN, doc.y);
    doc
      .font('regular')
      .fontSize(8.5)
      .text(notes, MARGIN, doc.y + 4, { width: CONTENT_WIDTH });
  }
}

const BANK_VALUE_WIDTH = TERM_VALUE.width - BANK_LABEL_WIDTH;

/** The account's entries, each with its height as it wraps, and the height of them all. */
function bankEntries(bank: BankDetails, valueHeight: (text: string, width: number, font: 'regular' | 'bold') => number) {
  const entries = (
    [
      // The two a buyer copies into their bank's form stand out.
      ['Beneficiary', bank.beneficiary, 'regular'],
      ['Account number', bank.accountNumber, 'bold'],
      ['Bank', bank.bankName, 'regular'],
      ['Bank address', bank.bankAddress, 'regular'],
      ['SWIFT code', bank.swift, 'bold'],
    ] as const
  ).map(([label, value, font]) => ({ label, value, font, height: valueHeight(value, BANK_VALUE_WIDTH, font) }));
  return { entries, height: entries.reduce((sum, entry) => sum + entry.height, 0) };
}

/** The account to pay the deposit and balance into, under the payment terms: what a bank asks for a transfer. */
function bankDetails(doc: PDFKit.PDFDocument, { entries }: ReturnType<typeof bankEntries>) {
  let y = doc.y;
  doc.font('bold').fontSize(8.5).fillColor(MUTED).text('Bank details', MARGIN, y, { width: 90 });
  for (const { label, value, font, height } of entries) {
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, TERM_VALUE.x, y, { width: BANK_LABEL_WIDTH - 4 });
    doc
      .font(font)
      .fillColor(INK)
      .text(value, TERM_VALUE.x + BANK_LABEL_WIDTH, y, { width: BANK_VALUE_WIDTH });
    y += height;
  }
  doc.y = y;
}
