import { definePage, PAGE_BUDGET } from './page-definition';

export const orderPage = definePage('order', {
  id: 'order',
  label: /*i18n*/ { id: 'Order' },
  cache: 'kept',
  form: true,
  // The quotation form (Formik, yup) comes with the page.
  budget: PAGE_BUDGET,
});
