import { definePage, PAGE_BUDGET } from './page-definition';

/**
 * Where the footer's catalogue request is posted when the browser sends it itself (before the app runs, or
 * without JavaScript), and a page of its own for the request.
 */
export const catalogueRequestPage = definePage('catalogueRequest', {
  id: 'catalogue-request',
  cache: 'kept',
  form: true,
  budget: PAGE_BUDGET,
});
