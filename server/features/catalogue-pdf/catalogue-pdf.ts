import type { I18n } from '@lingui/core';
import { A4, ACCENT, INK, MUTED, pageFooters, pictureIn, room, startPdf } from '../../render/pdf-document';
import { pageOf } from '../../render/pdf-terms';
import { CATALOGUE_TEXT, COMPANY_LABELS } from './catalogue-pdf-texts';
import { labelledRow } from '../../render/pdf-labelled-rows';
import { CONTENT_WIDTH, MARGIN, marginsAbove, ruleAcross } from '../../render/pdf-layout';

// The PDF catalogue of the published products, and each category's line sheet: what a buyer prints or forwards to
// their team. The catalogue opens with a cover (the logo, the company's name and a picture of its work) and a page
// about the company (who it is, where, its tax number and how it trades), then each category on a page of its own
// with its products in a grid, each with its picture and its spec rows (shared/product-spec.ts). The line sheet is one
// category's grid under a short letterhead, three products a row. Never a price: those are quoted per order. Each
// edition is in one language (`i18n`): its fixed texts, its dates, and the content as the caller translated it.

export interface CatalogueCompany {
  name: string;
  address: string;
  registeredAddress: string;
  taxNumber: string;
  phone: string;
  emails: string[];
  website: string;
  /** The messaging apps and their numbers ('Zalo +84 … · WhatsApp +84 …'), when the company is on any. */
  messaging: string | null;
  /** The logo as PNG or JPEG bytes; null: the company's name alone. */
  logo: Buffer | null;
}

export interface CatalogueEntry {
  name: string;
  /** Its listing picture as JPEG bytes; null: the card has none. */
  picture: Buffer | null;
  facts: [string, string][];
}

export interface CatalogueSection {
  name: string;
  /** Its description as plain text ('' for none). */
  description: string;
  products: CatalogueEntry[];
}

export interface CatalogueDocument {
  company: CatalogueCompany;
  /** The cover's picture; null: the cover has none. */
  cover: Buffer | null;
  /** How the company trades (minimum order, lead times, delivery, payment), as label and value. */
  trading: [string, string][];
  categories: CatalogueSection[];
  /** When its content last changed: the edition printed on it and the file's date. */
  edition: Date;
  /** The edition's language: its fixed texts and dates. */
  i18n: I18n;
}

const FOOTER_HEIGHT = 24;
const GUTTER = 14;

/** The edition's month: 'December 2026', 'Dezember 2026', '2026年12月'. */
const editionOf = ({ edition, i18n }: CatalogueDocument) =>
  edition.toLocaleDateString(i18n.locale === 'en' ? 'en-GB' : i18n.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Ho_Chi_Minh',
  });

function begin(title: string, catalogue: CatalogueDocument) {
  const { company, edition, i18n } = catalogue;
  return startPdf({
    margins: marginsAbove(FOOTER_HEIGHT),
    // The same content makes the same file: dated by its last change, not by the moment it was drawn.
    info: { Title: title, Author: company.name, CreationDate: edition },
    japanese: i18n.locale === 'ja',
  });
}

/** The whole catalogue, as bytes. */
export function cataloguePdf(catalogue: CatalogueDocument): Promise<Buffer> {
  const { i18n } = catalogue;
  const company = catalogue.company.name;
  const { doc, bytes } = begin(i18n._(CATALOGUE_TEXT.title.id, { company }), catalogue);
  cover(doc, catalogue);
  doc.addPage();
  companyPage(doc, catalogue);
  for (const section of catalogue.categories) {
    doc.addPage();
    categoryHeading(doc, section, 18);
    productGrid(doc, section.products, { columns: 2, pictureHeight: 124 }, i18n);
  }
  const page = pageOf(i18n);
  pageFooters(doc, MARGIN, i18n._(CATALOGUE_TEXT.footer.id, { company, edition: editionOf(catalogue) }), (number, count) =>
    number === 1 ? '' : page(number, count),
  );
  doc.end();
  return bytes;
}

