// Round icons for the selling-point badges and the why-choose-us block, and the empty-result picture.

import { drawShape } from './product-shapes';
import { materialFills, shapeDefs } from './shape-parts';
import { MATERIAL_LOOKS } from './ranges';
import { BACKDROPS } from './studio-scenes';
import { linearGradient, n, radialGradient, softShadow, svgDocument } from './svg-kit';

const GLYPHS = {
  globe: '<circle cx="128" cy="128" r="66"/><ellipse cx="128" cy="128" rx="28" ry="66"/><path d="M62 128H194M74 94H182M74 162H182"/>',
  products:
    '<rect x="66" y="66" width="52" height="52" rx="10"/><rect x="138" y="66" width="52" height="52" rx="10"/>' +
    '<rect x="66" y="138" width="52" height="52" rx="10"/><rect x="138" y="138" width="52" height="52" rx="10"/>',
  tag: '<path d="M70 76V128L136 194L194 136L128 70H76Z"/><circle cx="102" cy="102" r="9"/><path d="M120 146L140 164L170 126"/>',
  sliders:
    '<path d="M64 86H192M64 128H192M64 170H192"/><circle cx="104" cy="86" r="13" fill="currentColor"/>' +
    '<circle cx="160" cy="128" r="13" fill="currentColor"/><circle cx="122" cy="170" r="13" fill="currentColor"/>',
  shield: '<path d="M128 58L186 80V126C186 162 160 186 128 198C96 186 70 162 70 126V80Z"/><path d="M102 128L122 148L156 110"/>',
  leaf: '<path d="M128 200C70 160 70 96 128 56C186 96 186 160 128 200Z"/><path d="M128 196V84M128 150L104 126M128 122L152 98"/>',
  scale:
    '<path d="M128 60V192M92 192H164M76 84H180"/><path d="M76 84L56 136H96Z"/><path d="M180 84L160 136H200Z"/><path d="M52 136Q76 156 100 136M156 136Q180 156 204 136"/>',
  medal:
    '<circle cx="128" cy="104" r="44"/><path d="M128 80L136 98L156 100L141 113L145 133L128 123L111 133L115 113L100 100L120 98Z"/><path d="M104 142L92 200L128 184L164 200L152 142"/>',
  calendar:
    '<rect x="64" y="74" width="128" height="116" rx="12"/><path d="M64 108H192M98 58V88M158 58V88"/><path d="M102 150L120 168L154 130"/>',
} as const;

export type IconGlyph = keyof typeof GLYPHS;

/** A glyph in white on a disc of warm gradient colour. */
export function roundIcon(glyph: IconGlyph, from: string, to: string, size: number): string {
  const defs =
    linearGradient('disc', 0, 0, 1, 1, [
      { at: 0, color: from },
      { at: 1, color: to },
    ]) +
    radialGradient('sheen', 0.35, 0.3, 0.6, [
      { at: 0, color: '#fff', opacity: 0.28 },
      { at: 1, color: '#fff', opacity: 0 },
    ]);
  const body =
    `<g transform="scale(${n(size / 256)})">` +
    '<circle cx="128" cy="128" r="122" fill="url(#disc)"/><circle cx="128" cy="128" r="122" fill="url(#sheen)"/>' +
    '<circle cx="128" cy="128" r="110" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="6 7"/>' +
    `<g fill="none" stroke="#fff" color="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[glyph]}</g>` +
    '</g>';
  return svgDocument(size, size, defs, body);
}

/** An empty basket lying on its side: shown when a list has nothing in it. */
export function emptyStatePicture(width: number, height: number): string {
  const backdrop = BACKDROPS[0]!;
  const { defs: weaveDefs, fills } = materialFills('e', MATERIAL_LOOKS.rattan);
  const basket = drawShape('basket', fills, 0);
  const s = (height * 0.5) / basket.height;
  const strands = [
    [0.16, 0.86, 0.3, 0.83],
    [0.2, 0.9, 0.36, 0.88],
    [0.7, 0.9, 0.86, 0.87],
  ]
    .map(
      ([x1, y1, x2, y2]) =>
        `<path d="M${n(width * x1!)} ${n(height * y1!)}Q${n((width * (x1! + x2!)) / 2)} ${n(height * y1! - 12)} ${n(width * x2!)} ${n(height * y2!)}" stroke="${MATERIAL_LOOKS.rattan.mid}" stroke-width="${n(height * 0.012)}" stroke-linecap="round" fill="none"/>`,
    )
    .join('');
  const defs =
    shapeDefs() +
    weaveDefs +
    linearGradient('empty-bg', 0, 0, 0, 1, [
      { at: 0, color: backdrop.wallTop },
      { at: 0.64, color: backdrop.wallBottom },
      { at: 0.7, color: backdrop.floor },
      { at: 1, color: backdrop.floor },
    ]);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#empty-bg)"/>` +
    softShadow(width / 2, height * 0.84, width * 0.3, height * 0.05, 'soft-shadow') +
    `<g transform="translate(${n(width / 2 + basket.height * s * 0.5)} ${n(height * 0.84 - 214 * s)}) rotate(-86) scale(${n(s)})">${basket.svg}</g>` +
    strands;
  return svgDocument(width, height, defs, body);
}
