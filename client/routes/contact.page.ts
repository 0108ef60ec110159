import { definePage } from './page-definition';

export const contactPage = definePage({
  id: 'contact',
  pattern: '/contact',
  label: 'Contact',
  nav: { order: 5 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  // The contact form (Formik, yup) comes with the page.
  budget: { jsKb: 145, targetKb: 150 },
  lazy: () => import('./contact.route'),
});
