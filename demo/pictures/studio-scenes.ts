// Studio photographs: one product on a warm seamless backdrop, close-ups of a weave, and the square
// thumbnails of categories and materials.

import { paintable, type PaintableShape } from './product-shapes';
import { MATERIAL_LOOKS, type MaterialKey } from './ranges';
import { shapeDefs } from './shape-parts';
import type { ShapeSpec } from './shape-spec';
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

/** Places a product in a frame so it fills it nicely: standing on the floor line, hanging or on the wall. */
export function place(product: PaintableShape, w: number, h: number): { defs: string; svg: string } {
  if (product.placement === 'wall') {
    const s = Math.min((w * 0.8) / product.width, (h * 0.8) / product.height);
    return product.paint('m', w / 2, h * 0.5 + (product.height * s) / 2, s);
  }
  if (product.placement === 'hanging') {
    // Centred a little above the middle, leaving room below for the light it casts.
    const s = Math.min((w * 0.62) / product.width, (h * 0.5) / product.height);
    return product.paint('m', w / 2, h * 0.45 + (product.height * s) / 2, s);
  }
  const s = Math.min((w * 0.76) / product.width, (h * 0.68) / product.height);
  return product.paint('m', w / 2, Math.round(h * 0.86), s, { shadow: true });
}

export interface ProductPhotoOptions {
  width: number;
  height: number;
  shape: ShapeSpec;
  material: MaterialKey;
  /** Picks the backdrop and the window light. */
  seed: string;
}

export function productPhoto(o: ProductPhotoOptions): string {
  const random = seededRandom(hashString(o.seed));
  const backdrop = BACKDROPS[hashString(`${o.seed}/backdrop`) % BACKDROPS.length] ?? BACKDROPS[0]!;
  const subject = paintable(o.shape, MATERIAL_LOOKS[o.material]);
  const horizon = subject.placement === 'wall' ? 0.93 : subject.placement === 'hanging' ? 0.8 : 0.68;
  const product = place(subject, o.width, o.height);
  const body =
    `<rect width="${o.width}" height="${o.height}" fill="url(#backdrop)"/>` +
    windowLight(o.width, o.height, random) +
    `<ellipse cx="${n(o.width / 2)}" cy="${n(o.height * 0.45)}" rx="${n(o.width * 0.42)}" ry="${n(o.height * 0.42)}" fill="url(#spot)"/>` +
    (subject.placement === 'wall'
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

/** A square card for a category: one of its products, framed square. */
export function categoryThumb(shape: ShapeSpec, material: MaterialKey, category: string, size: number): string {
  return productPhoto({ width: size, height: size, shape, material, seed: `category/${category}` });
}
