import { setupI18n } from '@lingui/core';
import { CONTENT_TYPES } from './content/content-types';
import { CONTENT_MESSAGES, contentErrors, contentFieldError } from './content/fields';
import { MINIMUM_ORDER_PER_COLOUR } from './inquiries';
import { EMPTY_SPEC, minimumOrderOf, type ProductSpec, specRows } from './product-spec';

const basket: ProductSpec = {
  size: 'Ø 45 × H 40 cm',
  material: 'Seagrass',
  colours: ['Natural', 'Black'],
  carton: { lengthCm: 60, widthCm: 50, heightCm: 45, grossKg: 12.5, piecesPerCarton: 8 },
  netKg: 9.75,
  packingNote: 'Nested, 8 pieces per carton',
  hsCode: '4602.19',
  moqPieces: 200,
  sampleLeadDays: 10,
  productionLeadDays: 45,
};

// English from the messages' own text, as the PDFs print it.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const table = (spec: ProductSpec) => specRows(spec, { i18n }).map((row) => [row.label, row.value]);

describe('a product spec table', () => {
  it('reads as a spec sheet: the piece, its carton with its volume, customs and ordering', () => {
    expect(table(basket)).toEqual([
      ['Size', 'Ø 45 × H 40 cm'],
      ['Material', 'Seagrass'],
      ['Colours', 'Natural, Black'],
      ['Carton size (L × W × H)', '60 × 50 × 45 cm'],
      ['Volume per carton', '0.135 m³ (CBM)'],
      ['Pieces per carton', '8'],
      ['Gross weight per carton', '12.5 kg'],
      ['Net weight per carton', '9.75 kg'],
      ['Packing', 'Nested, 8 pieces per carton'],
      ['HS code', '4602.19'],
      ['Minimum order', '200 pieces per colour'],
      ['Sample lead time', '10 days'],
      ['Production lead time', '45 days'],
    ]);
  });

  it('leaves out what the editor left empty, and says the company minimum when the product has none', () => {
    const partial = { ...EMPTY_SPEC, carton: { lengthCm: 60, widthCm: null, heightCm: 45, grossKg: 8, piecesPerCarton: null } };
    expect(table(partial)).toEqual([
      ['Gross weight per carton', '8 kg'],
      ['Minimum order', `${MINIMUM_ORDER_PER_COLOUR} pieces per colour`],
    ]);
    expect(minimumOrderOf(EMPTY_SPEC)).toBe(MINIMUM_ORDER_PER_COLOUR);
    expect(minimumOrderOf(basket)).toBe(200);
  });

  it('leaves out rows a page shows elsewhere, and never shows a price', () => {
    const rows = specRows(basket, { without: ['material'], i18n });
    expect(rows.map((row) => row.key)).not.toContain('material');
    expect(JSON.stringify(rows)).not.toMatch(/\$|USD|price/i);
  });
});

describe("a product's spec fields", () => {
  const fields = CONTENT_TYPES.product.fields;

  it.each(['4602.12', '4602.12.10', '460219', '4601.94.00.10'])('takes the HS code %s', (code) => {
    expect(contentFieldError(fields.hs_code, code)).toBeNull();
  });

  it.each(['4602', '4602.1', '4602..12', '.460212', '4602.12.10.001', 'HS 4602.12'])('refuses the HS code %s', (code) => {
    expect(contentFieldError(fields.hs_code, code)).toBe(CONTENT_MESSAGES.hsCode);
  });

  it('refuses a net weight above the gross weight, on the net weight alone', () => {
    const errors = contentErrors(fields, { carton_gross_weight_kg: '10', carton_net_weight_kg: '10.5' });
    expect(errors.carton_net_weight_kg).toBe('Net weight per carton cannot be more than gross weight per carton.');
    expect(errors.carton_gross_weight_kg).toBeUndefined();
    const equal = contentErrors(fields, { carton_gross_weight_kg: '10', carton_net_weight_kg: '10' });
    expect(equal.carton_net_weight_kg).toBeUndefined();
    // Without a gross weight there is nothing to compare with.
    expect(contentErrors(fields, { carton_net_weight_kg: '10.5' }).carton_net_weight_kg).toBeUndefined();
  });
});
