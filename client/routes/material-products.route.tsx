import { taxonomyProductsRoute } from './taxonomy-products-route';
import { MATERIAL } from './taxonomy-kinds';

export const { loader, Component } = taxonomyProductsRoute(MATERIAL);
