// Round and oval woven vessels seen from a little above: baskets, hampers and planters. One body drawing with
// options: a belly or straight sides, tall or low, side loops, an arched handle or cut-out grips, a lid, a liner,
// and what is inside (a plant, toys, bread).

import type { ShapeSpec } from '../shape-spec';
import { ellipse, leatherHandle, opening, ropeHandle, woven, type MaterialFills, type ShapeDrawing } from '../shape-parts';
import { n } from '../svg-kit';
import { ball, breadRolls, herb, plant, trailingVine } from './still-life';

/** The size of a vessel: rim half-width and tilt, base half-width, height and how far the sides bulge. */
interface Vessel {
  /** Half-width and half-depth of the rim ellipse. */
  rx: number;
  ry: number;
  /** Half-width of the base. */
  base: number;
  height: number;
  /** How far the sides bulge outwards below the rim. */
  belly: number;
}

/** Half-depth of the base ellipse, in proportion to the rim's. */
const baseRy = (v: Vessel) => v.ry * (v.base / v.rx) * 0.9;

/** The outline of the body: the sides down to the front half of the base ellipse, closed across the rim. */
function vesselBody(v: Vessel): string {
  const { rx, base, height: h, belly } = v;
  const by = baseRy(v);
  return (
    `M${n(-rx)} ${n(-h)}C${n(-rx - belly)} ${n(-h * 0.68)} ${n(-base - belly)} ${n(-h * 0.2 - by)} ${n(-base)} ${n(-by)}` +
    `A${n(base)} ${n(by)} 0 0 0 ${n(base)} ${n(-by)}` +
    `C${n(base + belly)} ${n(-h * 0.2 - by)} ${n(rx + belly)} ${n(-h * 0.68)} ${n(rx)} ${n(-h)}Z`
  );
}

/** The front half of the rim, drawn again over whatever sits inside the vessel. */
function frontRim(f: MaterialFills, cy: number, rx: number, ry: number, width: number): string {
  const d = `M${n(-rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(rx)} ${n(cy)}`;
  return (
    `<path d="${d}" fill="none" stroke="#2a1a0c" stroke-opacity="0.35" stroke-width="${n(width + 3)}"/>` +
    `<path d="${d}" fill="none" stroke="${f.rim}" stroke-width="${n(width)}"/>`
  );
}

function sideLoops(v: Vessel, f: MaterialFills): string {
  const y = -v.height * 0.88;
  const x = v.rx + v.belly * 0.35 - 6;
  const reach = Math.max(48, v.rx * 0.36);
  const drop = Math.max(56, v.height * 0.2);
  const loop = (s: number) =>
    `M${n(s * x)} ${n(y)}C${n(s * (x + reach))} ${n(y - 6)} ${n(s * (x + reach))} ${n(y + drop)} ${n(s * (x + 8))} ${n(y + drop + 4)}`;
  const width = Math.max(12, v.rx * 0.1);
  return ropeHandle(loop(-1), f, width) + ropeHandle(loop(1), f, width);
}

function archedHandle(v: Vessel, f: MaterialFills, leather = false): string {
  const x = v.rx * 0.8;
  const rise = Math.max(150, v.rx * 1.05);
  const d = `M${n(-x)} ${n(-v.height - 6)}C${n(-x * 0.95)} ${n(-v.height - rise * 1.3)} ${n(x * 0.95)} ${n(-v.height - rise * 1.3)} ${n(x)} ${n(-v.height - 6)}`;
  return leather ? leatherHandle(d, '#7a4a2a', 16) : ropeHandle(d, f, Math.max(14, v.rx * 0.1));
}

