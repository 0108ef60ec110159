import type { PageMetaMessages } from './page-meta-messages';
import { taxonomyIndexRoute } from './taxonomy-index-route';
import { CATEGORY } from './taxonomy-kinds';

/** What the grid of categories tells search engines. */
const META: PageMetaMessages = {
  title: /*i18n*/ { id: 'Product Categories' },
  description: /*i18n*/ {
    id: 'Browse every category of our handwoven natural-fibre products: baskets, storage, lighting, tableware, furniture and decor.',
  },
  keywords: /*i18n*/ { id: 'handicraft categories, woven baskets, storage boxes, lamp shades, home decor wholesale' },
};

export const { loader, Component } = taxonomyIndexRoute(CATEGORY, META);
