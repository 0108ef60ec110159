// Rectangular woven pieces in three-quarter view: storage boxes, shelf baskets, square hampers, a laundry sorter,
// a tissue box cover and a desk organiser. One drawing of a box with options for what is on and in it.

import type { ShapeSpec } from '../shape-spec';
import { ellipse, ropeHandle, type MaterialFills, type ShapeDrawing } from '../shape-parts';
import { n } from '../svg-kit';

export interface BoxOptions {
  lid?: boolean;
  /** Rope grips on the side, or openings cut through it. */
  grips?: 'rope' | 'cut-out';
  liner?: boolean;
  compartments?: number;
  divider?: boolean;
  slot?: boolean;
  /** Corner posts wrapped in rope, as on a box built on a frame. */
  posts?: boolean;
}

/** The faces of a box: front w x h, seen with its right side and top going back `depth`. */
export function boxFaces(w: number, h: number, depth: number, y = 0) {
  const dx = depth * 0.88;
  const dy = -depth * 0.48;
  const x0 = -w / 2 - dx / 2;
  const x1 = x0 + w;
  return {
    dx,
    dy,
    x0,
    x1,
    front: `M${n(x0)} ${n(y - h)}H${n(x1)}V${n(y)}H${n(x0)}Z`,
    side: `M${n(x1)} ${n(y)}L${n(x1 + dx)} ${n(y + dy)}V${n(y + dy - h)}L${n(x1)} ${n(y - h)}Z`,
    top: `M${n(x0)} ${n(y - h)}H${n(x1)}L${n(x1 + dx)} ${n(y + dy - h)}H${n(x0 + dx)}Z`,
  };
}

const OUTLINE = 'fill="none" stroke="#2a1a0c" stroke-opacity="0.3" stroke-width="1.5"';

/** A woven front and side, shaded. */
export function boxWalls(f: MaterialFills, w: number, h: number, depth: number, y = 0): string {
  const { front, side } = boxFaces(w, h, depth, y);
  return (
    `<path d="${front}" fill="${f.weave}"/><path d="${front}" fill="url(#shade-drop)"/>` +
    `<path d="${side}" fill="${f.side}"/><path d="${side}" fill="#1e1206" opacity="0.3"/><path d="${side}" fill="url(#shade-drop)"/>` +
    `<path d="${front}" ${OUTLINE}/><path d="${side}" ${OUTLINE}/>`
  );
}

/** A lid sitting on a box, slightly larger than it; returns its drawing and the y of its top front edge. */
export function boxLid(f: MaterialFills, w: number, h: number, depth: number): { svg: string; top: number } {
  const { x0, x1, dx, dy } = boxFaces(w, h, depth);
  const lh = Math.max(30, h * 0.16);
  const lx0 = x0 - 8;
  const lx1 = x1 + 6;
  const base = -h + 4;
  const front = `M${n(lx0)} ${n(base - lh)}H${n(lx1)}V${n(base)}H${n(lx0)}Z`;
  const side = `M${n(lx1)} ${n(base)}L${n(lx1 + dx + 4)} ${n(base + dy - 2)}V${n(base + dy - 2 - lh)}L${n(lx1)} ${n(base - lh)}Z`;
  const top = `M${n(lx0)} ${n(base - lh)}H${n(lx1)}L${n(lx1 + dx + 4)} ${n(base - lh + dy - 2)}H${n(lx0 + dx + 4)}Z`;
  const svg =
    `<path d="M${n(x0)} ${n(-h + 6)}H${n(x1)}L${n(x1 + dx)} ${n(dy - h + 6)}" stroke="#1e1206" stroke-opacity="0.35" stroke-width="10" fill="none"/>` +
    `<path d="${top}" fill="${f.top}"/><path d="${top}" fill="#fff" opacity="0.12"/>` +
    `<path d="${front}" fill="${f.rim}"/><path d="${front}" fill="url(#shade-drop)"/>` +
    `<path d="${side}" fill="${f.rim}"/><path d="${side}" fill="#1e1206" opacity="0.32"/>` +
    `<path d="${top}" ${OUTLINE}/><path d="${front}" ${OUTLINE}/>`;
  return { svg, top: base - lh };
}

/** The open top: the inside in shadow and a rope rim around it. */
function openTop(f: MaterialFills, w: number, h: number, depth: number): string {
  const { top } = boxFaces(w, h, depth);
  return `<path d="${top}" fill="${f.top}"/><path d="${top}" fill="url(#inside)"/>`;
}

function rimOf(f: MaterialFills, w: number, h: number, depth: number): string {
  const { top } = boxFaces(w, h, depth);
  return `<path d="${top}" fill="none" stroke="${f.rim}" stroke-width="12" stroke-linejoin="round"/>`;
}

