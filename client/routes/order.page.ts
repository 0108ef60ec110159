import { definePage, PAGE_BUDGET } from './page-definition';

export const orderPage = definePage('order', {
  id: 'order',
  cache: 'kept',
  form: true,
  // The quotation form (Formik, yup) comes with the page.
  budget: PAGE_BUDGET,
});