/** One category's line sheet, as bytes. */
export function lineSheetPdf(catalogue: CatalogueDocument, section: CatalogueSection): Promise<Buffer> {
  const { i18n } = catalogue;
  const names = { company: catalogue.company.name, category: section.name };
  const { doc, bytes } = begin(i18n._(CATALOGUE_TEXT.lineSheetTitle.id, names), catalogue);
  letterhead(doc, catalogue.company);
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text(i18n._(CATALOGUE_TEXT.lineSheetEdition.id, { edition: editionOf(catalogue) }).toLocaleUpperCase(i18n.locale), MARGIN, doc.y);
  doc.y += 2;
  categoryHeading(doc, section, 16);
  productGrid(doc, section.products, { columns: 3, pictureHeight: 78 }, i18n);
  doc.y += 8;
  tradingTable(doc, catalogue.trading, 8);
  pageFooters(doc, MARGIN, i18n._(CATALOGUE_TEXT.lineSheetFooter.id, names), pageOf(i18n));
  doc.end();
  return bytes;
}

function cover(doc: PDFKit.PDFDocument, catalogue: CatalogueDocument) {
  const { company, cover: picture, i18n } = catalogue;
  doc.y = MARGIN + 30;
  if (company.logo && pictureIn(doc, company.logo, MARGIN, doc.y, [CONTENT_WIDTH, 70])) doc.y += 90;
  doc.font('bold').fontSize(24).fillColor(ACCENT).text(company.name, MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'center' });
  doc.y += 8;
  doc.font('regular').fontSize(15).fillColor(INK).text(i18n._(CATALOGUE_TEXT.productCatalogue), { width: CONTENT_WIDTH, align: 'center' });
  doc.fontSize(10).fillColor(MUTED).text(editionOf(catalogue), { width: CONTENT_WIDTH, align: 'center' });
  doc.y += 24;
  const bottom = A4.height - MARGIN - FOOTER_HEIGHT - 40;
  if (picture) pictureIn(doc, picture, MARGIN, doc.y, [CONTENT_WIDTH, bottom - doc.y]);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(company.website, MARGIN, bottom + 16, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
}

/** The company's name and contacts across the top of a line sheet. */
function letterhead(doc: PDFKit.PDFDocument, company: CatalogueCompany) {
  const top = doc.y;
  let left = MARGIN;
  if (company.logo && pictureIn(doc, company.logo, MARGIN, top, [120, 34])) left += 132;
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(ACCENT)
    .text(company.name, left, top, { width: MARGIN + CONTENT_WIDTH - left });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text([company.phone, ...company.emails, company.website].filter(Boolean).join(' · '), { width: MARGIN + CONTENT_WIDTH - left });
  doc.y = Math.max(doc.y, top + 34) + 8;
  rule(doc);
}

function rule(doc: PDFKit.PDFDocument, kind: 'accent' | 'hairline' = 'accent') {
  ruleAcross(doc, doc.y, kind);
  doc.y += 10;
}

function companyPage(doc: PDFKit.PDFDocument, { company, trading, i18n }: CatalogueDocument) {
  doc.font('bold').fontSize(18).fillColor(ACCENT).text(i18n._(CATALOGUE_TEXT.aboutUs), MARGIN, MARGIN);
  doc.y += 6;
  rule(doc);
  const facts: [keyof typeof COMPANY_LABELS, string | null][] = [
    ['company', company.name],
    ['address', company.address],
    ['registeredAddress', company.registeredAddress !== company.address ? company.registeredAddress : null],
    ['taxNumber', company.taxNumber],
    ['phone', company.phone],
    ['email', company.emails.join(', ')],
    ['messaging', company.messaging],
    ['website', company.website],
  ];
  const rows = facts.flatMap(([label, value]): [string, string][] => (value ? [[i18n._(COMPANY_LABELS[label]), value]] : []));
  tradingTable(doc, rows, 10);
  doc.y += 16;
  doc.font('bold').fontSize(13).fillColor(INK).text(i18n._(CATALOGUE_TEXT.howWeTrade), MARGIN, doc.y);
  doc.y += 6;
  tradingTable(doc, trading, 10);
  doc.y += 16;
  doc.font('regular').fontSize(9.5).fillColor(MUTED).text(i18n._(CATALOGUE_TEXT.pricesQuoted), MARGIN, doc.y, { width: CONTENT_WIDTH });
}

