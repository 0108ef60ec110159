import { catalogueApi } from '../../shared/contracts/catalogue';
import type { PageMetaText } from '../head/page-meta';
import { categoriesPage } from './categories.page';
import { categoryProductsPage } from './category-products.page';
import { materialProductsPage } from './material-products.page';
import { materialsPage } from './materials.page';

/** What differs between the category pages and the material pages; everything else is shared. */
export interface TaxonomyKind {
  singular: string;
  plural: string;
  /** What the grid of them tells search engines. */
  indexMeta: PageMetaText;
  /** What the products of one of them (its name given) tell search engines. */
  productsMeta: (name: string) => PageMetaText;
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
  singular: categoryProductsPage.label,
  plural: categoriesPage.label,
  indexMeta: {
    title: 'Product Categories',
    description:
      'Browse every category of our handwoven natural-fibre products: baskets, storage, lighting, tableware, furniture and decor.',
    keywords: 'handicraft categories, woven baskets, storage boxes, lamp shades, home decor wholesale',
  },
  productsMeta: (name) => ({
    title: `${name} | Category`,
    description: `${name} handwoven from natural fibres in Vietnam, made to order for importers and retailers.`,
    keywords: `${name}, ${name.toLowerCase()} wholesale, ${name.toLowerCase()} manufacturer Vietnam`,
  }),
  indexHref: categoriesPage.href,
  itemHref: categoryProductsPage.href,
  list: catalogueApi.categorySearch,
  products: catalogueApi.productsByCategory,
  refs: (layout) => layout.categories,
};

export const MATERIAL: TaxonomyKind = {
  singular: materialProductsPage.label,
  plural: materialsPage.label,
  indexMeta: {
    title: 'Natural Materials',
    description: 'The natural fibres we weave: rattan, seagrass, water hyacinth, bamboo, jute and more, sourced and processed in Vietnam.',
    keywords: 'natural materials, rattan, seagrass, water hyacinth, bamboo, jute, eco-friendly materials',
  },
  productsMeta: (name) => ({
    title: `${name} Products | Material`,
    description: `Products woven from ${name.toLowerCase()} by our artisans in Vietnam, for wholesale and retail buyers.`,
    keywords: `${name.toLowerCase()} products, ${name.toLowerCase()} baskets, ${name.toLowerCase()} handicrafts wholesale`,
  }),
  indexHref: materialsPage.href,
  itemHref: materialProductsPage.href,
  list: catalogueApi.materialSearch,
  products: catalogueApi.productsByMaterial,
  refs: (layout) => layout.materials,
};