/** Cut-out grips: slots through the wall near the rim, seen at an angle on both sides. */
function grips(v: Vessel, f: MaterialFills): string {
  const y = -v.height + Math.max(34, v.height * 0.1);
  const x = v.rx * 0.74 + v.belly * 0.2;
  const slot = (s: number) =>
    `<g transform="rotate(${s * 8} ${n(s * x)} ${n(y)})">` +
    `<rect x="${n(s * x - 34)}" y="${n(y - 14)}" width="68" height="28" rx="14" fill="${f.rim}"/>` +
    `<rect x="${n(s * x - 27)}" y="${n(y - 8)}" width="54" height="16" rx="8" fill="#1b1007"/>` +
    `<rect x="${n(s * x - 24)}" y="${n(y + 1)}" width="48" height="6" rx="3" fill="${f.look.dark}" opacity="0.6"/></g>`;
  return slot(-1) + slot(1);
}

/** A fitted lid: a woven band and a top, with a rope loop or a knob to lift it. */
function lid(v: Vessel, f: MaterialFills, knob: 'loop' | 'knob' | 'none'): { svg: string; top: number } {
  const rx = v.rx + 8;
  const ry = v.ry + 3;
  const band = Math.max(24, v.height * 0.07);
  const y0 = -v.height + 4;
  const y1 = y0 - band;
  const d = `M${n(-rx)} ${n(y0)}A${n(rx)} ${n(ry)} 0 0 0 ${n(rx)} ${n(y0)}L${n(rx)} ${n(y1)}A${n(rx)} ${n(ry)} 0 0 1 ${n(-rx)} ${n(y1)}Z`;
  let svg =
    ellipse(0, y0 + 4, rx, ry, 'fill="#1e1206" opacity="0.3"') +
    woven(d, f.rim) +
    ellipse(0, y1, rx, ry, `fill="${f.top}"`) +
    ellipse(0, y1, rx, ry, 'fill="#fff" opacity="0.12"') +
    ellipse(0, y1, rx, ry, 'fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="1.5"');
  if (knob === 'loop') svg += ropeHandle(`M-22 ${n(y1 - 6)}C-22 ${n(y1 - 46)} 22 ${n(y1 - 46)} 22 ${n(y1 - 6)}`, f, 9);
  if (knob === 'knob')
    svg +=
      ellipse(0, y1 - 10, 22, 12, 'fill="url(#wood)"') +
      ellipse(0, y1 - 16, 20, 9, 'fill="#b07e52"') +
      ellipse(0, y1, 12, 5, 'fill="#5a3a1e"');
  return { svg, top: y1 - ry };
}

/** A cotton liner: the cloth inside the opening and a folded band over the front of the rim. */
function liner(v: Vessel, checked: boolean): { inside: string; fold: string } {
  const { rx, ry, height: h } = v;
  const cloth = checked ? 'url(#gingham)' : '#efe7da';
  const inside = ellipse(0, -h, rx - 4, ry - 3, `fill="${cloth}"`) + ellipse(0, -h + 4, rx - 10, ry - 8, 'fill="#1e1206" opacity="0.12"');
  const drop = Math.max(26, h * 0.12);
  const d =
    `M${n(-rx - 4)} ${n(-h)}A${n(rx + 4)} ${n(ry + 2)} 0 0 0 ${n(rx + 4)} ${n(-h)}` +
    `L${n(rx + 2)} ${n(-h + drop * 0.7)}Q${n(rx * 0.55)} ${n(-h + ry + drop * 1.25)} 0 ${n(-h + ry + drop)}` +
    `Q${n(-rx * 0.55)} ${n(-h + ry + drop * 1.25)} ${n(-rx - 2)} ${n(-h + drop * 0.7)}Z`;
  const fold =
    `<path d="${d}" fill="${cloth}" stroke="#cfc3ae" stroke-width="2"/>` +
    `<path d="${d}" fill="url(#shade-round)" opacity="0.5"/>` +
    `<path d="M${n(-rx * 0.45)} ${n(-h + ry * 0.9)}l8 ${n(drop * 0.8)}M${n(rx * 0.3)} ${n(-h + ry * 0.95)}l-6 ${n(drop * 0.85)}" stroke="#c9bca4" stroke-width="3" fill="none"/>`;
  return { inside, fold };
}