/** Label and value rows, the labels in a column of their own, as wide as the longest label needs (within bounds). */
function tradingTable(doc: PDFKit.PDFDocument, rows: [string, string][], size: number) {
  doc.font('bold').fontSize(size);
  const longest = Math.max(0, ...rows.map(([label]) => doc.widthOfString(label)));
  const labelWidth = Math.min(CONTENT_WIDTH * 0.4, Math.max(size * 12, Math.ceil(longest) + 10));
  const columns = {
    label: { x: MARGIN, width: labelWidth - 8 },
    value: { x: MARGIN + labelWidth, width: CONTENT_WIDTH - labelWidth },
    size,
  };
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(size);
    labelledRow(doc, columns, label, value, doc.heightOfString(value, { width: columns.value.width }) + size * 0.4);
  }
}

function categoryHeading(doc: PDFKit.PDFDocument, section: CatalogueSection, size: number) {
  doc.font('bold').fontSize(size).fillColor(ACCENT).text(section.name, MARGIN, doc.y, { width: CONTENT_WIDTH });
  if (section.description) {
    doc.y += 2;
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(section.description, { width: CONTENT_WIDTH });
  }
  doc.y += 6;
  rule(doc, 'hairline');
}

interface GridLayout {
  columns: number;
  pictureHeight: number;
}

const FACT_SIZE = 7.5;
const NAME_SIZE = 9;

/** A card's height: its picture, its name as it wraps, and its facts as they wrap. */
function cardHeight(doc: PDFKit.PDFDocument, product: CatalogueEntry, width: number, { pictureHeight }: GridLayout): number {
  doc.font('bold').fontSize(NAME_SIZE);
  let height = pictureHeight + 6 + doc.heightOfString(product.name, { width }) + 3;
  doc.font('regular').fontSize(FACT_SIZE);
  for (const fact of product.facts) height += doc.heightOfString(factLine(fact), { width }) + 1;
  return height + 12;
}

const factLine = ([label, value]: [string, string]) => `${label}: ${value}`;

function card(doc: PDFKit.PDFDocument, product: CatalogueEntry, x: number, y: number, width: number, { pictureHeight }: GridLayout) {
  doc.rect(x, y, width, pictureHeight).fill('#f8f6f3');
  pictureIn(doc, product.picture, x, y, [width, pictureHeight]);
  doc
    .font('bold')
    .fontSize(NAME_SIZE)
    .fillColor(INK)
    .text(product.name, x, y + pictureHeight + 6, { width });
  doc.y += 3;
  for (const [label, value] of product.facts) {
    doc.font('bold').fontSize(FACT_SIZE).fillColor(MUTED).text(`${label}: `, x, doc.y, { width, continued: true });
    doc.font('regular').fillColor(INK).text(value);
    doc.y += 1;
  }
}

/** The products in rows of `columns` cards; a row never splits between pages. */
function productGrid(doc: PDFKit.PDFDocument, products: CatalogueEntry[], layout: GridLayout, i18n: I18n) {
  if (products.length === 0) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(i18n._(CATALOGUE_TEXT.noProducts), MARGIN, doc.y);
    return;
  }
  const width = (CONTENT_WIDTH - GUTTER * (layout.columns - 1)) / layout.columns;
  for (let start = 0; start < products.length; start += layout.columns) {
    const row = products.slice(start, start + layout.columns);
    const height = Math.max(...row.map((product) => cardHeight(doc, product, width, layout)));
    room(doc, height);
    const top = doc.y;
    row.forEach((product, i) => card(doc, product, MARGIN + i * (width + GUTTER), top, width, layout));
    doc.y = top + height;
  }
  doc.x = MARGIN;
}
