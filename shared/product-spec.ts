import type { I18n, MessageDescriptor } from '@lingui/core';
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

/** The rows' names and values, as the message catalogue has them (client/locales/<locale>.po). */
const SPEC_MESSAGES = {
  size: /*i18n*/ { id: 'Size' },
  material: /*i18n*/ { id: 'Material' },
  colours: /*i18n*/ { id: 'Colours' },
  carton: /*i18n*/ { id: 'Carton size (L × W × H)' },
  cartonValue: /*i18n*/ { id: '{length} × {width} × {height} cm' },
  cbm: /*i18n*/ { id: 'Volume per carton' },
  cbmValue: /*i18n*/ { id: '{volume} m³ (CBM)' },
  piecesPerCarton: /*i18n*/ { id: 'Pieces per carton' },
  grossKg: /*i18n*/ { id: 'Gross weight per carton' },
  netKg: /*i18n*/ { id: 'Net weight per carton' },
  weightValue: /*i18n*/ { id: '{weight} kg' },
  packing: /*i18n*/ { id: 'Packing' },
  hsCode: /*i18n*/ { id: 'HS code' },
  moq: /*i18n*/ { id: 'Minimum order' },
  moqValue: /*i18n*/ { id: '{count, plural, one {# piece per colour} other {# pieces per colour}}' },
  sampleLead: /*i18n*/ { id: 'Sample lead time' },
  productionLead: /*i18n*/ { id: 'Production lead time' },
  days: /*i18n*/ { id: '{count, plural, one {# day} other {# days}}' },
} satisfies Record<string, MessageDescriptor>;

const isKnown = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/**
 * What the rows are written with: the reader's language (a page's), numbers in its way; the server and the browser
 * render a page in the same one.
 */
function speller(i18n: I18n) {
  const upTo = (digits: number) => (value: number) => i18n.number(value, { maximumFractionDigits: digits });
  return {
    say: (message: MessageDescriptor, values?: Record<string, unknown>) => i18n._(message.id, values),
    upTo2: upTo(2),
    upTo3: upTo(3),
  };
}
type Speller = ReturnType<typeof speller>;

/** The carton's rows: its size, what it holds, its volume and weights; each only when known. */
function cartonRows({ say, upTo2, upTo3 }: Speller, carton: CartonData | null, netKg: number | null): SpecRow[] {
  const rows: SpecRow[] = [];
  const { lengthCm, widthCm, heightCm, grossKg, piecesPerCarton } = carton ?? ({} as Partial<CartonData>);
  if (isKnown(lengthCm) && isKnown(widthCm) && isKnown(heightCm)) {
    const dimensions = { lengthCm, widthCm, heightCm };
    rows.push({
      key: 'carton',
      label: say(SPEC_MESSAGES.carton),
      value: say(SPEC_MESSAGES.cartonValue, { length: upTo2(lengthCm), width: upTo2(widthCm), height: upTo2(heightCm) }),
    });
    rows.push({
      key: 'cbm',
      label: say(SPEC_MESSAGES.cbm),
      value: say(SPEC_MESSAGES.cbmValue, { volume: upTo3(cartonVolumeM3(dimensions)) }),
    });
  }
  if (isKnown(piecesPerCarton))
    rows.push({ key: 'piecesPerCarton', label: say(SPEC_MESSAGES.piecesPerCarton), value: upTo2(piecesPerCarton) });
  if (isKnown(grossKg))
    rows.push({ key: 'grossKg', label: say(SPEC_MESSAGES.grossKg), value: say(SPEC_MESSAGES.weightValue, { weight: upTo2(grossKg) }) });
  if (isKnown(netKg))
    rows.push({ key: 'netKg', label: say(SPEC_MESSAGES.netKg), value: say(SPEC_MESSAGES.weightValue, { weight: upTo2(netKg) }) });
  return rows;
}

/**
 * The spec table's rows, in the order a spec sheet reads: the piece, its carton, customs and ordering. `without`
 * leaves out rows a page already shows elsewhere (the product page names its material under its title); `i18n`
 * is the reader's language (a page's; the PDFs' English).
 */
export function specRows(spec: ProductSpec, { without = [], i18n }: { without?: readonly SpecRowKey[]; i18n: I18n }): SpecRow[] {
  const spell = speller(i18n);
  const { say } = spell;
  const textRow = (key: SpecRowKey, label: MessageDescriptor, value: string | null): SpecRow | null =>
    value?.trim() ? { key, label: say(label), value: value.trim() } : null;
  const rows: (SpecRow | null)[] = [
    textRow('size', SPEC_MESSAGES.size, spec.size),
    textRow('material', SPEC_MESSAGES.material, spec.material),
    textRow('colours', SPEC_MESSAGES.colours, spec.colours.join(', ')),
    ...cartonRows(spell, spec.carton, spec.netKg),
    textRow('packing', SPEC_MESSAGES.packing, spec.packingNote),
    textRow('hsCode', SPEC_MESSAGES.hsCode, spec.hsCode),
    { key: 'moq', label: say(SPEC_MESSAGES.moq), value: say(SPEC_MESSAGES.moqValue, { count: minimumOrderOf(spec) }) },
    isKnown(spec.sampleLeadDays)
      ? { key: 'sampleLead', label: say(SPEC_MESSAGES.sampleLead), value: say(SPEC_MESSAGES.days, { count: spec.sampleLeadDays }) }
      : null,
    isKnown(spec.productionLeadDays)
      ? {
          key: 'productionLead',
          label: say(SPEC_MESSAGES.productionLead),
          value: say(SPEC_MESSAGES.days, { count: spec.productionLeadDays }),
        }
      : null,
  ];
  return rows.filter((row): row is SpecRow => Boolean(row) && !without.includes(row!.key));
}
