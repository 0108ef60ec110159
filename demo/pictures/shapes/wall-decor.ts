// Decor for walls and shelves: wall plates, a sunburst mirror, a wall basket, a macrame-style hanging, a vase
// cover over its glass and a standing picture frame.

import type { ShapeSpec } from '../shape-spec';
import { ellipse, woven, type MaterialFills, type ShapeDrawing } from '../shape-parts';
import { n } from '../svg-kit';
import { driedStems } from './still-life';
import { coiledDisc } from './tableware';

const shadow = (cx: number, cy: number, r: number) =>
  ellipse(cx + 14, cy + 18, r * 1.08, r * 1.08, 'fill="url(#soft-shadow)" opacity="0.7"');

/** A plate: coiled for the rope materials, woven with a centre ring for the others. */
function wallPlate(f: MaterialFills, cx: number, cy: number, r: number): string {
  let svg = shadow(cx, cy, r);
  if (f.look.weave === 'coil' || f.look.weave === 'braid') svg += coiledDisc(f, cx, cy, r, r, 12);
  else {
    svg += ellipse(cx, cy, r, r, `fill="${f.weave}"`);
    svg += ellipse(cx, cy, r * 0.35, r * 0.35, `fill="none" stroke="${f.rim}" stroke-width="10"`);
  }
  svg += ellipse(cx, cy, r, r, 'fill="url(#shade-drop)"');
  return svg + ellipse(cx, cy, r - 6, r - 6, `fill="none" stroke="${f.rim}" stroke-width="14"`);
}

export function wallPlates(spec: Extract<ShapeSpec, { kind: 'wall-plates' }>, f: MaterialFills): ShapeDrawing {
  // Graded sizes in a loose gallery-wall group.
  const layouts: [number, number, number][] = [
    [-120, -300, 150],
    [130, -350, 108],
    [120, -130, 84],
    [-150, -90, 70],
  ];
  const svg = layouts
    .slice(0, spec.count)
    .map(([cx, cy, r]) => wallPlate(f, cx, cy, r))
    .join('');
  return { svg, width: 560, height: 460, placement: 'wall' };
}

export function sunburstMirror(f: MaterialFills): ShapeDrawing {
  let rays = '';
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * Math.PI * 2;
    const len = i % 2 === 0 ? 230 : 190;
    rays += `<line x1="${n(Math.cos(a) * 110)}" y1="${n(-240 + Math.sin(a) * 110)}" x2="${n(Math.cos(a) * len)}" y2="${n(-240 + Math.sin(a) * len)}" stroke="${i % 2 ? f.look.mid : f.look.light}" stroke-width="9" stroke-linecap="round"/>`;
  }
  return {
    svg:
      shadow(0, -240, 230) +
      rays +
      ellipse(0, -240, 118, 118, `fill="none" stroke="${f.rim}" stroke-width="18"`) +
      ellipse(0, -240, 108, 108, 'fill="url(#mirror)"') +
      '<path d="M-60 -300L-20 -340M-70 -260L10 -340" stroke="#fff" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"/>',
    width: 480,
    height: 480,
    placement: 'wall',
  };
}

/** A shallow round basket hung on the wall: seen nearly face on, its hollow in shadow. */
export function wallBasket(f: MaterialFills): ShapeDrawing {
  const cy = -230;
  const r = 210;
  return {
    svg:
      `<path d="M-24 ${cy - r - 4}Q0 ${cy - r - 60} 24 ${cy - r - 4}" stroke="#8a6a3e" stroke-width="5" fill="none"/>` +
      ellipse(22, cy + 26, r * 1.04, r * 1.04, 'fill="url(#soft-shadow)" opacity="0.8"') +
      ellipse(0, cy, r, r, `fill="${f.weave}"`) +
      ellipse(0, cy, r, r, 'fill="url(#shade-drop)"') +
      // The hollow: darker towards the top, where the rim shades it.
      ellipse(8, cy + 12, r * 0.8, r * 0.8, `fill="${f.weave}"`) +
      ellipse(8, cy + 12, r * 0.8, r * 0.8, 'fill="url(#hollow)"') +
      ellipse(0, cy, r - 10, r - 10, `fill="none" stroke="${f.rim}" stroke-width="22"`) +
      ellipse(0, cy, r - 20, r - 20, 'fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="4"'),
    width: 2 * r + 40,
    height: 2 * r + 80,
    placement: 'wall',
  };
}

