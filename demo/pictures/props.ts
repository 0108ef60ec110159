// Everyday objects for the workshop, warehouse and quality pictures, drawn on an 800 x 600 design grid.

import { drawShape } from './product-shapes';
import { materialFills, paintScale, placed, shapeDefs } from './shape-parts';
import { MATERIAL_LOOKS, type MaterialKey } from './ranges';
import type { ShapeSpec } from './shape-spec';
import { lighten, linearGradient, n, radialGradient, softShadow, svgDocument } from './svg-kit';

export const GRID = { width: 800, height: 600 } as const;

/** A picture on the design grid, scaled to the requested size, with a warm backdrop and a tinted disc. */
export function illustration(width: number, height: number, tint: string, defs: string, body: string): string {
  const allDefs =
    shapeDefs() +
    linearGradient('ill-bg', 0, 0, 0, 1, [
      { at: 0, color: '#f7f1e7' },
      { at: 1, color: '#ece0cc' },
    ]) +
    radialGradient('ill-disc', 0.5, 0.5, 0.5, [
      { at: 0, color: lighten(tint, 0.25) },
      { at: 0.75, color: tint },
      { at: 1, color: tint, opacity: 0 },
    ]) +
    defs;
  const content =
    `<g transform="scale(${n(width / GRID.width)} ${n(height / GRID.height)})">` +
    '<rect width="800" height="600" fill="url(#ill-bg)"/>' +
    '<circle cx="400" cy="290" r="250" fill="url(#ill-disc)"/>' +
    '<rect y="470" width="800" height="130" fill="#d9c6a6" opacity="0.55"/>' +
    body +
    '</g>';
  return svgDocument(width, height, allDefs, content);
}

/** A product drawn at a position and scale, with its pattern definitions. */
export function product(shape: ShapeSpec, material: MaterialKey, x: number, y: number, scale: number, prefix = 'p') {
  const s = paintScale(scale);
  const { defs, fills } = materialFills(`${prefix}-${material}`, MATERIAL_LOOKS[material], s);
  const drawing = drawShape(shape, fills);
  const shadow = drawing.placement === 'floor' ? softShadow(x, y, (drawing.width / 2) * s * 1.08, 22 * s, 'soft-shadow') : '';
  return { defs, svg: shadow + placed(drawing.svg, x, y, s), drawing };
}

export function carton(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  options: { open?: boolean; shadow?: boolean } = {},
): string {
  const { open = false, shadow = true } = options;
  const dx = depth * 0.85;
  const dy = -depth * 0.45;
  const front = `M${n(x)} ${n(y)}H${n(x + w)}V${n(y - h)}H${n(x)}Z`;
  const side = `M${n(x + w)} ${n(y)}L${n(x + w + dx)} ${n(y + dy)}V${n(y + dy - h)}L${n(x + w)} ${n(y - h)}Z`;
  const top = `M${n(x)} ${n(y - h)}H${n(x + w)}L${n(x + w + dx)} ${n(y + dy - h)}H${n(x + dx)}Z`;
  let svg =
    (shadow ? softShadow(x + (w + dx) / 2, y + 2, (w + dx) * 0.58, 14, 'soft-shadow') : '') +
    `<path d="${front}" fill="#c99a64"/><path d="${side}" fill="#a97b48"/>`;
  if (open) {
    svg +=
      `<path d="${top}" fill="#6e4e2c"/>` +
      `<path d="M${n(x)} ${n(y - h)}L${n(x - 20)} ${n(y - h - 56)}H${n(x + w - 30)}L${n(x + w)} ${n(y - h)}Z" fill="#d8ab74"/>` +
      `<path d="M${n(x + w)} ${n(y - h)}L${n(x + w + dx)} ${n(y + dy - h)}L${n(x + w + dx + 34)} ${n(y + dy - h - 40)}L${n(x + w + 30)} ${n(y - h - 44)}Z" fill="#b88752"/>`;
  } else {
    svg +=
      `<path d="${top}" fill="#ddb07a"/>` +
      `<path d="M${n(x + w * 0.5 + dx * 0.5 - 14)} ${n(y - h + dy * 0.5)}L${n(x + w * 0.5 - 14)} ${n(y - h)}H${n(x + w * 0.5 + 14)}L${n(x + w * 0.5 + dx * 0.5 + 14)} ${n(y - h + dy * 0.5)}Z" fill="#e9d3a9" opacity="0.9"/>` +
      `<rect x="${n(x + w * 0.5 - 14)}" y="${n(y - h)}" width="28" height="${n(h * 0.3)}" fill="#e9d3a9" opacity="0.9"/>`;
  }
  svg += `<path d="${front}" fill="none" stroke="#7a5530" stroke-opacity="0.45"/><path d="${side}" fill="none" stroke="#7a5530" stroke-opacity="0.45"/>`;
  return svg;
}

