// Pieces for the table: trays with what they serve, placemats and chargers laid with a plate, coasters in a stack,
// placemats in their holder, and a runner on a table.

import type { ShapeSpec, TrayContents } from '../shape-spec';
import { ellipse, rim, type MaterialFills, type ShapeDrawing } from '../shape-parts';
import { n } from '../svg-kit';
import { boxFaces, boxWalls } from './boxes';
import { books, candles, ceramicVase, cup, driedStems, fruit, perfume, plate, vaseAndCup } from './still-life';

function contentsAt(contents: TrayContents, x: number, y: number, spread: number): string {
  switch (contents) {
    case 'vase':
      return vaseAndCup(x, y);
    case 'fruit':
      return fruit(x - spread * 0.1, y, spread);
    case 'perfume':
      return perfume(x, y);
    case 'books':
      return books(x, y);
    case 'candles':
      return candles(x, y);
  }
}

/** Concentric rope rings, as on a coiled placemat or the top of a pouf. */
export function coiledDisc(f: MaterialFills, cx: number, cy: number, rx: number, ry: number, step: number): string {
  let svg = ellipse(cx, cy, rx, ry, `fill="${f.look.gap}"`);
  let i = 0;
  for (let r = rx - step / 2; r > step / 2; r -= step, i++) {
    const k = r / rx;
    const color = i % 2 === 0 ? f.look.mid : f.look.light;
    svg += ellipse(cx, cy, r, ry * k, `fill="none" stroke="${color}" stroke-width="${n(step * 0.86)}"`);
    svg += ellipse(
      cx,
      cy,
      r,
      ry * k,
      `fill="none" stroke="${f.look.dark}" stroke-width="${n(step * 0.3)}" stroke-dasharray="${n(step * 0.5)} ${n(step * 0.7)}"`,
    );
  }
  return svg + ellipse(cx, cy, step, step * (ry / rx), `fill="${f.look.mid}"`);
}

/** A round or oval tray with a low woven wall. */
function roundTray(spec: Extract<ShapeSpec, { kind: 'tray' }>, f: MaterialFills): ShapeDrawing {
  const oval = spec.outline === 'oval';
  const rx = oval ? 290 : 250;
  const ry = oval ? 74 : 100;
  const wall = 58;
  const inner = 14;
  const d = `M${-rx} ${-wall}A${rx} ${ry} 0 0 0 ${rx} ${-wall}L${rx - inner} -4A${rx - inner} ${ry - 10} 0 0 1 ${-(rx - inner)} -4Z`;
  const wallSvg = `<path d="${d}" fill="${f.weave}"/><path d="${d}" fill="url(#shade-round)"/><path d="${d}" fill="url(#shade-drop)"/>`;
  // Cut-out handles through the wall near both ends, following the curve of the rim.
  const slot = (side: number) => {
    const k = 0.76;
    const x = side * rx * k;
    const y = -wall + ry * Math.sqrt(1 - k * k) + wall * 0.3;
    const angle = (Math.atan((ry * k) / (rx * Math.sqrt(1 - k * k))) * 180) / Math.PI;
    return `<rect x="${n(x - 30)}" y="${n(y - 9)}" width="60" height="18" rx="9" fill="#1b1007" transform="rotate(${n(-side * angle * 0.8)} ${n(x)} ${n(y)})"/>`;
  };
  const svg =
    wallSvg +
    (spec.handles === 'grips' ? slot(-1) + slot(1) : '') +
    ellipse(0, -wall, rx - 10, ry - 8, `fill="${f.weave}"`) +
    ellipse(0, -wall, rx - 10, ry - 8, 'fill="#1e1206" opacity="0.2"') +
    rim(f, -wall, rx - 4, ry - 4, 12) +
    contentsAt(spec.contents, 0, -wall + ry * 0.25, rx * 0.6);
  return { svg, width: 2 * rx + 20, height: 320, placement: 'floor' };
}

