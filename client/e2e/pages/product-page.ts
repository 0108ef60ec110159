import type { Page } from 'puppeteer-core';
import { type Scope } from './queries';

/** Request Quotation on a card or a product page: a link to the order page, which opens the dialog on wide screens. */
export const requestQuotation = async (scope: Scope) =>
  (await scope.waitForSelector('::-p-aria([name="Request Quotation"][role="link"])'))!.click();

/** The quotation dialog's name (its title), which says the product it is about. */
export const quotationTitle = (productName: string) => `Request a Quotation: ${productName}`;

/** The quotation dialog of that product, shown. */
export const quotationDialog = async (page: Page, productName: string) =>
  (await page.waitForSelector(`::-p-aria([name="${quotationTitle(productName)}"][role="dialog"])`, { visible: true }))!;

/** Waits until the quotation dialog of that product has closed. */
export const quotationDialogClosed = (page: Page, productName: string) =>
  page.waitForSelector(`::-p-aria([name="${quotationTitle(productName)}"][role="dialog"])`, { hidden: true });

/** The quotation form's fields, by their labels. */
export const QUOTATION = {
  'Your Name': 'Anna Berg',
  'Your Phone Number': '+(123) 456-7890',
  'Your Email': 'anna@example.com',
  Subject: 'Spring range',
  Message: '300 pieces, natural colour.',
};
