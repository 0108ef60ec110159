// Studio photographs: one product on a warm seamless backdrop, close-ups of a weave, and the square
// thumbnails of categories and materials.

import { companionOf, drawShape } from './product-shapes';
import { materialFills, paintScale, placed, shapeDefs, type ShapeDrawing } from './shape-parts';
import { CATEGORY_RANGES, MATERIAL_LOOKS, type CategoryKey, type MaterialKey, type ShapeKind } from './ranges';
import { hashString, linearGradient, n, radialGradient, seededRandom, softShadow, svgDocument } from './svg-kit';
import { weavePattern } from './weave-patterns';

export interface Backdrop {
  wallTop: string;
  wallBottom: string;
  floor: string;
}

export const BACKDROPS: Backdrop[] = [
  { wallTop: '#f4ece0', wallBottom: '#e6d7c1', floor: '#d8c4a6' }, // cream
  { wallTop: '#efe1cd', wallBottom: '#dec6a4', floor: '#cfb48e' }, // sand
  { wallTop: '#f2e0d4', wallBottom: '#e3c4b1', floor: '#d5ae98' }, // blush
  { wallTop: '#e7e8da', wallBottom: '#d2d6c0', floor: '#c1c4a8' }, // sage
  { wallTop: '#eeece7', wallBottom: '#dcd8cf', floor: '#cbc4b6' }, // stone
  { wallTop: '#f1dac5', wallBottom: '#e0b898', floor: '#d0a383' }, // terracotta
];

function backdropDefs(b: Backdrop, horizon: number): string {
  return (
    linearGradient('backdrop', 0, 0, 0, 1, [
      { at: 0, color: b.wallTop },
      { at: horizon - 0.06, color: b.wallBottom },
      { at: horizon + 0.04, color: b.floor },
      { at: 1, color: b.floor },
    ]) +
    radialGradient('spot', 0.5, 0.5, 0.5, [
      { at: 0, color: '#ffffff', opacity: 0.55 },
      { at: 1, color: '#ffffff', opacity: 0 },
    ]) +
    radialGradient('vignette', 0.5, 0.45, 0.75, [
      { at: 0.6, color: '#3a2614', opacity: 0 },
      { at: 1, color: '#3a2614', opacity: 0.22 },
    ])
  );
}

/** Soft slanted light from a window falling across the wall. */
function windowLight(w: number, h: number, random: () => number): string {
  const x = w * (0.05 + random() * 0.5);
  let svg = '';
  for (let i = 0; i < 3; i++) {
    const x0 = x + i * w * 0.09;
    svg += `<path d="M${n(x0)} 0H${n(x0 + w * 0.05)}L${n(x0 + w * 0.2)} ${n(h * 0.7)}H${n(x0 + w * 0.13)}Z" fill="#fff" opacity="0.09"/>`;
  }
  return svg;
}

/** Paints one drawing of a product in a material at a scale, with its own texture definitions. */
type Painter = (prefix: string, scale: number) => { defs: string; svg: string };

function painterFor(shape: ShapeKind, material: MaterialKey, variant: number): { drawing: ShapeDrawing; paint: Painter } {
  const look = MATERIAL_LOOKS[material];
  const drawing = drawShape(shape, materialFills('measure', look).fills, variant);
  const paint: Painter = (prefix, scale) => {
    const { defs, fills } = materialFills(prefix, look, scale);
    return { defs, svg: drawShape(shape, fills, variant).svg };
  };
  return { drawing, paint };
}