/** A shipping label with a barcode and a small QR square. */
export function label(x: number, y: number, w: number, h: number): string {
  let bars = '';
  let cx = x + 10;
  const widths = [3, 1, 2, 1, 1, 3, 2, 1, 3, 1, 2, 2, 1, 3, 1, 1, 2, 3, 1, 2, 1, 3];
  for (const [i, bw] of widths.entries()) {
    if (cx + bw * 2 > x + w * 0.62) break;
    if (i % 2 === 0) bars += `<rect x="${n(cx)}" y="${n(y + 10)}" width="${n(bw * 2)}" height="${n(h - 22)}" fill="#2a2a2a"/>`;
    cx += bw * 2 + 1.5;
  }
  const q = h - 20;
  const qx = x + w - q - 10;
  const qy = y + 10;
  const cell = q / 7;
  let qr = '';
  const bits = ['1110111', '1010101', '1110111', '0001000', '1011101', '1100101', '1011011'];
  bits.forEach((row, r) =>
    [...row].forEach((bit, c) => {
      if (bit === '1')
        qr += `<rect x="${n(qx + c * cell)}" y="${n(qy + r * cell)}" width="${n(cell)}" height="${n(cell)}" fill="#2a2a2a"/>`;
    }),
  );
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="4" fill="#fbfaf6" stroke="#cfc6b5"/>${bars}${qr}`;
}

export function sun(x: number, y: number, r: number): string {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    rays += `<line x1="${n(x + Math.cos(a) * r * 1.3)}" y1="${n(y + Math.sin(a) * r * 1.3)}" x2="${n(x + Math.cos(a) * r * 1.65)}" y2="${n(y + Math.sin(a) * r * 1.65)}" stroke="#f0b540" stroke-width="6" stroke-linecap="round"/>`;
  }
  return `${rays}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#f6c453"/>`;
}

/** A tied bundle of raw stems standing on end. */
export function bundle(x: number, y: number, h: number, material: MaterialKey, lean = 0): string {
  const look = MATERIAL_LOOKS[material];
  let stems = '';
  for (let i = 0; i < 13; i++) {
    const off = (i - 6) * 5.2;
    const color = [look.dark, look.mid, look.light][i % 3] ?? look.mid;
    stems += `<path d="M${n(x + off * 1.5)} ${n(y)}Q${n(x + off * 0.6 + lean * 0.5)} ${n(y - h * 0.5)} ${n(x + off * 1.9 + lean)} ${n(y - h - (i % 4) * 6)}" stroke="${color}" stroke-width="6" stroke-linecap="round" fill="none"/>`;
  }
  return (
    softShadow(x, y, 56, 10, 'soft-shadow') +
    stems +
    `<path d="M${n(x - 24 + lean * 0.25)} ${n(y - h * 0.42)}Q${n(x + lean * 0.25)} ${n(y - h * 0.38)} ${n(x + 24 + lean * 0.25)} ${n(y - h * 0.42)}" stroke="#6b4a2a" stroke-width="9" stroke-linecap="round" fill="none"/>`
  );
}

export function checkBadge(x: number, y: number, r: number): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#5f8a4a" stroke="#fff" stroke-width="5"/>` +
    `<path d="M${n(x - r * 0.42)} ${n(y + r * 0.02)}L${n(x - r * 0.1)} ${n(y + r * 0.34)}L${n(x + r * 0.45)} ${n(y - r * 0.3)}" stroke="#fff" stroke-width="${n(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
  );
}

export function magnifier(x: number, y: number, r: number): string {
  return (
    `<line x1="${n(x + r * 0.72)}" y1="${n(y + r * 0.72)}" x2="${n(x + r * 1.6)}" y2="${n(y + r * 1.6)}" stroke="#4a3524" stroke-width="${n(r * 0.28)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#dfeef2" fill-opacity="0.35" stroke="#5b4634" stroke-width="${n(r * 0.14)}"/>` +
    `<path d="M${n(x - r * 0.55)} ${n(y - r * 0.2)}A${n(r * 0.6)} ${n(r * 0.6)} 0 0 1 ${n(x - r * 0.1)} ${n(y - r * 0.6)}" stroke="#fff" stroke-width="${n(r * 0.1)}" stroke-linecap="round" fill="none" opacity="0.8"/>`
  );
}

export function arrow(x1: number, y1: number, x2: number, y2: number, color: string, width = 6): string {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const head = width * 3.2;
  const p1 = [x2 - Math.cos(a - 0.45) * head, y2 - Math.sin(a - 0.45) * head];
  const p2 = [x2 - Math.cos(a + 0.45) * head, y2 - Math.sin(a + 0.45) * head];
  return (
    `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2 - Math.cos(a) * head * 0.6)}" y2="${n(y2 - Math.sin(a) * head * 0.6)}" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"/>` +
    `<path d="M${n(x2)} ${n(y2)}L${n(p1[0]!)} ${n(p1[1]!)}L${n(p2[0]!)} ${n(p2[1]!)}Z" fill="${color}"/>`
  );
}

/** A plank shelf or rack bar. */
export function plank(x: number, y: number, w: number, h = 14, color = '#8a5e38'): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="3" fill="${color}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="3" fill="${lighten(color, 0.3)}"/>`;
}

export function cloud(x: number, y: number, s: number): string {
  return `<g fill="#fff" opacity="0.85"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(46 * s)}" ry="${n(20 * s)}"/><ellipse cx="${n(x - 26 * s)}" cy="${n(y + 4 * s)}" rx="${n(30 * s)}" ry="${n(15 * s)}"/><ellipse cx="${n(x + 10 * s)}" cy="${n(y - 12 * s)}" rx="${n(28 * s)}" ry="${n(18 * s)}"/></g>`;
}