/** Leather straps over the lid's front with a wooden toggle, as on a picnic basket. */
function straps(v: Vessel, lidTop: number): string {
  const strap = (x: number) =>
    `<path d="M${n(x)} ${n(lidTop + v.ry * 0.9)}V${n(-v.height * 0.55)}" stroke="#5c3620" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M${n(x)} ${n(lidTop + v.ry * 0.9)}V${n(-v.height * 0.55)}" stroke="#7a4a2a" stroke-width="20" stroke-linecap="round"/>` +
    `<rect x="${n(x - 14)}" y="${n(-v.height * 0.74)}" width="28" height="16" rx="3" fill="none" stroke="#c9a25a" stroke-width="4"/>`;
  return (
    strap(-v.rx * 0.45) +
    strap(v.rx * 0.45) +
    `<rect x="-30" y="${n(-v.height - 2)}" width="60" height="18" rx="9" fill="url(#wood)" stroke="#4a2e18" stroke-width="2"/>`
  );
}

function vesselFor(spec: Extract<ShapeSpec, { kind: 'basket' }>): Vessel {
  const oval = spec.outline === 'oval';
  switch (spec.proportion) {
    case 'tall':
      return { rx: 140, ry: 34, base: 118, height: 430, belly: spec.belly ? 40 : 8 };
    case 'low':
      return oval ? { rx: 250, ry: 46, base: 205, height: 120, belly: 10 } : { rx: 230, ry: 60, base: 190, height: 130, belly: 10 };
    case 'small':
      return { rx: 150, ry: 40, base: 122, height: 190, belly: spec.belly ? 40 : 6 };
    default:
      if (oval) return { rx: 230, ry: 46, base: 188, height: spec.lid ? 200 : 230, belly: spec.belly ? 36 : 6 };
      if (spec.belly) return { rx: 150, ry: 34, base: 118, height: 300, belly: 52 };
      return { rx: 170, ry: 40, base: 130, height: spec.handles === 'top' ? 250 : 280, belly: 4 };
  }
}

export function basket(spec: Extract<ShapeSpec, { kind: 'basket' }>, f: MaterialFills): ShapeDrawing {
  const v = vesselFor(spec);
  const body = vesselBody(v);
  const rimWidth = Math.max(14, v.rx * 0.1);
  let back = '';
  let front = '';
  let top = -v.height - v.ry;
  if (spec.handles === 'side') back += sideLoops(v, f);
  let svg = woven(body, f.weave);
  if (spec.handles === 'grips') svg += grips(v, f);
  if (spec.lid) {
    // A liner under a lid shows as a fold of cloth over the rim.
    if (spec.liner) svg += liner(v, false).fold;
    const closed = lid(v, f, spec.straps ? 'none' : spec.outline === 'round' && spec.proportion !== 'tall' ? 'knob' : 'loop');
    svg += closed.svg;
    top = closed.top;
    if (spec.straps) svg += straps(v, -v.height - Math.max(24, v.height * 0.07));
  } else if (spec.liner) {
    const cloth = liner(v, spec.proportion === 'low');
    svg += opening(f, -v.height, v.rx, v.ry, rimWidth) + cloth.inside;
    if (spec.proportion === 'low') svg += breadRolls(0, -v.height - 4, v.rx * 0.62);
    svg += cloth.fold;
  } else {
    svg += opening(f, -v.height, v.rx, v.ry, rimWidth);
    if (spec.contents === 'toys') {
      svg +=
        ball(-v.rx * 0.38, -v.height - 18, 44, '#c8553d') +
        ball(v.rx * 0.32, -v.height - 30, 52, '#e3b23c') +
        `<path d="M${n(-v.rx * 0.05)} ${n(-v.height - 10)}C${n(v.rx * 0.1)} ${n(-v.height - 120)} ${n(v.rx * 0.28)} ${n(-v.height - 110)} ${n(v.rx * 0.16)} ${n(-v.height - 170)}" stroke="#3d6f8e" stroke-width="16" stroke-linecap="round" fill="none"/>` +
        ball(0, -v.height - 6, 40, '#6c9a5a');
      svg += frontRim(f, -v.height, v.rx, v.ry, rimWidth);
      top = -v.height - 180;
    }
  }
  if (spec.handles === 'top') {
    front += archedHandle(v, f, spec.straps);
    top = Math.min(top, -v.height - Math.max(150, v.rx * 1.05) * 0.98);
  }
  const reach = spec.handles === 'side' ? Math.max(48, v.rx * 0.36) : 0;
  const width = 2 * (Math.max(v.rx, v.base) + v.belly * 0.75 + reach) + 16;
  return { svg: back + svg + front, width, height: -top + 6, placement: 'floor' };
}

