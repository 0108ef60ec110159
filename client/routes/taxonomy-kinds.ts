import { catalogueApi } from '../../shared/contracts/catalogue';
import { paths } from '../../shared/paths';
import type { PageType } from '../head/page-meta';

/** What differs between the category pages and the material pages; everything else is shared. */
export interface TaxonomyKind {
  singular: string;
  plural: string;
  indexPage: PageType;
  productsPage: PageType;
  indexHref: (page?: number) => string;
  itemHref: (path: string, page?: number) => string;
  /** The endpoint of the whole list. */
  list: (typeof catalogueApi)['categorySearch' | 'materialSearch'];
  /** The endpoint of one item's products. */
  products: (typeof catalogueApi)['productsByCategory' | 'productsByMaterial'];
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
  list: catalogueApi.categorySearch,
  products: catalogueApi.productsByCategory,
  refs: (layout) => layout.categories,
};

export const MATERIAL: TaxonomyKind = {
  singular: 'Material',
  plural: 'Materials',
  indexPage: 'material',
  productsPage: 'productByMaterial',
  indexHref: paths.materials,
  itemHref: paths.material,
  list: catalogueApi.materialSearch,
  products: catalogueApi.productsByMaterial,
  refs: (layout) => layout.materials,
};
