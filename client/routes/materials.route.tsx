import { taxonomyIndexRoute } from './taxonomy-index-route';
import { MATERIAL } from './taxonomy-kinds';

export const { loader, Component } = taxonomyIndexRoute(MATERIAL);