function plantedVessel(spec: Extract<ShapeSpec, { kind: 'planter' }>): Vessel {
  if (spec.proportion === 'tall') return { rx: 130, ry: 32, base: 104, height: 330, belly: 0 };
  if (spec.proportion === 'small') return { rx: 150, ry: 38, base: 124, height: 170, belly: 4 };
  if (spec.belly) return { rx: 140, ry: 34, base: 112, height: 250, belly: 46 };
  if (spec.hanging) return { rx: 160, ry: 36, base: 90, height: 180, belly: 40 };
  return { rx: 150, ry: 34, base: 112, height: 250, belly: 0 };
}

export function planter(spec: Extract<ShapeSpec, { kind: 'planter' }>, f: MaterialFills): ShapeDrawing {
  const v = plantedVessel(spec);
  const h = v.height;
  const rimWidth = 15;
  const leaves = spec.proportion === 'small' ? herb(0, -h - 4, 150) : plant(0, -h - 6, spec.proportion === 'tall' ? 250 : 270);
  let svg = '';
  if (spec.handles === 'side') svg += sideLoops(v, f);
  svg +=
    woven(vesselBody(v), f.weave) +
    ellipse(0, -h, v.rx, v.ry, 'fill="#3e2c1f"') +
    ellipse(0, -h + 4, v.rx * 0.8, v.ry * 0.7, 'fill="#2a1d13"') +
    leaves +
    frontRim(f, -h, v.rx, v.ry, rimWidth) +
    `<path d="M${-v.rx} ${-h}A${v.rx} ${v.ry} 0 0 1 ${v.rx} ${-h}" fill="none" stroke="${f.rim}" stroke-width="${rimWidth}"/>`;
  const plantHeight = spec.proportion === 'small' ? 150 : spec.proportion === 'tall' ? 250 : 270;
  if (spec.hanging) {
    // Three ropes from a ring high above down to the rim, and vines trailing over the front.
    const ringY = -h - 420;
    const ropes = [-v.rx + 6, 0, v.rx - 6]
      .map((x, i) => `<path d="M0 ${ringY}L${n(x)} ${n(-h + (i === 1 ? v.ry : 0))}" stroke="#d9c7a4" stroke-width="6"/>`)
      .join('');
    const vines = trailingVine(-v.rx * 0.7, -h + v.ry * 0.6, 230, -1) + trailingVine(v.rx * 0.55, -h + v.ry * 0.8, 300, 1);
    const cord = `<path d="M0 -1600V${ringY}" stroke="#d9c7a4" stroke-width="6"/>`;
    return {
      svg: cord + ellipse(0, ringY, 16, 16, 'fill="none" stroke="#8a6a3e" stroke-width="6"') + svg + ropes + vines,
      width: 2 * (v.rx + v.belly) + 60,
      height: h + plantHeight * 0.9,
      placement: 'hanging',
    };
  }
  return {
    svg,
    width: Math.max(2 * (v.rx + v.belly) + (spec.handles ? 110 : 0), plantHeight * 1.9),
    height: h + plantHeight,
    placement: 'floor',
  };
}
