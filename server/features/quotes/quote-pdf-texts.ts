import type { MessageDescriptor } from '@lingui/core';

// What the quote's PDF says around the sales person's lines and notes, in the language of the inquiry it answers:
// messages of the server's catalogue (server/locales). The products are named as they were quoted.

export const QUOTE_PDF_TEXT = {
  documentTitle: /*i18n*/ { id: 'Quotation {reference}, version {number}' },
  title: /*i18n*/ { id: 'QUOTATION' },
  draftStamp: /*i18n*/ { id: 'DRAFT · NOT SENT' },
  phone: /*i18n*/ { id: 'Tel. {phone}' },
  taxNumber: /*i18n*/ { id: 'Tax number {number}' },
  for: /*i18n*/ { id: 'FOR' },
  quotation: /*i18n*/ { id: 'Quotation' },
  referenceAndVersion: /*i18n*/ { id: '{reference} · version {number}' },
  date: /*i18n*/ { id: 'Date' },
  currency: /*i18n*/ { id: 'Currency' },
  usDollars: /*i18n*/ { id: 'US dollars (USD)' },
  yourContact: /*i18n*/ { id: 'Your contact' },
  specifications: /*i18n*/ { id: 'Specifications' },
  terms: /*i18n*/ { id: 'Terms' },
  notes: /*i18n*/ { id: 'Notes' },
  ownMinimum: /*i18n*/ { id: "{minimum}, unless a product's specification above says otherwise" },
} as const satisfies Record<string, MessageDescriptor>;

export const QUOTE_LINES_TEXT = {
  product: /*i18n*/ { id: 'Product and colour' },
  pieces: /*i18n*/ { id: 'Pieces' },
  unitPrice: /*i18n*/ { id: 'Unit price' },
  amount: /*i18n*/ { id: 'Amount' },
  belowMinimum: /*i18n*/ { id: '{colour} · below the {minimum}-piece minimum, as agreed' },
  total: /*i18n*/ { id: 'Total' },
  piecesInLines: /*i18n*/ { id: '{pieces} pieces in {lines, plural, one {# line} other {# lines}}' },
  cartons: /*i18n*/ { id: '{cartons} cartons, {volume} m³, {weight} kg gross: {fill}' },
  oneContainer: /*i18n*/ { id: 'about {share} % of a {container}' },
  containers: /*i18n*/ { id: '{count} × {container}, the last about {share} % full' },
} as const satisfies Record<string, MessageDescriptor>;
