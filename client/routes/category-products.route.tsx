import type { PageMetaMessages } from './page-meta-messages';
import { taxonomyProductsRoute } from './taxonomy-products-route';
import { CATEGORY } from './taxonomy-kinds';

/** What a category's products tell search engines: {name} is the category's, {lowerName} the same in lower case. */
const META: PageMetaMessages = {
  title: /*i18n*/ { id: '{name} | Category' },
  description: /*i18n*/ { id: '{name} handwoven from natural fibres in Vietnam, made to order for importers and retailers.' },
  keywords: /*i18n*/ { id: '{name}, {lowerName} wholesale, {lowerName} manufacturer Vietnam' },
};

export const { loader, Component } = taxonomyProductsRoute(CATEGORY, META);
