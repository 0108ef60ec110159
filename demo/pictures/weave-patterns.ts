// Woven textures as SVG <pattern> tiles: crossed strips, twill, herringbone, coiled rope, plait, cane webbing
// and fine loom weave. Every tile is seamless; strands that cross a tile edge are drawn twice.

import type { MaterialLook } from './ranges';
import { n } from './svg-kit';

export interface WeaveOptions {
  /** Extra scale on top of the material's own. */
  scale?: number;
  rotate?: number;
  /** A raw SVG transform for the tile (skews for faces seen at an angle); replaces `rotate`. */
  transform?: string;
  /** Colour seen through the gaps instead of the material's gap colour (a lit lamp, for example). */
  gap?: string;
  /**
   * The scale the pattern is painted at. The tile is laid out in whole device pixels and mapped back by the
   * inverse scale: with whole-pixel offsets the renderer then repeats one cached tile instead of resampling
   * every tile, which is many times faster. Ignored for rotated or skewed tiles.
   */
  pixelScale?: number;
}

/** Full precision, for scales that must multiply back to whole pixels. */
const exact = (v: number) => String(v);

const FIBRE = 'stroke="#000" stroke-opacity="0.16" stroke-width="0.6"';

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, attrs: string): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;
}

/** A horizontal float of a flat strip, with a highlight and two fibre lines. */
function hStrip(x: number, y: number, w: number, h: number, fill: string): string {
  return (
    rect(x, y, w, h, h * 0.22, fill) +
    rect(x + 1, y + h * 0.12, w - 2, h * 0.22, h * 0.1, '#fff', ' opacity="0.18"') +
    line(x + 2, y + h * 0.55, x + w - 2, y + h * 0.55, FIBRE) +
    line(x + 3, y + h * 0.8, x + w - 3, y + h * 0.8, FIBRE)
  );
}

function vStrip(x: number, y: number, w: number, h: number, fill: string): string {
  return (
    rect(x, y, w, h, w * 0.22, fill) +
    rect(x + w * 0.12, y + 1, w * 0.22, h - 2, w * 0.1, '#fff', ' opacity="0.14"') +
    line(x + w * 0.55, y + 2, x + w * 0.55, y + h - 2, FIBRE) +
    line(x + w * 0.8, y + 3, x + w * 0.8, y + h - 3, FIBRE)
  );
}

function basketTile(look: MaterialLook, s: number, gap: string): { size: [number, number]; body: string } {
  const c = 14 * s;
  const m = c * 0.09;
  const body =
    rect(0, 0, 2 * c, 2 * c, 0, gap) +
    hStrip(m * 0.5, m, c - m, c - 2 * m, look.light) +
    vStrip(c + m, m * 0.5, c - 2 * m, c - m, look.mid) +
    vStrip(m, c + m * 0.5, c - 2 * m, c - m, look.mid) +
    hStrip(c + m * 0.5, c + m, c - m, c - 2 * m, look.light);
  return { size: [2 * c, 2 * c], body };
}

function twillTile(look: MaterialLook, s: number, gap: string): { size: [number, number]; body: string } {
  const c = 9 * s;
  const u = 4 * c;
  const m = c * 0.06;
  let body = rect(0, 0, u, u, 0, gap);
  // 2/2 twill: in row r the horizontal strand floats over columns r and r+1; the vertical one over the rest.
  for (let k = 0; k < 4; k++) {
    const r0 = (k + 2) % 4;
    for (const dy of [0, -u]) body += vStrip(k * c + m, r0 * c + dy + m * 0.5, c - 2 * m, 2 * c - m, look.mid);
  }
  for (let r = 0; r < 4; r++) {
    for (const dx of [0, -u]) body += hStrip(r * c + dx + m * 0.5, r * c + m, 2 * c - m, c - 2 * m, look.light);
  }
  return { size: [u, u], body };
}

function herringboneTile(look: MaterialLook, s: number, gap: string): { size: [number, number]; body: string } {
  const w = 14 * s;
  const h = 10 * s;
  const sw = 5.2 * s;
  let body = rect(0, 0, 2 * w, h, 0, gap);
  for (const dy of [-h, 0, h]) {
    body += line(w * 0.12, h * 1.05 + dy, w * 0.88, h * 0.05 + dy, `stroke="${look.light}" stroke-width="${n(sw)}" stroke-linecap="round"`);
    body += line(w * 0.2, h * 0.95 + dy, w * 0.8, h * 0.15 + dy, `stroke="#fff" stroke-opacity="0.16" stroke-width="${n(sw * 0.25)}"`);
    body += line(w * 1.12, h * 0.05 + dy, w * 1.88, h * 1.05 + dy, `stroke="${look.mid}" stroke-width="${n(sw)}" stroke-linecap="round"`);
    body += line(w * 1.2, h * 0.2 + dy, w * 1.8, h * 0.95 + dy, `stroke="#000" stroke-opacity="0.12" stroke-width="${n(sw * 0.2)}"`);
  }
  return { size: [2 * w, h], body };
}