/** A macrame-style panel on a wooden rod: knotted rows, a pointed hem and a long fringe. */
export function wallHanging(f: MaterialFills): ShapeDrawing {
  const top = -520;
  const w = 170;
  const panel = `M${-w} ${top + 20}H${w}V${top + 250}L0 ${top + 380}L${-w} ${top + 250}Z`;
  let knots = '';
  for (let row = 0; row < 4; row++) {
    const y = top + 70 + row * 50;
    for (let x = -w + 30 + (row % 2) * 24; x < w - 20; x += 48) {
      knots += ellipse(x, y, 12, 9, `fill="${f.look.light}" stroke="${f.look.dark}" stroke-width="2"`);
    }
  }
  let fringe = '';
  for (let x = -w + 8; x <= w - 8; x += 10) {
    const start = top + 250 + (130 * (w - Math.abs(x))) / w;
    const end = start + 120 + ((x * 7) % 20);
    fringe += `<path d="M${x} ${n(start - 4)}V${n(end)}" stroke="${x % 20 === 0 ? f.look.mid : f.look.light}" stroke-width="5" stroke-linecap="round"/>`;
  }
  return {
    svg:
      `<path d="M-200 ${top}L0 ${top - 110}L200 ${top}" stroke="#8a6a3e" stroke-width="4" fill="none"/>` +
      ellipse(20, top + 230, 190, 260, 'fill="url(#soft-shadow)" opacity="0.55"') +
      fringe +
      woven(panel, f.weave, false) +
      knots +
      `<path d="M${-w} ${top + 250}L0 ${top + 380}L${w} ${top + 250}" stroke="${f.rim}" stroke-width="12" fill="none"/>` +
      `<rect x="-230" y="${top - 8}" width="460" height="24" rx="12" fill="url(#wood)"/>`,
    width: 480,
    height: -top + 120,
    placement: 'wall',
  };
}

/** A woven sleeve around a glass bottle vase with dried flowers. */
export function vaseCover(f: MaterialFills): ShapeDrawing {
  const r = 92;
  const sleeveTop = -300;
  const sleeve = `M${-r} ${sleeveTop}L${-r} -14A${r} 18 0 0 0 ${r} -14L${r} ${sleeveTop}Z`;
  const glass =
    `<path d="M-46 -420C-46 -370 -86 -350 -86 -300H86C86 -350 46 -370 46 -420Z" fill="#d9e6e8" fill-opacity="0.55" stroke="#a9bcc0" stroke-width="2"/>` +
    ellipse(0, -420, 46, 9, 'fill="#eef4f5" stroke="#a9bcc0" stroke-width="2"') +
    `<path d="M-30 -410C-30 -370 -62 -350 -64 -310" stroke="#fff" stroke-opacity="0.7" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  return {
    svg:
      driedStems(0, -420, 230) +
      glass +
      woven(sleeve, f.weave) +
      ellipse(0, sleeveTop, r, 18, `fill="none" stroke="${f.rim}" stroke-width="14"`) +
      `<path d="M${-r} -14A${r} 18 0 0 0 ${r} -14" fill="none" stroke="${f.rim}" stroke-width="12"/>`,
    width: 320,
    height: 680,
    placement: 'floor',
  };
}

/** A standing picture frame: a woven border round a landscape photograph. */
export function pictureFrame(f: MaterialFills): ShapeDrawing {
  const [w, h] = [400, 320];
  const x0 = -w / 2;
  const y0 = -h - 6;
  const border = 56;
  const outer = `M${x0} ${y0}h${w}v${h}h${-w}Z`;
  const photoX = x0 + border;
  const photoY = y0 + border;
  const pw = w - 2 * border;
  const ph = h - 2 * border;
  const photo =
    `<rect x="${photoX}" y="${photoY}" width="${pw}" height="${ph}" fill="#cfe0e6"/>` +
    `<path d="M${photoX} ${photoY + ph * 0.62}Q${photoX + pw * 0.3} ${photoY + ph * 0.35} ${photoX + pw * 0.55} ${photoY + ph * 0.58}T${photoX + pw} ${photoY + ph * 0.5}V${photoY + ph}H${photoX}Z" fill="#7f9a6a"/>` +
    `<path d="M${photoX} ${photoY + ph * 0.8}Q${photoX + pw * 0.5} ${photoY + ph * 0.62} ${photoX + pw} ${photoY + ph * 0.78}V${photoY + ph}H${photoX}Z" fill="#5d7a4e"/>` +
    ellipse(photoX + pw * 0.76, photoY + ph * 0.26, 18, 18, 'fill="#f6e3a6"');
  return {
    svg:
      `<path d="M${x0 + w * 0.62} ${y0 + 40}L${x0 + w * 0.86} -4" stroke="#6e4526" stroke-width="16" stroke-linecap="round"/>` +
      woven(outer, f.weave, false) +
      `<rect x="${photoX - 6}" y="${photoY - 6}" width="${pw + 12}" height="${ph + 12}" fill="none" stroke="${f.rim}" stroke-width="12"/>` +
      `<rect x="${x0 + 4}" y="${y0 + 4}" width="${w - 8}" height="${h - 8}" fill="none" stroke="${f.rim}" stroke-width="10"/>` +
      `<rect x="${photoX}" y="${photoY}" width="${pw}" height="${ph}" fill="#1e1206" opacity="0.35"/>` +
      photo,
    width: w + 40,
    height: h + 20,
    placement: 'floor',
  };
}
