import type { CatalogueApi } from '../../shared/api/catalogue-api';
import { paths } from '../page-registry';
import type { PageType } from '../head/page-meta';

/** What differs between the category pages and the material pages; everything else is shared. */
export interface TaxonomyKind {
  singular: string;
  plural: string;
  indexPage: PageType;
  productsPage: PageType;
  indexHref: (page?: number) => string;
  itemHref: (path: string, page?: number) => string;
  list: (api: CatalogueApi) => CatalogueApi['categories'];
  products: (api: CatalogueApi) => CatalogueApi['productsByCategory'];
  refs: (layout: { categories: TaxonomyRefs; materials: TaxonomyRefs }) => TaxonomyRefs;
}

type TaxonomyRefs = { _id: number; path: string; name: string }[];

export const CATEGORY: TaxonomyKind = {
  singular: 'Category',
  plural: 'Categories',
  indexPage: 'category',
  productsPage: 'productByCategory',
  indexHref: paths.categories,
  itemHref: paths.category,
  list: (api) => api.categories,
  products: (api) => api.productsByCategory,
  refs: (layout) => layout.categories,
};

export const MATERIAL: TaxonomyKind = {
  singular: 'Material',
  plural: 'Materials',
  indexPage: 'material',
  productsPage: 'productByMaterial',
  indexHref: paths.materials,
  itemHref: paths.material,
  list: (api) => api.materials,
  products: (api) => api.productsByMaterial,
  refs: (layout) => layout.materials,
};