/** A rectangular or square tray: a low woven box with a light inside. */
function squareTray(spec: Extract<ShapeSpec, { kind: 'tray' }>, f: MaterialFills): ShapeDrawing {
  const [w, h, depth] =
    spec.outline === 'square'
      ? [340, spec.sides === 'upright' ? 90 : 66, 210]
      : spec.proportion === 'large'
        ? [500, 76, 300]
        : spec.proportion === 'small'
          ? [290, 54, 170]
          : [440, 62, 220];
  const { top, dx, dy, x0, x1 } = boxFaces(w, h, depth);
  const floor = `M${n(x0 + 12)} ${n(-h * 0.4)}H${n(x1 - 8)}L${n(x1 + dx - 10)} ${n(-h * 0.4 + dy + 6)}H${n(x0 + dx + 8)}Z`;
  let svg =
    `<path d="${top}" fill="${f.top}"/><path d="${top}" fill="#1e1206" opacity="0.35"/>` +
    `<path d="${floor}" fill="${f.top}"/><path d="${floor}" fill="#1e1206" opacity="0.12"/>` +
    contentsAt(spec.contents, x0 + w / 2 + dx / 2, -h * 0.4 + dy / 2 + 18, Math.min(w, 420) * 0.5) +
    boxWalls(f, w, h, depth) +
    `<path d="${top}" fill="none" stroke="${f.rim}" stroke-width="12" stroke-linejoin="round"/>`;
  if (spec.handles === 'grips') {
    const slot = (x: number) => `<rect x="${n(x - 24)}" y="${n(-h + 14)}" width="48" height="14" rx="7" fill="${f.look.gap}"/>`;
    svg += slot(x0 + 50) + slot(x1 - 50);
  }
  return { svg, width: w + dx + 20, height: Math.max(h - dy + 10, 300), placement: 'floor' };
}

export function tray(spec: Extract<ShapeSpec, { kind: 'tray' }>, f: MaterialFills): ShapeDrawing {
  return spec.outline === 'round' || spec.outline === 'oval' ? roundTray(spec, f) : squareTray(spec, f);
}

function napkin(x: number, y: number): string {
  return (
    `<path d="M${n(x)} ${n(y)}L${n(x + 82)} ${n(y - 34)}L${n(x + 112)} ${n(y + 40)}L${n(x + 28)} ${n(y + 72)}Z" fill="#e7dfd0"/>` +
    `<path d="M${n(x)} ${n(y)}L${n(x + 82)} ${n(y - 34)}L${n(x + 88)} ${n(y - 16)}L${n(x + 8)} ${n(y + 18)}Z" fill="#d9cfbd"/>`
  );
}

export function placemat(spec: Extract<ShapeSpec, { kind: 'placemat' }>, f: MaterialFills): ShapeDrawing {
  if (spec.holder) return matsInHolder(f, spec.count ?? 6);
  const shadow = (rx: number, ry: number) => ellipse(0, -128, rx + 4, ry + 4, 'fill="#2a1a0c" opacity="0.22"');
  if (spec.outline === 'oval') {
    const [rx, ry] = [320, 112];
    return {
      svg:
        shadow(rx, ry) +
        ellipse(0, -134, rx, ry, `fill="${f.weave}"`) +
        ellipse(0, -134, rx, ry, 'fill="url(#shade-drop)"') +
        ellipse(0, -134, rx - 10, ry - 8, `fill="none" stroke="${f.rim}" stroke-width="18"`) +
        plate(-30, -140, 130, 50) +
        napkin(150, -170),
      width: 2 * rx + 20,
      height: 270,
      placement: 'floor',
    };
  }
  if (spec.charger) {
    const [rx, ry] = [270, 114];
    return {
      svg:
        shadow(rx, ry) +
        ellipse(0, -134, rx, ry, `fill="${f.weave}"`) +
        ellipse(0, -134, rx, ry, 'fill="url(#shade-drop)"') +
        ellipse(0, -134, rx - 18, ry - 14, `fill="none" stroke="${f.rim}" stroke-width="36"`) +
        ellipse(0, -134, rx - 36, ry - 28, 'fill="none" stroke="#1e1206" stroke-opacity="0.25" stroke-width="3"') +
        plate(0, -140, 170, 68) +
        ellipse(0, -146, 96, 36, 'fill="none" stroke="#d7cfc2" stroke-width="3"'),
      width: 2 * rx + 20,
      height: 270,
      placement: 'floor',
    };
  }
  return {
    svg:
      shadow(296, 124) +
      coiledDisc(f, 0, -134, 296, 124, 13) +
      ellipse(0, -134, 296, 124, 'fill="url(#shade-drop)"') +
      plate(-14, -142, 138, 58) +
      napkin(150, -180),
    width: 640,
    height: 270,
    placement: 'floor',
  };
}

