import type { ProductSummary } from '../../../shared/catalogue';
import type { ProductListRow } from './product.repository';
import { cleanHtml } from '../../render/sanitize';

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