/** A cotton liner filling the opening and folded over the front edge. */
function boxLiner(w: number, h: number, depth: number, x0: number, x1: number): string {
  const { dx, dy } = boxFaces(w, h, depth);
  const inside = `M${n(x0 + 8)} ${n(-h - 4)}H${n(x1 - 6)}L${n(x1 + dx - 10)} ${n(-h + dy + 4)}H${n(x0 + dx)}Z`;
  const drop = Math.min(46, h * 0.16);
  const fold = `M${n(x0 - 4)} ${n(-h - 6)}H${n(x1 + 4)}V${n(-h + drop)}Q${n((x0 + x1) / 2)} ${n(-h + drop * 1.5)} ${n(x0 - 4)} ${n(-h + drop)}Z`;
  return (
    `<path d="${inside}" fill="#efe7da"/><path d="${inside}" fill="url(#inside)" opacity="0.35"/>` +
    `<path d="M${n(x0 + 30)} ${n(-h - 2)}Q${n(x0 + dx * 0.5)} ${n(-h + dy * 0.4)} ${n(x0 + dx * 0.6 + 40)} ${n(-h + dy * 0.8)}" stroke="#d4c8b2" stroke-width="4" fill="none"/>` +
    `<path d="${fold}" fill="#efe7da" stroke="#cfc3ae" stroke-width="2"/><path d="${fold}" fill="url(#shade-drop)"/>`
  );
}

/** A box of `w x h x depth` with its options; y = 0 is the front bottom edge, x = 0 the middle of the drawing. */
export function box(f: MaterialFills, w: number, h: number, depth: number, o: BoxOptions = {}): ShapeDrawing {
  const { dx, dy, x0, x1, top } = boxFaces(w, h, depth);
  let svg = '';
  const compartments = o.compartments ?? 1;
  if (!o.lid && !o.slot) svg += openTop(f, w, h, depth);
  if (o.liner && !o.lid) {
    const part = w / compartments;
    for (let i = 0; i < compartments; i++) svg += boxLiner(part - 8, h, depth, x0 + i * part + 4, x0 + (i + 1) * part - 4);
  }
  if (o.divider) svg += deskContents(x0, x1, dx, dy, h);
  svg += boxWalls(f, w, h, depth);
  if (o.liner && !o.lid) {
    // The liners' folds hang over the front again, in front of the wall.
    const part = w / compartments;
    for (let i = 0; i < compartments; i++) {
      const a = x0 + i * part + 2;
      const b = x0 + (i + 1) * part - 2;
      const drop = Math.min(46, h * 0.16);
      const fold = `M${n(a)} ${n(-h - 4)}H${n(b)}V${n(-h + drop)}Q${n((a + b) / 2)} ${n(-h + drop * 1.6)} ${n(a)} ${n(-h + drop)}Z`;
      svg += `<path d="${fold}" fill="#efe7da" stroke="#cfc3ae" stroke-width="2"/><path d="${fold}" fill="url(#shade-drop)"/>`;
    }
  }
  if (compartments > 1) {
    for (let i = 1; i < compartments; i++) {
      const x = x0 + (i * w) / compartments;
      svg += `<path d="M${n(x)} ${n(-h)}V0" stroke="${f.rim}" stroke-width="12"/>`;
      svg += `<path d="M${n(x)} ${n(-h)}L${n(x + dx)} ${n(-h + dy)}" stroke="${f.rim}" stroke-width="8"/>`;
    }
  }
  if (o.posts !== false) {
    svg += `<path d="M${n(x1)} ${n(-h)}V0" stroke="${f.rim}" stroke-width="9"/>`;
    svg += `<path d="M${n(x0)} ${n(-h)}V0" stroke="${f.rim}" stroke-width="9"/>`;
  }
  const gx = x1 + dx / 2;
  const gy = dy / 2 - h * 0.72;
  if (o.grips === 'rope') {
    svg += ropeHandle(
      `M${n(gx - 22)} ${n(gy + 8)}C${n(gx - 18)} ${n(gy - 26)} ${n(gx + 22)} ${n(gy - 46)} ${n(gx + 24)} ${n(gy - 14)}`,
      f,
      8,
    );
  } else if (o.grips === 'cut-out') {
    // An opening through the end wall, drawn along the side face's slant: a rim of rope round the dark inside.
    const slot = `M${n(gx - 34)} ${n(gy + 16)}L${n(gx + 34)} ${n(gy - 21)}`;
    svg += `<path d="${slot}" stroke="${f.rim}" stroke-width="34" stroke-linecap="round"/>`;
    svg += `<path d="${slot}" stroke="#1b1007" stroke-width="20" stroke-linecap="round"/>`;
  }
  if (o.lid) {
    const lid = boxLid(f, w, h, depth);
    svg += lid.svg;
    return { svg, width: w + dx + 16, height: -lid.top - dy + 4, placement: 'floor', stackOn: { x: dx * 0.32, y: lid.top + dy * 0.3 } };
  }
  if (o.slot) {
    const cx = x0 + w / 2 + dx / 2;
    const cy = -h + dy / 2;
    svg +=
      `<path d="${top}" fill="${f.top}"/><path d="${top}" fill="#fff" opacity="0.1"/>` +
      `<path d="${top}" fill="none" stroke="${f.rim}" stroke-width="12" stroke-linejoin="round"/>` +
      ellipse(cx, cy, w * 0.22, -dy * 0.16, `fill="${f.look.gap}"`) +
      ellipse(cx, cy + 2, w * 0.2, -dy * 0.12, 'fill="#1e1206" opacity="0.5"') +
      `<path d="M${n(cx - 40)} ${n(cy)}C${n(cx - 60)} ${n(cy - 70)} ${n(cx - 10)} ${n(cy - 120)} ${n(cx + 10)} ${n(cy - 150)}C${n(cx + 20)} ${n(cy - 110)} ${n(cx + 60)} ${n(cy - 60)} ${n(cx + 40)} ${n(cy)}Z" fill="#fbfaf7" stroke="#ddd6ca" stroke-width="2"/>` +
      `<path d="M${n(cx - 6)} ${n(cy - 20)}C${n(cx - 10)} ${n(cy - 70)} ${n(cx)} ${n(cy - 110)} ${n(cx + 10)} ${n(cy - 140)}" stroke="#e7e1d6" stroke-width="3" fill="none"/>`;
    return { svg, width: w + dx, height: h - dy + 160, placement: 'floor' };
  }
  svg += rimOf(f, w, h, depth);
  return { svg, width: w + dx, height: h - dy + 8, placement: 'floor' };
}

