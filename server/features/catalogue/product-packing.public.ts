// A product's export packing (its carton, the colours offered, the nesting or knock-down note): what the buyer's
// container estimate asks for, and what the quote builder quotes from. Published to the other features.

import type { ProductPacking } from '../../../shared/catalogue';
import type { Picture } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import { findPackingByPaths, findPackingByText, packingColumns } from './product.repository';

/** The columns of `product as p` a product's packing is made of, for features that select it with more. */
export { packingColumns };

type PackingRow = Awaited<ReturnType<typeof findPackingByPaths>>[number];

/** A numeric column's text as a number (pg leaves numerics as text, not to guess their precision). */
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** A product's packing from its packing columns. */
export function toPacking(row: PackingRow): ProductPacking {
  return {
    path: row.path,
    name: row.name,
    colours: row.colours,
    carton: {
      lengthCm: numberOrNull(row.carton_length_cm),
      widthCm: numberOrNull(row.carton_width_cm),
      heightCm: numberOrNull(row.carton_height_cm),
      grossKg: numberOrNull(row.carton_gross_weight_kg),
      piecesPerCarton: row.pieces_per_carton,
    },
    packingNote: row.packing_note,
  };
}

/** In the order the paths were asked for, each once; a path that is no product of the catalogue is left out. */
export async function packingByPaths(db: Db, paths: readonly string[]): Promise<ProductPacking[]> {
  const asked = [...new Set(paths)];
  if (asked.length === 0) return [];
  const byPath = new Map((await findPackingByPaths(db, asked)).map((row) => [row.path, row]));
  return asked.flatMap((path) => (byPath.has(path) ? [toPacking(byPath.get(path)!)] : []));
}

/** Products whose name or address holds the text, those named so first. */
export async function packingByText(db: Db, text: string, limit: number): Promise<ProductPacking[]> {
  return (await findPackingByText(db, text, limit)).map(toPacking);
}

/** Each product's picture as lists show it (its thumbnail, else its gallery's first), by path; none for others. */
export async function picturesByPaths(db: Db, paths: readonly string[]): Promise<Map<string, Picture>> {
  const asked = [...new Set(paths)];
  if (asked.length === 0) return new Map();
  const rows = await db
    .selectFrom('product')
    .select((eb) => ['path', 'thumbnail', eb.ref('gallery', '->').at(0).as('first')])
    .where('path', 'in', asked)
    .execute();
  return new Map(
    rows.flatMap((row) => {
      const picture = row.thumbnail ?? (row.first as Picture | null);
      return picture ? [[row.path, picture] as const] : [];
    }),
  );
}