/** Places a product in a frame so it fills it nicely: standing on the floor line, hanging or on the wall. */
export function place(drawing: ShapeDrawing, paint: Painter, w: number, h: number, withCompanion: boolean): { defs: string; svg: string } {
  if (drawing.placement === 'hanging' || drawing.placement === 'wall') {
    const hanging = drawing.placement === 'hanging';
    const s = paintScale(
      hanging
        ? Math.min((w * 0.62) / drawing.width, (h * 0.42) / drawing.height)
        : Math.min((w * 0.8) / drawing.width, (h * 0.8) / drawing.height),
    );
    const y = hanging ? h * 0.56 : h * 0.5 + (drawing.height * s) / 2;
    const main = paint('m', s);
    return { defs: main.defs, svg: placed(main.svg, w / 2, y, s) };
  }
  const groupWidth = drawing.width * (withCompanion ? 1.5 : 1);
  const s = paintScale(Math.min((w * 0.76) / groupWidth, (h * 0.68) / drawing.height));
  const ground = Math.round(h * 0.86);
  const cx = w / 2 - (withCompanion ? drawing.width * 0.25 * s : 0);
  let defs = '';
  let svg = '';
  if (withCompanion) {
    const cs = paintScale(s * 0.66);
    const ccx = cx + drawing.width * 0.7 * s;
    const cy = ground - 34 * s;
    const companion = paint('c', cs);
    defs += companion.defs;
    svg += softShadow(ccx, cy, (drawing.width / 2) * cs * 1.05, 22 * cs, 'soft-shadow');
    svg += placed(companion.svg, ccx, cy, cs);
  }
  const main = paint('m', s);
  defs += main.defs;
  svg += softShadow(cx, ground, (drawing.width / 2) * s * 1.1, 30 * s, 'soft-shadow');
  svg += softShadow(cx, ground - 2, (drawing.width / 2) * s * 0.85, 10 * s, 'soft-shadow');
  svg += placed(main.svg, cx, ground, s);
  return { defs, svg };
}

export interface ProductPhotoOptions {
  width: number;
  height: number;
  category: CategoryKey;
  material: MaterialKey;
  /** Picks the form of the product and the backdrop. */
  seed: string;
  variant?: number;
}

export function productPhoto(o: ProductPhotoOptions): string {
  const range = CATEGORY_RANGES[o.category];
  const random = seededRandom(hashString(o.seed));
  const materialIndex = (range.materials as readonly MaterialKey[]).indexOf(o.material);
  const variant = o.variant ?? Math.max(0, materialIndex);
  const backdrop = BACKDROPS[hashString(`${o.seed}/backdrop`) % BACKDROPS.length] ?? BACKDROPS[0]!;
  const { drawing, paint } = painterFor(range.shape, o.material, variant);
  const horizon = drawing.placement === 'wall' ? 0.93 : drawing.placement === 'hanging' ? 0.8 : 0.68;
  const withCompanion = companionOf(range.shape) && variant % 2 === 0;
  const product = place(drawing, paint, o.width, o.height, withCompanion);
  const body =
    `<rect width="${o.width}" height="${o.height}" fill="url(#backdrop)"/>` +
    windowLight(o.width, o.height, random) +
    `<ellipse cx="${n(o.width / 2)}" cy="${n(o.height * 0.45)}" rx="${n(o.width * 0.42)}" ry="${n(o.height * 0.42)}" fill="url(#spot)"/>` +
    (drawing.placement === 'wall'
      ? `<rect y="${n(o.height * 0.93)}" width="${o.width}" height="${n(o.height * 0.07)}" fill="url(#wood)"/>`
      : '') +
    product.svg +
    `<rect width="${o.width}" height="${o.height}" fill="url(#vignette)"/>`;
  return svgDocument(o.width, o.height, backdropDefs(backdrop, horizon) + shapeDefs() + product.defs, body);
}

