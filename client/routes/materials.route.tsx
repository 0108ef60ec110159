import type { PageMetaMessages } from './page-meta-messages';
import { taxonomyIndexRoute } from './taxonomy-index-route';
import { MATERIAL } from './taxonomy-kinds';

/** What the grid of materials tells search engines. */
const META: PageMetaMessages = {
  title: /*i18n*/ { id: 'Natural Materials' },
  description: /*i18n*/ {
    id: 'The natural fibres we weave: rattan, seagrass, water hyacinth, bamboo, jute and more, sourced and processed in Vietnam.',
  },
  keywords: /*i18n*/ { id: 'natural materials, rattan, seagrass, water hyacinth, bamboo, jute, eco-friendly materials' },
};

export const { loader, Component } = taxonomyIndexRoute(MATERIAL, META);
