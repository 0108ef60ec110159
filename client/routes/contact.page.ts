import { definePage, PAGE_BUDGET } from './page-definition';

export const contactPage = definePage('contact', {
  id: 'contact',
  nav: { order: 5 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  form: true,
  // The contact form (Formik, yup) comes with the page.
  budget: PAGE_BUDGET,
});