/** A macro shot of a woven wall below its rope rim. */
export function weaveCloseUp(material: MaterialKey, width: number, height: number): string {
  const look = MATERIAL_LOOKS[material];
  const defs =
    weavePattern('near', look, { scale: 3.2 }) +
    weavePattern('near-rim', look, { scale: 2.6 }, 'coil') +
    linearGradient('haze', 0, 0, 0, 1, [
      { at: 0, color: '#e9dcc8' },
      { at: 1, color: '#c9b293' },
    ]) +
    linearGradient('curve', 0, 0, 1, 0, [
      { at: 0, color: '#1e1206', opacity: 0.45 },
      { at: 0.35, color: '#ffffff', opacity: 0.1 },
      { at: 0.6, color: '#ffffff', opacity: 0 },
      { at: 1, color: '#1e1206', opacity: 0.5 },
    ]) +
    linearGradient('depth', 0, 0, 0, 1, [
      { at: 0, color: '#000', opacity: 0 },
      { at: 1, color: '#1e1206', opacity: 0.35 },
    ]);
  const top = height * 0.24;
  const wall = `M0 ${n(top + 40)}Q${n(width / 2)} ${n(top - 40)} ${width} ${n(top + 40)}V${height}H0Z`;
  const edge = `M-20 ${n(top + 44)}Q${n(width / 2)} ${n(top - 36)} ${width + 20} ${n(top + 44)}`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#haze)"/>` +
    `<path d="${wall}" fill="url(#near)"/><path d="${wall}" fill="url(#curve)"/><path d="${wall}" fill="url(#depth)"/>` +
    `<path d="${edge}" fill="none" stroke="#2a1a0c" stroke-opacity="0.4" stroke-width="${n(height * 0.11)}"/>` +
    `<path d="${edge}" fill="none" stroke="url(#near-rim)" stroke-width="${n(height * 0.1)}"/>` +
    `<path d="${edge}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="${n(height * 0.025)}" transform="translate(0 -${n(height * 0.02)})"/>`;
  return svgDocument(width, height, defs, body);
}

/** A square card for a material: a woven swatch with a tied bundle of the raw fibre. */
export function materialThumb(material: MaterialKey, size: number): string {
  const look = MATERIAL_LOOKS[material];
  const backdrop = BACKDROPS[hashString(material) % BACKDROPS.length] ?? BACKDROPS[0]!;
  const random = seededRandom(hashString(`${material}/bundle`));
  const r = size * 0.3;
  const cx = size * 0.5;
  const cy = size * 0.42;
  const defs =
    backdropDefs(backdrop, 0.62) +
    shapeDefs() +
    weavePattern('swatch', look, { scale: 1.7 }) +
    radialGradient('dome', 0.4, 0.35, 0.7, [
      { at: 0, color: '#fff', opacity: 0.18 },
      { at: 0.6, color: '#fff', opacity: 0 },
      { at: 1, color: '#1e1206', opacity: 0.35 },
    ]);
  let bundle = '';
  const strands = 16;
  for (let i = 0; i < strands; i++) {
    const t = i / (strands - 1);
    const y0 = size * (0.8 + t * 0.1) + (random() - 0.5) * 8;
    const y1 = size * (0.68 + t * 0.1) + (random() - 0.5) * 8;
    const color = [look.dark, look.mid, look.light][i % 3] ?? look.mid;
    bundle += `<path d="M${n(size * 0.1)} ${n(y0)}Q${n(size * 0.5)} ${n((y0 + y1) / 2 + 6 - random() * 12)} ${n(size * 0.9)} ${n(y1)}" stroke="${color}" stroke-width="${n(size * 0.017)}" stroke-linecap="round" fill="none"/>`;
  }
  // Two twine ties around the bundle, across its thickness.
  const tie = [0.3, 0.7]
    .map((t) => {
      const x = size * (0.1 + 0.8 * t);
      const y = size * (0.85 - 0.12 * t);
      return `<path d="M${n(x - size * 0.008)} ${n(y - size * 0.058)}L${n(x + size * 0.008)} ${n(y + size * 0.058)}" stroke="#6b4a2a" stroke-width="${n(size * 0.028)}" stroke-linecap="round"/>`;
    })
    .join('');
  const body =
    `<rect width="${size}" height="${size}" fill="url(#backdrop)"/>` +
    softShadow(cx + 8, cy + r * 0.92, r * 1.05, r * 0.2, 'soft-shadow') +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#swatch)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#dome)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 5)}" fill="none" stroke="${look.dark}" stroke-width="10"/>` +
    softShadow(size * 0.5, size * 0.9, size * 0.42, size * 0.05, 'soft-shadow') +
    bundle +
    tie;
  return svgDocument(size, size, defs, body);
}

/** A square card for a category: its product in the category's first material. */
export function categoryThumb(category: CategoryKey, size: number): string {
  const material = CATEGORY_RANGES[category].materials[0];
  return productPhoto({ width: size, height: size, category, material, seed: `category/${category}`, variant: 0 });
}
