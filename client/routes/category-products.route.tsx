import type { PageMetaText } from '../head/page-meta';
import { taxonomyProductsRoute } from './taxonomy-products-route';
import { CATEGORY } from './taxonomy-kinds';

/** What a category's products tell search engines. */
const metaOf = (name: string): PageMetaText => ({
  title: `${name} | Category`,
  description: `${name} handwoven from natural fibres in Vietnam, made to order for importers and retailers.`,
  keywords: `${name}, ${name.toLowerCase()} wholesale, ${name.toLowerCase()} manufacturer Vietnam`,
});

export const { loader, Component } = taxonomyProductsRoute(CATEGORY, metaOf);
