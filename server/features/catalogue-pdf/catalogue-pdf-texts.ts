import type { MessageDescriptor } from '@lingui/core';

// What the PDF catalogue and the line sheets say around the content, in the edition's language: messages of the
// server's catalogue (server/locales), as the buyer's e-mails are.

export const CATALOGUE_TEXT = {
  title: /*i18n*/ { id: '{company}: product catalogue' },
  productCatalogue: /*i18n*/ { id: 'Product catalogue' },
  footer: /*i18n*/ { id: '{company} · Product catalogue, {edition}' },
  lineSheetTitle: /*i18n*/ { id: '{company}: {category} line sheet' },
  lineSheetEdition: /*i18n*/ { id: 'Line sheet · {edition}' },
  lineSheetFooter: /*i18n*/ { id: '{company} · {category} line sheet' },
  aboutUs: /*i18n*/ { id: 'About us' },
  howWeTrade: /*i18n*/ { id: 'How we trade' },
  pricesQuoted: /*i18n*/ {
    id: 'Prices are quoted per order, for the products, colours and quantities you choose: send us your list from the website or by e-mail and our sales team answers with a quotation.',
  },
  noProducts: /*i18n*/ { id: 'New products for this category are on their way: ask us about them.' },
  mixedContainer: /*i18n*/ { id: '{minimum}; colours and items mix in one container' },
  delivery: /*i18n*/ { id: '{fobHaiPhong}, {fobHoChiMinh}, CIF your port on request' },
  payment: /*i18n*/ { id: '{deposit}; {letterOfCredit} for larger first orders' },
} as const satisfies Record<string, MessageDescriptor>;

/** The labels of the company's facts on the page about it. */
export const COMPANY_LABELS = {
  company: /*i18n*/ { id: 'Company' },
  address: /*i18n*/ { id: 'Address' },
  registeredAddress: /*i18n*/ { id: 'Registered address' },
  taxNumber: /*i18n*/ { id: 'Tax number' },
  phone: /*i18n*/ { id: 'Phone' },
  email: /*i18n*/ { id: 'E-mail' },
  messaging: /*i18n*/ { id: 'Messaging' },
  website: /*i18n*/ { id: 'Website' },
} as const satisfies Record<string, MessageDescriptor>;
