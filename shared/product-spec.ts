import { type CartonData, cartonVolumeM3 } from './container-estimate';
import { MINIMUM_ORDER_PER_COLOUR } from './inquiries';

// A product's spec table, as a buyer's compliance team reads it before a first deposit: the same rows on the
// product's page, in the quote PDF and in the PDF catalogue, made here once from the product's data. A fact the
// editor left empty is no row; a price is never one.

/** What a product's editor keeps for its spec table; any value left empty is null. */
export interface ProductSpec {
  /** As buyers read it: "Ø 40 × H 35 cm", "Set of 3: 30/35/40 cm". */
  size: string | null;
  /** The material's name. */
  material: string | null;
  colours: string[];
  /** The export carton the container estimate uses. */
  carton: CartonData | null;
  netKg: number | null;
  /** How the pieces are packed: nested, knock-down, rolled. */
  packingNote: string | null;
  hsCode: string | null;
  /** The product's own minimum order per colour; null when it is the company's. */
  moqPieces: number | null;
  sampleLeadDays: number | null;
  productionLeadDays: number | null;
}

export type SpecRowKey =
  | 'size'
  | 'material'
  | 'colours'
  | 'carton'
  | 'piecesPerCarton'
  | 'cbm'
  | 'grossKg'
  | 'netKg'
  | 'packing'
  | 'hsCode'
  | 'moq'
  | 'sampleLead'
  | 'productionLead';

export interface SpecRow {
  key: SpecRowKey;
  label: string;
  /** With its unit, as printed. */
  value: string;
}

/** A product's spec with nothing filled in: the rows are then the company's minimum order alone. */
export const EMPTY_SPEC: ProductSpec = {
  size: null,
  material: null,
  colours: [],
  carton: null,
  netKg: null,
  packingNote: null,
  hsCode: null,
  moqPieces: null,
  sampleLeadDays: null,
  productionLeadDays: null,
};

/** The minimum order per colour a product is quoted at: its own, else the company's. */
export const minimumOrderOf = (spec: Pick<ProductSpec, 'moqPieces'>): number => spec.moqPieces ?? MINIMUM_ORDER_PER_COLOUR;

// One locale whatever the reader's: the page is rendered on the server and hydrated in the browser alike.
const decimal = (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
const upTo2 = decimal(2);
const upTo3 = decimal(3);

const isKnown = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;
const plural = (count: number, one: string, many: string) => `${upTo2.format(count)} ${count === 1 ? one : many}`;

/** The carton's rows: its size, what it holds, its volume and weights; each only when known. */
function cartonRows(carton: CartonData | null, netKg: number | null): SpecRow[] {
  const rows: SpecRow[] = [];
  const { lengthCm, widthCm, heightCm, grossKg, piecesPerCarton } = carton ?? ({} as Partial<CartonData>);
  if (isKnown(lengthCm) && isKnown(widthCm) && isKnown(heightCm)) {
    const dimensions = { lengthCm, widthCm, heightCm };
    rows.push({
      key: 'carton',
      label: 'Carton size (L × W × H)',
      value: `${[lengthCm, widthCm, heightCm].map((cm) => upTo2.format(cm)).join(' × ')} cm`,
    });
    rows.push({ key: 'cbm', label: 'Volume per carton', value: `${upTo3.format(cartonVolumeM3(dimensions))} m³ (CBM)` });
  }
  if (isKnown(piecesPerCarton)) rows.push({ key: 'piecesPerCarton', label: 'Pieces per carton', value: upTo2.format(piecesPerCarton) });
  if (isKnown(grossKg)) rows.push({ key: 'grossKg', label: 'Gross weight per carton', value: `${upTo2.format(grossKg)} kg` });
  if (isKnown(netKg)) rows.push({ key: 'netKg', label: 'Net weight per carton', value: `${upTo2.format(netKg)} kg` });
  return rows;
}

/**
 * The spec table's rows, in the order a spec sheet reads: the piece, its carton, customs and ordering. `without`
 * leaves out rows a page already shows elsewhere (the product page names its material under its title).
 */
export function specRows(spec: ProductSpec, { without = [] }: { without?: readonly SpecRowKey[] } = {}): SpecRow[] {
  const textRow = (key: SpecRowKey, label: string, value: string | null): SpecRow | null =>
    value?.trim() ? { key, label, value: value.trim() } : null;
  const rows: (SpecRow | null)[] = [
    textRow('size', 'Size', spec.size),
    textRow('material', 'Material', spec.material),
    textRow('colours', 'Colours', spec.colours.join(', ')),
    ...cartonRows(spec.carton, spec.netKg),
    textRow('packing', 'Packing', spec.packingNote),
    textRow('hsCode', 'HS code', spec.hsCode),
    { key: 'moq', label: 'Minimum order', value: `${plural(minimumOrderOf(spec), 'piece', 'pieces')} per colour` },
    isKnown(spec.sampleLeadDays)
      ? { key: 'sampleLead', label: 'Sample lead time', value: plural(spec.sampleLeadDays, 'day', 'days') }
      : null,
    isKnown(spec.productionLeadDays)
      ? { key: 'productionLead', label: 'Production lead time', value: plural(spec.productionLeadDays, 'day', 'days') }
      : null,
  ];
  return rows.filter((row): row is SpecRow => Boolean(row) && !without.includes(row!.key));
}
