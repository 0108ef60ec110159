import type { Page } from 'puppeteer-core';
import { findByRole, type Scope } from './queries';

/** Request Quotation on a card or a product page: a link to the order page, which opens the dialog on wide screens. */
export const requestQuotation = async (scope: Scope) => (await findByRole(scope, 'link', 'Request Quotation')).click();

/** The quotation dialog, named after the product it is about. */
export const quotationDialog = (page: Page, productName: string) =>
  findByRole(page, 'dialog', `Request a Quotation: ${productName}`, { visible: true });

/** The quotation form's fields, by their labels. */
export const QUOTATION = {
  'Your Name': 'Anna Berg',
  'Your Phone Number': '+(123) 456-7890',
  'Your Email': 'anna@example.com',
  Subject: 'Spring range',
  Message: '300 pieces, natural colour.',
};
