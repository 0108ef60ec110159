import type { PageMetaText } from '../head/page-meta';
import { taxonomyIndexRoute } from './taxonomy-index-route';
import { MATERIAL } from './taxonomy-kinds';

/** What the grid of materials tells search engines. */
const META: PageMetaText = {
  title: 'Natural Materials',
  description: 'The natural fibres we weave: rattan, seagrass, water hyacinth, bamboo, jute and more, sourced and processed in Vietnam.',
  keywords: 'natural materials, rattan, seagrass, water hyacinth, bamboo, jute, eco-friendly materials',
};

export const { loader, Component } = taxonomyIndexRoute(MATERIAL, META);
