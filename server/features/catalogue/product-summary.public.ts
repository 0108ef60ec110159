// How a product appears in a list (cards, listings, related products, search results): the columns to select
// and the answer they make. Published to the other features (a `.public.ts` file): search ranks the same products
// and shows them as the lists do.

import { type SelectQueryBuilder, sql } from 'kysely';
import type { ProductSummary } from '../../../shared/catalogue';
import type { Database, ProductTable } from '../../db/database';
import { cleanHtml } from '../../render/sanitize';

/** A product's category and material, joined and selected as every product answer names them. */
export function withCategoryAndMaterial(query: SelectQueryBuilder<Database & { p: ProductTable }, 'p', object>) {
  return query
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .innerJoin('material as m', 'm.id', 'p.material_id')
    .select([
      'p.id',
      'p.name',
      'p.path',
      'p.description',
      'p.thumbnail',
      'c.id as category_id',
      'c.path as category_path',
      'c.name as category_name',
      'm.id as material_id',
      'm.path as material_path',
      'm.name as material_name',
    ]);
}

/** The columns of a product summary (list pages, cards), with its category and material. */
export function productColumns(query: SelectQueryBuilder<Database & { p: ProductTable }, 'p', object>) {
  return withCategoryAndMaterial(query).select(sql<unknown>`p.gallery -> 0`.as('first_image'));
}

export type ProductListRow = Awaited<ReturnType<ReturnType<typeof productColumns>['execute']>>[number];

/** A product of a list as the API shows it (the search's answers too): description sanitised, a thumbnail found. */
export function toSummary(row: ProductListRow): ProductSummary {
  return {
    _id: row.id,
    name: row.name,
    path: row.path,
    description: cleanHtml(row.description),
    thumbnail: row.thumbnail ?? (row.first_image as ProductSummary['thumbnail']) ?? null,
    category: { _id: row.category_id, path: row.category_path, name: row.category_name },
    material: { _id: row.material_id, path: row.material_path, name: row.material_name },
  };
}
