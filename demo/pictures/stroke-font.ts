// Capital letters drawn as strokes, so wordmarks and map labels look the same on every machine,
// whatever fonts are installed. Glyphs sit in a box 6 units tall; the number is each glyph's width.

import { n } from './svg-kit';

const GLYPHS: Record<string, [number, string]> = {
  A: [4.4, 'M0 6L2.2 0L4.4 6M0.8 4H3.6'],
  B: [3.9, 'M0 6V0H2.3Q3.7 0 3.7 1.5Q3.7 3 2.3 3H0M2.3 3Q3.9 3 3.9 4.5Q3.9 6 2.3 6H0'],
  C: [4, 'M4 1.1Q3.4 0 2.2 0Q0 0 0 3Q0 6 2.2 6Q3.4 6 4 4.9'],
  D: [4.1, 'M0 0V6H1.7Q4.1 6 4.1 3Q4.1 0 1.7 0Z'],
  E: [3.5, 'M3.5 0H0V6H3.5M0 3H2.9'],
  F: [3.4, 'M3.4 0H0V6M0 3H2.8'],
  G: [4.2, 'M4 1.1Q3.4 0 2.2 0Q0 0 0 3Q0 6 2.2 6Q4.2 6 4.2 3.5H2.4'],
  H: [4, 'M0 0V6M4 0V6M0 3H4'],
  I: [0, 'M0 0V6'],
  J: [3, 'M3 0V4.4Q3 6 1.5 6Q0 6 0 4.6'],
  K: [3.9, 'M0 0V6M3.8 0L0 3.7M1.3 2.5L3.9 6'],
  L: [3.3, 'M0 0V6H3.3'],
  M: [5, 'M0 6V0L2.5 4.4L5 0V6'],
  N: [4.1, 'M0 6V0L4.1 6V0'],
  O: [4.6, 'M0 3A2.3 3 0 1 0 4.6 3A2.3 3 0 1 0 0 3Z'],
  P: [3.8, 'M0 6V0H2.2Q3.8 0 3.8 1.7Q3.8 3.4 2.2 3.4H0'],
  Q: [4.6, 'M0 3A2.3 3 0 1 0 4.6 3A2.3 3 0 1 0 0 3ZM2.7 4.4L4.6 6.3'],
  R: [3.9, 'M0 6V0H2.2Q3.8 0 3.8 1.7Q3.8 3.4 2.2 3.4H0M2 3.4L3.9 6'],
  S: [3.8, 'M3.6 0.9Q3.1 0 1.9 0Q0.2 0 0.2 1.5Q0.2 2.7 1.9 3Q3.8 3.3 3.8 4.5Q3.8 6 1.9 6Q0.6 6 0 5'],
  T: [4, 'M0 0H4M2 0V6'],
  U: [4, 'M0 0V4Q0 6 2 6Q4 6 4 4V0'],
  V: [4.2, 'M0 0L2.1 6L4.2 0'],
  W: [5.6, 'M0 0L1.4 6L2.8 1.6L4.2 6L5.6 0'],
  X: [4, 'M0 0L4 6M4 0L0 6'],
  Y: [4.2, 'M0 0L2.1 3.1L4.2 0M2.1 3.1V6'],
  Z: [3.8, 'M0 0H3.8L0 6H3.8'],
  '&': [4.2, 'M4.2 6L1.1 2.2Q0.5 1.3 1 0.6Q1.6 -0.1 2.4 0.3Q3.2 0.9 2.6 1.9Q2.2 2.6 1 3.5Q0 4.3 0.3 5.2Q0.8 6.3 2.2 5.9Q3.3 5.5 3.9 4'],
  '.': [0, 'M0 6V6'],
  '-': [2.4, 'M0 3.4H2.4'],
  "'": [0, 'M0 0V1.6'],
  '1': [1.8, 'M0 1.2L1.8 0V6'],
  '9': [3.8, 'M3.8 2.5Q3.8 0 1.9 0Q0 0 0 2Q0 4 1.9 4Q3.8 4 3.8 2.3V3.5Q3.8 6 1.8 6Q0.6 6 0.2 5.2'],
  '0': [3.8, 'M0 3A1.9 3 0 1 0 3.8 3A1.9 3 0 1 0 0 3Z'],
  '2': [3.8, 'M0.2 1.2Q0.7 0 1.9 0Q3.7 0 3.7 1.7Q3.7 2.9 2.4 3.9L0 6H3.8'],
  '7': [3.8, 'M0 0H3.8L1.4 6'],
};

const SPACE = 2.6;
const GAP = 1.7;

export interface TextStyle {
  /** Cap height in pixels. */
  size: number;
  color: string;
  /** Stroke width in pixels. */
  weight?: number;
  /** Extra space between letters, in glyph units. */
  tracking?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

/** Width in glyph units of a line of text (upper-case letters, digits and a few signs). */
function unitWidth(text: string, tracking: number): number {
  let width = 0;
  for (const ch of text.toUpperCase()) {
    if (ch === ' ') width += SPACE + tracking;
    else width += (GLYPHS[ch]?.[0] ?? SPACE) + GAP + tracking;
  }
  return Math.max(0, width - GAP - tracking);
}

export function textWidth(text: string, style: Pick<TextStyle, 'size' | 'tracking'>): number {
  return (unitWidth(text, style.tracking ?? 0) * style.size) / 6;
}

/** The text as one stroked path; (x, y) is the baseline point given by the anchor. */
export function strokeText(text: string, x: number, y: number, style: TextStyle): string {
  const tracking = style.tracking ?? 0;
  const scale = style.size / 6;
  const total = unitWidth(text, tracking) * scale;
  const startX = style.anchor === 'middle' ? x - total / 2 : style.anchor === 'end' ? x - total : x;
  let cursor = 0;
  let d = '';
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch];
    if (ch === ' ' || !glyph) {
      cursor += SPACE + tracking;
      continue;
    }
    d += `<path transform="translate(${n(cursor)} 0)" d="${glyph[1]}"/>`;
    cursor += glyph[0] + GAP + tracking;
  }
  const weight = (style.weight ?? style.size * 0.12) / scale;
  const opacity = style.opacity === undefined ? '' : ` opacity="${n(style.opacity)}"`;
  return (
    `<g transform="translate(${n(startX)} ${n(y - style.size)}) scale(${n(scale)})" fill="none" stroke="${style.color}" ` +
    `stroke-width="${n(weight)}" stroke-linecap="round" stroke-linejoin="round"${opacity}>${d}</g>`
  );
}
