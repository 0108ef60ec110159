// The product ranges pictured by the media catalogue: which materials exist, how each one looks once woven,
// and which materials every category is made in. The seed content builds its products on this grid (see
// demo/catalogue/product-plan.ts).

export type WeaveKind = 'basket' | 'twill' | 'herringbone' | 'coil' | 'braid' | 'cane' | 'loom';

export interface MaterialLook {
  /** Colour seen in the gaps between strands. */
  gap: string;
  /** Strand colours, from the darkest to the lightest. */
  dark: string;
  mid: string;
  light: string;
  weave: WeaveKind;
  /** Pattern cell size multiplier (1 = a medium weave). */
  scale: number;
}

export const MATERIAL_LOOKS = {
  rattan: { gap: '#5c3514', dark: '#a8692e', mid: '#c98d47', light: '#e7b873', weave: 'twill', scale: 1 },
  seagrass: { gap: '#5a5530', dark: '#8f8a57', mid: '#b0a873', light: '#d2c995', weave: 'coil', scale: 1 },
  'water-hyacinth': { gap: '#3d3022', dark: '#6f5c45', mid: '#8f7a5e', light: '#b19c7b', weave: 'braid', scale: 1.15 },
  bamboo: { gap: '#7a5c21', dark: '#c5a552', mid: '#dcc071', light: '#f0da98', weave: 'basket', scale: 1 },
  jute: { gap: '#5b4020', dark: '#a17a45', mid: '#c09a62', light: '#dcbb85', weave: 'braid', scale: 1.3 },
  rush: { gap: '#4f4a25', dark: '#8a8350', mid: '#a9a06a', light: '#c8be88', weave: 'herringbone', scale: 1 },
  'palm-leaf': { gap: '#8c7448', dark: '#cdb98a', mid: '#e0d0a6', light: '#f2e8c8', weave: 'twill', scale: 1.35 },
  'banana-bark': { gap: '#3f2a17', dark: '#7b5a3a', mid: '#9c7650', light: '#c09a6e', weave: 'basket', scale: 1.2 },
  cattail: { gap: '#4e3f22', dark: '#8d7548', mid: '#ad9463', light: '#cbb482', weave: 'herringbone', scale: 1.1 },
  'kaisa-grass': { gap: '#6b5526', dark: '#b39552', mid: '#cdb06c', light: '#e6cf92', weave: 'coil', scale: 0.8 },
  'paper-rope': { gap: '#6e6452', dark: '#aa9d85', mid: '#c7bba4', light: '#e2d8c5', weave: 'coil', scale: 1.05 },
  wicker: { gap: '#8a8171', dark: '#c9c1b0', mid: '#ddd6c7', light: '#f1ece2', weave: 'loom', scale: 1 },
} as const satisfies Record<string, MaterialLook>;

export type MaterialKey = keyof typeof MATERIAL_LOOKS;
export const MATERIAL_KEYS = Object.keys(MATERIAL_LOOKS) as MaterialKey[];

export interface CategoryRange {
  materials: MaterialKey[];
}

export const CATEGORY_RANGES = {
  baskets: { materials: ['seagrass', 'water-hyacinth', 'rattan', 'kaisa-grass', 'cattail'] },
  'storage-boxes': { materials: ['water-hyacinth', 'banana-bark', 'rush', 'paper-rope'] },
  'lamp-shades': { materials: ['rattan', 'bamboo', 'palm-leaf', 'seagrass'] },
  trays: { materials: ['rattan', 'bamboo', 'banana-bark', 'kaisa-grass'] },
  planters: { materials: ['seagrass', 'jute', 'banana-bark', 'cattail'] },
  bags: { materials: ['palm-leaf', 'kaisa-grass', 'jute', 'seagrass'] },
  'placemats-coasters': { materials: ['jute', 'rush', 'palm-leaf', 'water-hyacinth'] },
  'home-decor': { materials: ['rattan', 'bamboo', 'kaisa-grass', 'wicker'] },
  'poufs-furniture': { materials: ['jute', 'water-hyacinth', 'rattan', 'wicker'] },
  'pet-beds': { materials: ['paper-rope', 'wicker', 'cattail', 'banana-bark'] },
  'laundry-hampers': { materials: ['rush', 'cattail', 'paper-rope', 'wicker'] },
  'christmas-decor': { materials: ['bamboo', 'rush', 'palm-leaf', 'paper-rope'] },
} as const satisfies Record<string, CategoryRange>;

export type CategoryKey = keyof typeof CATEGORY_RANGES;

export function materialsOf(category: CategoryKey): readonly MaterialKey[] {
  return CATEGORY_RANGES[category].materials;
}
