import type { I18n } from '@lingui/core';
import type { QuoteVersionView } from '../../../shared/contracts/quotes';
import type { ProductSpec } from '../../../shared/product-spec';
import { addressee } from '../../render/pdf-addressee';
import type { BankDetails } from '../../render/pdf-bank-details';
import { pageFooters, startPdf } from '../../render/pdf-document';
import { dayText, pageOf, PDF_TERM_LABELS, validUntilText } from '../../render/pdf-terms';
import { labelAndValue, type LabelledColumns, labelledFacts } from '../../render/pdf-labelled-rows';
import { CONTENT_WIDTH, MARGIN, marginsAbove } from '../../render/pdf-layout';
import { letterhead } from '../../render/pdf-letterhead';
import { quoteLines, quoteTotals } from './quote-pdf-lines';
import { specifications, terms } from './quote-pdf-terms';
import { QUOTE_PDF_TEXT } from './quote-pdf-texts';

// A quote version as the PDF the buyer receives: the company's letterhead with its logo, the buyer and the person
// they deal with, the lines with each product's picture, the total and the container it makes (quote-pdf-lines.ts),
// the products' specifications and the terms with the bank account to pay into, and the validity
// (quote-pdf-terms.ts). A4, as many pages as the lines need, the table's header repeated on each and "Page n of m"
// at the foot, which nothing else on the page comes near. Drawn with the helpers every company PDF shares
// (server/render/pdf-*.ts), in DejaVu Sans, which has every letter of Vietnamese and of the European languages, or
// in Noto Sans JP for a Japanese buyer (and for the Japanese a line may have). Its own words, dates and figures are in the inquiry's language (`i18n`);
// the lines, the notes and the buyer's details as they were written.

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
  /** The language of the inquiry it answers. */
  i18n: I18n;
}

/** The band at each page's foot that holds its number: the page's content, rows and flowing notes alike, ends above it. */
const FOOTER_HEIGHT = 28;

/** The PDF of a quote version, whole, as bytes. */
export function quotePdf(quote: QuoteDocument): Promise<Buffer> {
  const { company, version, i18n } = quote;
  const number = { reference: quote.reference, number: version.number };
  const { doc, bytes } = startPdf({
    // Text that runs on (the notes) moves to the next page where the footer's band starts, not at the paper's margin.
    margins: marginsAbove(FOOTER_HEIGHT),
    // The same quote makes the same file: its date, not the moment it was drawn.
    info: {
      Title: i18n._(QUOTE_PDF_TEXT.documentTitle.id, number),
      Author: company.name,
      CreationDate: new Date(`${quote.date}T00:00:00Z`),
    },
    japanese: i18n.locale === 'ja',
  });

  letterhead(doc, {
    name: company.name,
    logo: company.logo,
    contacts: [
      company.address,
      i18n._(QUOTE_PDF_TEXT.phone.id, { phone: company.phone }),
      company.emails.join(' · '),
      company.taxNumber ? i18n._(QUOTE_PDF_TEXT.taxNumber.id, { number: company.taxNumber }) : '',
    ].filter(Boolean),
    title: i18n._(QUOTE_PDF_TEXT.title),
    // A draft's preview is never mistaken for the quote sent.
    stamp: version.status === 'draft' ? i18n._(QUOTE_PDF_TEXT.draftStamp) : null,
  });
  buyerAndQuote(doc, quote);
  quoteLines(doc, version, quote.pictures, i18n);
  quoteTotals(doc, version, i18n);
  specifications(doc, version, quote.specs, i18n);
  terms(doc, version, quote.specs, company.bank, i18n);
  pageFooters(doc, MARGIN, i18n._(QUOTE_PDF_TEXT.referenceAndVersion.id, number), pageOf(i18n));
  doc.end();
  return bytes;
}

/** The left half of the page, for the buyer, and the right, for the quote's facts. */
const HALF = CONTENT_WIDTH / 2 - 8;
const FACTS: LabelledColumns = {
  label: { x: MARGIN + HALF + 16, width: 80 },
  value: { x: MARGIN + HALF + 96, width: HALF - 80 },
  size: 9,
};

/** The buyer on the left; on the right the quote's reference, date, validity and currency, and the buyer's contact. */
function buyerAndQuote(doc: PDFKit.PDFDocument, { buyer, reference, version, date, salesPerson, i18n }: QuoteDocument) {
  const top = doc.y;
  const leftEnd = addressee(
    doc,
    { x: MARGIN, top, width: HALF },
    {
      heading: i18n._(QUOTE_PDF_TEXT.for),
      name: buyer.name ?? buyer.email ?? '—',
      details: [buyer.companyDomain, buyer.countryName, buyer.email, buyer.phone],
    },
  );
  let y = labelledFacts(
    doc,
    FACTS,
    [
      [i18n._(QUOTE_PDF_TEXT.quotation), i18n._(QUOTE_PDF_TEXT.referenceAndVersion.id, { reference, number: version.number })],
      [i18n._(QUOTE_PDF_TEXT.date), dayText(i18n, date)],
      [i18n._(PDF_TERM_LABELS.validUntil), validUntilText(i18n, version.validUntil)],
      [i18n._(QUOTE_PDF_TEXT.currency), i18n._(QUOTE_PDF_TEXT.usDollars)],
    ],
    top,
  );
  if (salesPerson) {
    labelAndValue(doc, FACTS, y, i18n._(QUOTE_PDF_TEXT.yourContact), salesPerson.name);
    // An address is copied whole into a mail program: a long one is set smaller rather than broken in two.
    const size = Math.max(6, Math.min(9, (9 * (FACTS.value.width - 1)) / doc.widthOfString(salesPerson.email)));
    doc.fontSize(size).text(salesPerson.email, FACTS.value.x, doc.y, { width: FACTS.value.width });
    y = doc.y + 2;
  }
  doc.y = Math.max(leftEnd, y) + 16;
  doc.x = MARGIN;
}
