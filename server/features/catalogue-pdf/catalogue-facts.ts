import type { CartonData } from '../../../shared/container-estimate';
import { MINIMUM_ORDER_PER_COLOUR } from '../../../shared/quotes';

// What the PDF catalogue and the line sheets print of a product, as label and value: the facts a buyer's sourcing
// team copies into their range plan. Prices are never among them (they are quoted per order).

/** A product as the catalogue prints it, from its published row. */
export interface CatalogueProductData {
  material: string;
  colours: string[];
  /** null: no carton is known yet. */
  carton: CartonData | null;
  /** How the pieces go into the carton (nested sets, knocked down…); null when nothing is said. */
  packingNote: string | null;
}

const cm = (value: number) => `${Number(value.toFixed(1))}`;

/** The carton's outside size and gross weight, as much of them as the editor has given. */
function cartonText({ lengthCm, widthCm, heightCm, grossKg }: CartonData): string | null {
  const size = lengthCm !== null && widthCm !== null && heightCm !== null ? `${cm(lengthCm)} × ${cm(widthCm)} × ${cm(heightCm)} cm` : null;
  const weight = grossKg !== null ? `${Number(grossKg.toFixed(2))} kg gross` : null;
  return [size, weight].filter(Boolean).join(', ') || null;
}

/**
 * The rows printed under a product's name, in this order; a fact the product does not have is left out rather
 * than printed empty, except the minimum order, which every product has.
 */
export function catalogueFacts(product: CatalogueProductData): [string, string][] {
  const rows: [string, string | null][] = [
    ['Material', product.material],
    ['Colours', product.colours.length ? product.colours.join(', ') : null],
    ['Carton', product.carton && cartonText(product.carton)],
    ['Pieces per carton', product.carton?.piecesPerCarton != null ? String(product.carton.piecesPerCarton) : null],
    ['Packing', product.packingNote?.trim() || null],
    ['MOQ', `${MINIMUM_ORDER_PER_COLOUR} pieces per colour`],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}