function coilTile(look: MaterialLook, s: number, gap: string): { size: [number, number]; body: string } {
  const h = 12 * s;
  const w = 8 * s;
  let body = rect(0, 0, w, h, 0, gap) + rect(0, h * 0.07, w, h * 0.86, h * 0.4, look.dark);
  for (const dx of [-w, 0, w]) {
    body += line(
      dx + w * 0.05,
      h * 0.8,
      dx + w * 0.8,
      h * 0.2,
      `stroke="${look.mid}" stroke-width="${n(w * 0.52)}" stroke-linecap="round"`,
    );
    body += line(
      dx + w * 0.18,
      h * 0.66,
      dx + w * 0.66,
      h * 0.28,
      `stroke="${look.light}" stroke-width="${n(w * 0.22)}" stroke-linecap="round"`,
    );
  }
  return { size: [w, h], body };
}

function braidTile(look: MaterialLook, s: number, gap: string): { size: [number, number]; body: string } {
  const w = 12 * s;
  const h = 16 * s;
  const leaf = (cx: number, angle: number, fill: string) =>
    `<ellipse cx="${n(cx)}" cy="${n(h / 2)}" rx="${n(h * 0.56)}" ry="${n(w * 0.36)}" transform="rotate(${angle} ${n(cx)} ${n(h / 2)})" fill="${fill}" stroke="#000" stroke-opacity="0.18" stroke-width="0.7"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(h / 2)}" rx="${n(h * 0.36)}" ry="${n(w * 0.1)}" transform="rotate(${angle} ${n(cx)} ${n(h / 2)})" fill="#fff" opacity="0.16"/>`;
  let body = rect(0, 0, w, h, 0, gap);
  for (const dx of [-w, 0, w]) body += leaf(dx + w * 0.28, 62, look.mid);
  for (const dx of [-w, 0, w]) body += leaf(dx + w * 0.74, -62, look.light);
  body += line(0, h - 0.4, w, h - 0.4, `stroke="${gap}" stroke-width="0.9"`);
  return { size: [w, h], body };
}

function caneTile(look: MaterialLook, s: number, gap: string): { size: [number, number]; body: string } {
  const u = 22 * s;
  const strand = (x1: number, y1: number, x2: number, y2: number, color: string, width: number) =>
    line(x1, y1, x2, y2, `stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"`);
  const d = 1.7 * s;
  let body = rect(0, 0, u, u, 0, gap);
  body += strand(-1, -1, u + 1, u + 1, look.dark, 2.4 * s) + strand(u + 1, -1, -1, u + 1, look.dark, 2.4 * s);
  for (const o of [-d, d]) {
    body += strand(u / 2 + o, 0, u / 2 + o, u, look.mid, 2.3 * s);
    body += strand(0, u / 2 + o, u, u / 2 + o, look.light, 2.3 * s);
    body += strand(o, 0, o, u, look.mid, 2.3 * s) + strand(u + o, 0, u + o, u, look.mid, 2.3 * s);
    body += strand(0, o, u, o, look.light, 2.3 * s) + strand(0, u + o, u, u + o, look.light, 2.3 * s);
  }
  return { size: [u, u], body };
}

function loomTile(look: MaterialLook, s: number, gap: string): { size: [number, number]; body: string } {
  const w = 7 * s;
  const r = 3.6 * s;
  const bead = (x: number, y: number, fill: string) => rect(x + 0.5, y + 0.35, w - 1, r - 0.7, r * 0.45, fill);
  const body =
    rect(0, 0, 2 * w, 2 * r, 0, gap) +
    bead(0, 0, look.mid) +
    bead(w, 0, look.light) +
    bead(-w / 2, r, look.light) +
    bead(w / 2, r, look.mid) +
    bead(1.5 * w, r, look.light);
  return { size: [2 * w, 2 * r], body };
}

const TILES = {
  basket: basketTile,
  twill: twillTile,
  herringbone: herringboneTile,
  coil: coilTile,
  braid: braidTile,
  cane: caneTile,
  loom: loomTile,
} as const;

/** A <pattern> element filling shapes with the woven texture of a material. Use it as fill="url(#id)". */
export function weavePattern(id: string, look: MaterialLook, options: WeaveOptions = {}, kind = look.weave): string {
  const scale = look.scale * (options.scale ?? 1);
  const { size, body } = TILES[kind](look, scale, options.gap ?? look.gap);
  const raw = options.transform ?? (options.rotate ? `rotate(${n(options.rotate)})` : '');
  const transform = raw ? ` patternTransform="${raw}"` : '';
  if (raw)
    return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(size[0])}" height="${n(size[1])}"${transform}>${body}</pattern>`;
  const px = options.pixelScale ?? 1;
  const w = Math.max(2, Math.round(size[0] * px));
  const h = Math.max(2, Math.round(size[1] * px));
  const inverse = px === 1 ? '' : ` patternTransform="scale(${exact(1 / px)})"`;
  const content = w === size[0] && h === size[1] ? body : `<g transform="scale(${exact(w / size[0])} ${exact(h / size[1])})">${body}</g>`;
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${inverse}>${content}</pattern>`;
}