/** Pens, pencils and a notebook behind a divider across the box. */
function deskContents(x0: number, x1: number, dx: number, dy: number, h: number): string {
  const midX = (x0 + x1) / 2;
  const colours = ['#2f4858', '#b5452b', '#e3b23c', '#3d6f8e', '#5f8a4a'];
  let pens = '';
  colours.forEach((color, i) => {
    const x = x0 + 40 + i * 22 + dx * 0.3;
    const lean = (i - 2) * 9;
    pens += `<path d="M${n(x)} ${n(-h + dy * 0.3)}l${n(lean)} -120" stroke="${color}" stroke-width="11" stroke-linecap="round"/>`;
    pens += `<path d="M${n(x + lean)} ${n(-h + dy * 0.3 - 120)}l${n(lean * 0.15)} -14" stroke="#e9d9b8" stroke-width="8" stroke-linecap="round"/>`;
  });
  const book = `<path d="M${n(midX + 30 + dx * 0.2)} ${n(-h + dy * 0.3)}l10 -150h110l-6 150Z" fill="#b5452b"/><path d="M${n(midX + 40 + dx * 0.2)} ${n(-h + dy * 0.3 - 8)}l8 -134h8l-8 134Z" fill="#f4efe4" opacity="0.8"/>`;
  const divider = `<path d="M${n(midX)} ${n(-h)}L${n(midX + dx)} ${n(-h + dy)}" stroke="#1e1206" stroke-opacity="0.35" stroke-width="14"/>`;
  return pens + book + divider;
}

export function storageBox(spec: Extract<ShapeSpec, { kind: 'box' }>, f: MaterialFills): ShapeDrawing {
  const common: BoxOptions = {
    lid: spec.lid,
    grips: spec.handles === 'grips' ? 'rope' : undefined,
    liner: spec.liner,
    compartments: spec.compartments,
    divider: spec.divider,
    slot: spec.slot,
  };
  const tall = spec.proportion === 'tall';
  // A square top reads as square when its depth is drawn at about two thirds of its width.
  if (spec.outline === 'square') return tall ? box(f, 260, 400, 170, common) : box(f, 290, 280, 190, common);
  switch (spec.proportion) {
    case 'tall':
      return box(f, 380, 400, 200, common);
    case 'low':
      return box(f, 480, 120, 300, common);
    case 'deep':
      return box(f, 360, 250, 320, common);
    case 'small':
      return spec.slot ? box(f, 320, 130, 150, { ...common, posts: false }) : box(f, 330, 130, 210, common);
    default:
      return box(f, 330, 220, 210, common);
  }
}

/** A rectangular basket: an open box without corner posts, with grips cut through its ends. */
export function rectangularBasket(spec: Extract<ShapeSpec, { kind: 'basket' }>, f: MaterialFills): ShapeDrawing {
  return box(f, 340, 210, 260, { grips: spec.handles === 'grips' ? 'cut-out' : undefined, lid: spec.lid, liner: spec.liner, posts: false });
}
