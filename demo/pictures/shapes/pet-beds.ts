// Beds for cats and dogs: an oval bed with a raised back, a cat cave, a round basket with a low front, a bed on
// legs and a large rectangular bed with a thick cushion.

import type { ShapeSpec } from '../shape-spec';
import { ellipse, woven, type MaterialFills, type ShapeDrawing } from '../shape-parts';
import { n } from '../svg-kit';
import { boxFaces, boxWalls } from './boxes';

/** A bed seen from the front and above: the back wall rising behind, a cushion, the front wall over it. */
function roundBed(f: MaterialFills, rx: number, ry: number, back: number, front: number, cushion: boolean): string {
  const cy = -front - ry * 0.2;
  const backWall = `M${-rx} ${cy}C${-rx} ${cy - back} ${rx} ${cy - back} ${rx} ${cy}A${rx} ${ry} 0 0 1 ${-rx} ${cy}Z`;
  const frontWall = `M${-rx} ${cy}A${rx} ${ry} 0 0 0 ${rx} ${cy}L${rx - 18} -8A${rx - 18} ${ry - 20} 0 0 1 ${-(rx - 18)} -8Z`;
  const inner = cushion
    ? ellipse(0, cy + 4, rx * 0.85, ry * 0.72, 'fill="url(#cushion)"') +
      `<path d="M${n(-rx * 0.6)} ${n(cy - 10)}Q${n(-rx * 0.2)} ${n(cy + 20)} ${n(rx * 0.2)} ${n(cy - 8)}" stroke="#c8b9a0" stroke-width="3" fill="none"/>` +
      ellipse(0, cy + 4, rx * 0.85, ry * 0.72, 'fill="none" stroke="#cdbfa6" stroke-width="4"')
    : ellipse(0, cy + 6, rx * 0.86, ry * 0.74, `fill="${f.top}"`) +
      ellipse(0, cy + 6, rx * 0.86, ry * 0.74, 'fill="#1e1206" opacity="0.3"') +
      `<path d="M${n(-rx * 0.5)} ${n(cy + 10)}Q${n(-rx * 0.1)} ${n(cy - 30)} ${n(rx * 0.45)} ${n(cy + 16)}Q${n(rx * 0.1)} ${n(cy + 50)} ${n(-rx * 0.5)} ${n(cy + 10)}Z" fill="#b9a58a"/>`;
  return (
    woven(backWall, f.weave) +
    ellipse(0, cy, rx - 14, ry - 10, 'fill="#1e1206" opacity="0.5"') +
    inner +
    woven(frontWall, f.weave) +
    `<path d="M${-rx} ${cy}A${rx} ${ry} 0 0 0 ${rx} ${cy}" fill="none" stroke="${f.rim}" stroke-width="18"/>` +
    `<path d="M${-rx} ${cy}C${-rx} ${cy - back} ${rx} ${cy - back} ${rx} ${cy}" fill="none" stroke="${f.rim}" stroke-width="16"/>`
  );
}

/** A round basket whose front wall dips low in the middle for an easy step in, a cushion inside. */
function dogBasket(f: MaterialFills): ShapeDrawing {
  const [rx, ry, h, base] = [250, 70, 230, 228];
  const floor = -34;
  const rimY = (x: number) => -h + ry * Math.sqrt(1 - (x / rx) ** 2);
  const [a, low] = [160, -92];
  // The front wall's top edge: the rim at the sides, then down into a wide, low step in the middle.
  const edge =
    `M${-rx} ${-h}A${rx} ${ry} 0 0 0 ${-a} ${n(rimY(-a))}` +
    `C${-a + 60} ${n(rimY(-a) + 10)} -90 ${low} 0 ${low}C90 ${low} ${a - 60} ${n(rimY(a) + 10)} ${a} ${n(rimY(a))}` +
    `A${rx} ${ry} 0 0 0 ${rx} ${-h}`;
  const by = ry * (base / rx) * 0.9;
  const sides = `C${rx + 4} ${-h * 0.6} ${base + 4} ${n(-by - 20)} ${base} ${n(-by)}A${base} ${n(by)} 0 0 1 ${-base} ${n(-by)}C${-base - 4} ${n(-by - 20)} ${-rx - 4} ${-h * 0.6} ${-rx} ${-h}Z`;
  // The inside: the back wall below the rim's far half, down to the floor the cushion lies on.
  const inside = `M${-rx} ${-h}A${rx} ${ry} 0 0 1 ${rx} ${-h}L${base - 10} ${floor}A${base - 10} ${ry * 0.8} 0 0 1 ${-(base - 10)} ${floor}Z`;
  const cushion =
    ellipse(0, floor - 50, base * 0.82, ry * 0.75, 'fill="#a9b4bb"') +
    `<path d="M${n(-base * 0.82)} ${floor - 50}A${n(base * 0.82)} ${n(ry * 0.75)} 0 0 0 ${n(base * 0.82)} ${floor - 50}V${floor - 14}A${n(base * 0.82)} ${n(ry * 0.75)} 0 0 1 ${n(-base * 0.82)} ${floor - 14}Z" fill="#8e9aa2"/>` +
    ellipse(0, floor - 50, base * 0.82, ry * 0.75, 'fill="none" stroke="#c3ccd1" stroke-width="6"');
  const svg =
    `<path d="${inside}" fill="${f.weave}"/><path d="${inside}" fill="url(#inside)"/>` +
    cushion +
    woven(`${edge}${sides}`, f.weave) +
    `<path d="M${-rx} ${-h}A${rx} ${ry} 0 0 1 ${rx} ${-h}" fill="none" stroke="${f.rim}" stroke-width="16"/>` +
    `<path d="${edge}" fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="21"/>` +
    `<path d="${edge}" fill="none" stroke="${f.rim}" stroke-width="18"/>`;
  return { svg, width: 2 * rx + 30, height: h + ry + 10, placement: 'floor' };
}

