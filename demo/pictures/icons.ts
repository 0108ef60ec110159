// The empty-result picture.

import { drawShape } from './product-shapes';
import { materialFills, shapeDefs } from './shape-parts';
import { MATERIAL_LOOKS } from './ranges';
import { SCENE_SHAPES } from './scene-shapes';
import { BACKDROPS } from './studio-scenes';
import { linearGradient, n, softShadow, svgDocument } from './svg-kit';

/** An empty basket lying on its side: shown when a list has nothing in it. */
export function emptyStatePicture(width: number, height: number): string {
  const backdrop = BACKDROPS[0]!;
  const { defs: weaveDefs, fills } = materialFills('e', MATERIAL_LOOKS.rattan);
  const basket = drawShape(SCENE_SHAPES.bellyBasket, fills);
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
