import type { MessageDescriptor } from '@lingui/core';
import type { PageName } from './paths';

// Each page's name, written once: the page's definition carries it (client/routes/page-definition.ts), so the header,
// the footer and the breadcrumbs say it; the back office's link picker offers the pages by it, and the company pages'
// content blocks name their page by it (shared/content/content-types.ts). A leaf module beside shared/paths.ts, so
// the back office and the content declaration read it without the site's page definitions.
//
// Messages of both catalogues (the public site's and the back office's), marked for extraction with `/*i18n*/`
// rather than written with a macro: the server's command line and the bench read the page list from source, where
// no macro is transformed. An id is the English name.

/** A page's name, the same wherever it is shown: header, footer, breadcrumb, its heading when that names it. */
export const PAGE_LABELS = {
  home: /*i18n*/ { id: 'Home' },
  aboutUs: /*i18n*/ { id: 'About Us' },
  howWeMake: /*i18n*/ { id: 'How we make' },
  qualityControl: /*i18n*/ { id: 'Quality Control' },
  faqs: /*i18n*/ { id: 'FAQs' },
  contact: /*i18n*/ { id: 'Contact' },
  productVideos: /*i18n*/ { id: 'Product Videos' },
  categories: /*i18n*/ { id: 'Categories' },
  materials: /*i18n*/ { id: 'Materials' },
  products: /*i18n*/ { id: 'Products' },
  // These three pages are named by the category, material or product shown; these are their kinds.
  category: /*i18n*/ { id: 'Category' },
  material: /*i18n*/ { id: 'Material' },
  product: /*i18n*/ { id: 'Product' },
  order: /*i18n*/ { id: 'Order' },
  search: /*i18n*/ { id: 'Search' },
  trading: /*i18n*/ { id: 'Trading terms' },
  buyerQuote: /*i18n*/ { id: 'Your inquiry' },
  catalogueRequest: /*i18n*/ { id: 'Product catalogue' },
  privacy: /*i18n*/ { id: 'Privacy notice' },
  certificates: /*i18n*/ { id: 'Certificates and audits' },
} as const satisfies Record<PageName, MessageDescriptor>;

/** A page's name in English, for what is written in English only (the content declaration's words). */
export const englishPageLabel = (name: PageName): string => PAGE_LABELS[name].id;