/** A rectangular bed: woven walls round a thick cushion that rises above them, on short legs when raised. */
function rectangularBed(f: MaterialFills, large: boolean, legs: boolean): ShapeDrawing {
  const [w, h, depth] = large ? [520, 120, 260] : [420, 110, 220];
  const lift = legs ? 80 : 0;
  const { x0, x1, dx, dy, top } = boxFaces(w, h, depth, -lift);
  // The cushion: a soft slab set 20 units inside the walls, its top above the rim.
  const thick = large ? 80 : 60;
  const inset = 20;
  const pad = boxFaces(w - 2 * inset, thick, depth - 2 * inset, -lift - h + 30);
  const move = `translate(${n(x0 + inset + inset * 0.88 - pad.x0)} ${n(-inset * 0.48)})`;
  const cushion =
    `<g transform="${move}">` +
    `<path d="${pad.side}" fill="#7f8b93"/><path d="${pad.front}" fill="#8e9aa2"/><path d="${pad.top}" fill="#a9b4bb"/>` +
    `<path d="${pad.top}" fill="none" stroke="#c3ccd1" stroke-width="10" stroke-linejoin="round"/></g>`;
  const legAt = (x: number, y: number, width: number, fill: string) =>
    `<rect x="${n(x - width / 2)}" y="${n(y - lift)}" width="${width}" height="${lift}" rx="4" fill="${fill}"/>`;
  const legSvg = legs
    ? legAt(x1 + dx - 16, dy, 18, '#6e4526') +
      legAt(x0 + dx + 16, dy, 18, '#6e4526') +
      legAt(x0 + 18, 0, 24, 'url(#wood)') +
      legAt(x1 - 18, 0, 24, 'url(#wood)')
    : '';
  // The rim's far edges go behind the cushion, its near edges in front of it.
  const near = `M${n(x0)} ${n(-lift - h)}H${n(x1)}L${n(x1 + dx)} ${n(-lift - h + dy)}`;
  const svg =
    legSvg +
    `<path d="${top}" fill="${f.top}"/><path d="${top}" fill="url(#inside)"/>` +
    `<path d="${top}" fill="none" stroke="${f.rim}" stroke-width="16" stroke-linejoin="round"/>` +
    cushion +
    boxWalls(f, w, h, depth, -lift) +
    `<path d="${near}" fill="none" stroke="${f.rim}" stroke-width="16" stroke-linejoin="round"/>`;
  return { svg, width: w + dx + 20, height: lift + h - dy + thick, placement: 'floor' };
}

export function petBed(spec: Extract<ShapeSpec, { kind: 'pet-bed' }>, f: MaterialFills): ShapeDrawing {
  if (spec.outline === 'rectangular') return rectangularBed(f, spec.proportion === 'large', spec.legs === true);
  if (spec.lowFront) return dogBasket(f);
  return { svg: roundBed(f, 270, 82, 130, 70, spec.cushion === true), width: 560, height: 250, placement: 'floor' };
}

export function catCave(f: MaterialFills): ShapeDrawing {
  const dome = 'M-235 0C-238 -190 -140 -300 0 -302C140 -300 238 -190 235 0Z';
  return {
    svg:
      woven(dome, f.weave) +
      ellipse(0, -98, 104, 96, 'fill="#24170c"') +
      ellipse(0, -50, 92, 36, 'fill="url(#cushion)"') +
      ellipse(0, -98, 104, 96, `fill="none" stroke="${f.rim}" stroke-width="16"`) +
      `<path d="M-234 -6Q0 20 234 -6" stroke="${f.rim}" stroke-width="14" fill="none"/>`,
    width: 480,
    height: 310,
    placement: 'floor',
  };
}
