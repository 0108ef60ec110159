import type { PageMetaMessages } from './page-meta-messages';
import { taxonomyProductsRoute } from './taxonomy-products-route';
import { MATERIAL } from './taxonomy-kinds';

/** What a material's products tell search engines: {name} is the material's, {lowerName} the same in lower case. */
const META: PageMetaMessages = {
  title: /*i18n*/ { id: '{name} Products | Material' },
  description: /*i18n*/ { id: 'Products woven from {lowerName} by our artisans in Vietnam, for wholesale and retail buyers.' },
  keywords: /*i18n*/ { id: '{lowerName} products, {lowerName} baskets, {lowerName} handicrafts wholesale' },
};

export const { loader, Component } = taxonomyProductsRoute(MATERIAL, META);
