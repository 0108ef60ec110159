import type { ProductDetail, SeoText, TaxonomyRef } from '../../../shared/catalogue';
import type { Picture } from '../../../shared/picture';
import { cleanHtml } from '../../render/sanitize';
import { type SPEC_COLUMNS, specOf } from './product-spec.public';

// A product's page, from its columns: a published product's row (the catalogue) or a draft's values (its preview)
// are shown the same way. Published to the other features.

/** The product's own columns the page shows; a row and an editor's values both have them. */
export type ProductDetailColumns = {
  name: string;
  path: string;
  description: string;
  detail: string;
  /** A row has one (the picture lists show); an editor's values have only the gallery. */
  thumbnail?: Picture | null;
  gallery: Picture[];
  seo_title: string;
  seo_description: string;
} & { [Column in (typeof SPEC_COLUMNS)[number]]?: unknown };

/** What editors set for search engines; an empty value is left out, so the page makes its own. */
export function seoOf(row: { seo_title: string | null; seo_description: string | null }): SeoText | undefined {
  if (!row.seo_title && !row.seo_description) return undefined;
  return {
    ...(row.seo_title ? { title: row.seo_title } : {}),
    ...(row.seo_description ? { description: row.seo_description } : {}),
  };
}

export function productDetailOf(
  id: number,
  columns: ProductDetailColumns,
  related: { category: TaxonomyRef; material: TaxonomyRef; updatedAt: Date },
): ProductDetail {
  const seo = seoOf(columns);
  return {
    _id: id,
    name: columns.name,
    path: columns.path,
    description: cleanHtml(columns.description),
    detail: cleanHtml(columns.detail),
    thumbnail: columns.thumbnail ?? columns.gallery[0] ?? null,
    gallery: columns.gallery,
    updatedAt: related.updatedAt.toISOString(),
    category: related.category,
    material: related.material,
    ...(seo ? { seo } : {}),
    spec: specOf(columns, related.material.name),
  };
}
