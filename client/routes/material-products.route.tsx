import type { PageMetaText } from '../head/page-meta';
import { taxonomyProductsRoute } from './taxonomy-products-route';
import { MATERIAL } from './taxonomy-kinds';

/** What a material's products tell search engines. */
const metaOf = (name: string): PageMetaText => ({
  title: `${name} Products | Material`,
  description: `Products woven from ${name.toLowerCase()} by our artisans in Vietnam, for wholesale and retail buyers.`,
  keywords: `${name.toLowerCase()} products, ${name.toLowerCase()} baskets, ${name.toLowerCase()} handicrafts wholesale`,
});

export const { loader, Component } = taxonomyProductsRoute(MATERIAL, metaOf);
