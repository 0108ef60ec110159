import { taxonomyProductsRoute } from './taxonomy-products-route';
import { CATEGORY } from './taxonomy-kinds';

export const { loader, Component } = taxonomyProductsRoute(CATEGORY);
