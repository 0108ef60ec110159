import { taxonomyIndexRoute } from './taxonomy-index-route';
import { CATEGORY } from './taxonomy-kinds';

export const { loader, Component } = taxonomyIndexRoute(CATEGORY);
