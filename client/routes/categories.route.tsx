import type { PageMetaText } from '../head/page-meta';
import { taxonomyIndexRoute } from './taxonomy-index-route';
import { CATEGORY } from './taxonomy-kinds';

/** What the grid of categories tells search engines. */
const META: PageMetaText = {
  title: 'Product Categories',
  description: 'Browse every category of our handwoven natural-fibre products: baskets, storage, lighting, tableware, furniture and decor.',
  keywords: 'handicraft categories, woven baskets, storage boxes, lamp shades, home decor wholesale',
};

export const { loader, Component } = taxonomyIndexRoute(CATEGORY, META);
