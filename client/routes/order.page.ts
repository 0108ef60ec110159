import { definePage, fillPattern, PAGE_BUDGET } from './page-definition';

const PATTERN = '/order/:path';

export const orderPage = definePage({
  id: 'order',
  pattern: PATTERN,
  href: (path: string) => fillPattern(PATTERN, { path }),
  label: 'Order',
  cache: 'kept',
  form: true,
  // The quotation form (Formik, yup) comes with the page.
  budget: PAGE_BUDGET,
  lazy: () => import('./order.route'),
});