function matsInHolder(f: MaterialFills, count: number): ShapeDrawing {
  const w = 300;
  const h = 170;
  const depth = 120;
  const { top, dx, dy, x0 } = boxFaces(w, h, depth);
  let mats = '';
  for (let i = count - 1; i >= 0; i--) {
    const t = i / Math.max(1, count - 1);
    const cx = x0 + w / 2 + dx * (0.15 + 0.7 * t);
    const cy = -h - 70 + dy * (0.15 + 0.7 * t);
    mats += ellipse(cx + 6, cy + 4, 150, 150, 'fill="#1e1206" opacity="0.25"') + coiledDisc(f, cx, cy, 150, 150, 14);
    mats += ellipse(cx, cy, 150, 150, 'fill="url(#shade-drop)"');
  }
  return {
    svg:
      `<path d="${top}" fill="${f.top}"/><path d="${top}" fill="url(#inside)"/>` +
      mats +
      boxWalls(f, w, h, depth) +
      `<path d="${top}" fill="none" stroke="${f.rim}" stroke-width="12" stroke-linejoin="round"/>`,
    width: w + dx + 40,
    height: h + 70 + 150 - dy * 0.85,
    placement: 'floor',
  };
}

/** A stack of coasters with one laid out in front, a glass on it. */
export function coasters(spec: Extract<ShapeSpec, { kind: 'coasters' }>, f: MaterialFills): ShapeDrawing {
  const [rx, ry, thick] = [130, 52, 14];
  let stack = '';
  for (let i = 0; i < spec.count - 1; i++) {
    const y = -70 - i * thick;
    stack +=
      ellipse(-120, y + 6, rx, ry, 'fill="#2a1a0c" opacity="0.45"') +
      `<path d="M-${120 + rx} ${y}v6a${rx} ${ry} 0 0 0 ${2 * rx} 0v-6Z" fill="${f.look.dark}"/>` +
      coiledDisc(f, -120, y, rx, ry, 12);
  }
  const glass =
    `<path d="M92 -40L100 -250H240L248 -40Q170 -22 92 -40Z" fill="#d9e6e8" fill-opacity="0.45" stroke="#a9bcc0" stroke-width="2"/>` +
    `<path d="M98 -170L240 -170L246 -42Q170 -26 96 -42Z" fill="#b8763a" fill-opacity="0.55"/>` +
    `<path d="M112 -236L106 -60" stroke="#fff" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>` +
    ellipse(170, -250, 70, 14, 'fill="none" stroke="#a9bcc0" stroke-width="2"');
  const single = ellipse(170, -30, rx, ry, 'fill="#2a1a0c" opacity="0.35"') + coiledDisc(f, 170, -36, rx, ry, 12);
  return { svg: stack + single + glass, width: 600, height: 290, placement: 'floor' };
}

/** A runner along a wooden table, hanging over its front edge with a fringe. */
export function runner(f: MaterialFills): ShapeDrawing {
  const front = -250;
  const back = -430;
  const table =
    `<path d="M-330 ${front}L-210 ${back}H210L330 ${front}Z" fill="#a77b52"/>` +
    `<path d="M-330 ${front}L-210 ${back}H210L330 ${front}Z" fill="url(#shade-drop)"/>` +
    `<rect x="-330" y="${front}" width="660" height="26" fill="url(#wood)"/>` +
    `<rect x="-312" y="${front + 26}" width="26" height="${-front - 26}" fill="url(#wood)"/>` +
    `<rect x="286" y="${front + 26}" width="26" height="${-front - 26}" fill="url(#wood)"/>` +
    `<rect x="-214" y="${back}" width="20" height="${-back - 110}" fill="#6e4526"/>` +
    `<rect x="194" y="${back}" width="20" height="${-back - 110}" fill="#6e4526"/>` +
    `<path d="M-330 ${front}L-210 ${back}H210L330 ${front}Z" fill="url(#wood)" opacity="0.35"/>`;
  const strip = `M-62 ${back}H62L110 ${front}V${front + 120}H-110V${front}Z`;
  let fringe = '';
  for (let x = -104; x <= 104; x += 9)
    fringe += `<path d="M${x} ${front + 118}l${n(x * 0.02)} 26" stroke="${f.look.light}" stroke-width="4"/>`;
  const svg =
    table +
    `<path d="${strip}" fill="${f.weave}"/>` +
    `<path d="M-110 ${front}H110V${front + 120}H-110Z" fill="#1e1206" opacity="0.18"/>` +
    `<path d="${strip}" fill="none" stroke="${f.rim}" stroke-width="10"/>` +
    fringe +
    driedStems(-10, back + 62, 120) +
    ceramicVase(-10, back + 78, 96) +
    cup(80, front - 40, 60);
  return { svg, width: 680, height: -back + 120, placement: 'floor' };
}
