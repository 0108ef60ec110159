// A product's spec data (shared/product-spec.ts) from its columns, as the product's page, its preview and the quote
// PDF read them. Published to the other features.

import type { ProductSpec } from '../../../shared/product-spec';
import type { Db } from '../../db/connect';

/** The product's columns the spec is made from, besides its material's name. */
export const SPEC_COLUMNS = [
  'size',
  'colours',
  'carton_length_cm',
  'carton_width_cm',
  'carton_height_cm',
  'carton_gross_weight_kg',
  'carton_net_weight_kg',
  'pieces_per_carton',
  'packing_note',
  'hs_code',
  'moq_pieces',
  'sample_lead_time_days',
  'production_lead_time_days',
] as const;

type SpecColumn = (typeof SPEC_COLUMNS)[number];

/** pg leaves numerics as text (not to guess their precision), a draft keeps what the form sent: either is read here. */
const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The spec of a product row (or an editor's values, named as its columns). */
export function specOf(values: { [K in SpecColumn]?: unknown }, materialName: string | null): ProductSpec {
  return {
    size: textOrNull(values.size),
    material: materialName,
    colours: Array.isArray(values.colours) ? values.colours.filter((colour): colour is string => typeof colour === 'string') : [],
    carton: {
      lengthCm: numberOrNull(values.carton_length_cm),
      widthCm: numberOrNull(values.carton_width_cm),
      heightCm: numberOrNull(values.carton_height_cm),
      grossKg: numberOrNull(values.carton_gross_weight_kg),
      piecesPerCarton: numberOrNull(values.pieces_per_carton),
    },
    netKg: numberOrNull(values.carton_net_weight_kg),
    packingNote: textOrNull(values.packing_note),
    hsCode: textOrNull(values.hs_code),
    moqPieces: numberOrNull(values.moq_pieces),
    sampleLeadDays: numberOrNull(values.sample_lead_time_days),
    productionLeadDays: numberOrNull(values.production_lead_time_days),
  };
}

/** Each product's spec as it is now, by path (the quote PDF prints its products'); a path of no product is left out. */
export async function specsByPaths(db: Db, paths: readonly string[]): Promise<Map<string, ProductSpec>> {
  const asked = [...new Set(paths)];
  if (asked.length === 0) return new Map();
  const rows = await db
    .selectFrom('product as p')
    .innerJoin('material as m', 'm.id', 'p.material_id')
    .select(['p.path', 'm.name as material_name', ...SPEC_COLUMNS.map((column) => `p.${column}` as const)])
    .where('p.path', 'in', asked)
    .execute();
  return new Map(rows.map((row) => [row.path, specOf(row, row.material_name)]));
}
