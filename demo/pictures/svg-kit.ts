// Small helpers shared by every drawing: number formatting, documents, gradients and a seeded random source.

/** Rounds to two decimals so the SVG text stays short and identical from run to run. */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

export interface Stop {
  at: number;
  color: string;
  opacity?: number;
}

function stops(list: Stop[]): string {
  return list
    .map((s) => `<stop offset="${n(s.at)}" stop-color="${s.color}"${s.opacity === undefined ? '' : ` stop-opacity="${n(s.opacity)}"`}/>`)
    .join('');
}

/** A gradient along a line given in fractions of the filled box (0..1). */
export function linearGradient(id: string, x1: number, y1: number, x2: number, y2: number, list: Stop[]): string {
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;
}

/** A radial gradient in fractions of the filled box. */
export function radialGradient(id: string, cx: number, cy: number, r: number, list: Stop[], fx?: number, fy?: number): string {
  const focus = fx === undefined || fy === undefined ? '' : ` fx="${n(fx)}" fy="${n(fy)}"`;
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${focus}>${stops(list)}</radialGradient>`;
}

/** A soft contact shadow: an ellipse filled with a radial fade, far cheaper than a blur filter. */
export function softShadow(cx: number, cy: number, rx: number, ry: number, gradientId: string, opacity = 1): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${gradientId})" opacity="${n(opacity)}"/>`;
}

export const SHADOW_GRADIENT = radialGradient('soft-shadow', 0.5, 0.5, 0.5, [
  { at: 0, color: '#3b2a18', opacity: 0.55 },
  { at: 0.55, color: '#3b2a18', opacity: 0.22 },
  { at: 1, color: '#3b2a18', opacity: 0 },
]);

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

export const darken = (color: string, t: number) => mix(color, '#000000', t);
export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);

/** FNV-1a, used to turn an image key into a stable seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny deterministic generator returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
