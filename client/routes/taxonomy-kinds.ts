import type { MessageDescriptor } from '@lingui/core';
import { paths } from '../../shared/paths';
import { PDF_LINK_TEXT } from '../components/pdf-download-link';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { categoriesPage } from './categories.page';
import { categoryProductsPage } from './category-products.page';
import { materialProductsPage } from './material-products.page';
import { materialsPage } from './materials.page';

/** What differs between the category pages and the material pages; everything else is shared. */
export interface TaxonomyKind {
  singular: MessageDescriptor;
  plural: MessageDescriptor;
  /** The menu's link to the whole list. */
  all: MessageDescriptor;
  /** What the placeholders say while another page of the list loads. */
  loading: MessageDescriptor;
  indexHref: (page?: number) => string;
  itemHref: (path: string, page?: number) => string;
  /** The endpoint of the whole list. */
  list: (typeof catalogueApi)['categorySearch' | 'materialSearch'];
  /** The endpoint of one item's products. */
  products: (typeof catalogueApi)['productsByCategory' | 'productsByMaterial'];
  refs: (layout: { categories: TaxonomyRefs; materials: TaxonomyRefs }) => TaxonomyRefs;
  /** The name the index page's texts for search engines are kept under (shared/content/content-types.ts). */
  seoPage: 'categories' | 'materials';
  /** The PDF the index links to (the whole catalogue), and the one each item's listing links to (its line sheet). */
  pdf?: { index: PdfLink; item: (path: string) => PdfLink };
}

type TaxonomyRefs = { _id: number; path: string; name: string }[];
type PdfLink = { href: string; label: MessageDescriptor };

export const CATEGORY: TaxonomyKind = {
  singular: categoryProductsPage.label,
  plural: categoriesPage.label,
  all: /*i18n*/ { id: 'All categories' },
  loading: /*i18n*/ { id: 'Loading categories…' },
  indexHref: categoriesPage.href,
  itemHref: categoryProductsPage.href,
  list: catalogueApi.categorySearch,
  products: catalogueApi.productsByCategory,
  refs: (layout) => layout.categories,
  seoPage: 'categories',
  pdf: {
    index: { href: paths.cataloguePdf(), label: PDF_LINK_TEXT.catalogue },
    item: (path) => ({ href: paths.lineSheetPdf(path), label: PDF_LINK_TEXT.lineSheet }),
  },
};

export const MATERIAL: TaxonomyKind = {
  singular: materialProductsPage.label,
  plural: materialsPage.label,
  all: /*i18n*/ { id: 'All materials' },
  loading: /*i18n*/ { id: 'Loading materials…' },
  indexHref: materialsPage.href,
  itemHref: materialProductsPage.href,
  list: catalogueApi.materialSearch,
  products: catalogueApi.productsByMaterial,
  refs: (layout) => layout.materials,
  seoPage: 'materials',
};
