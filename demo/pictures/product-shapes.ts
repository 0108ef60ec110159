// Draws what a ShapeSpec describes, and paints it into a picture. Each drawing uses local coordinates: x is centred
// on 0 and the product stands on y = 0 (negative y goes up), about 300 to 600 units tall. A set of graded pieces
// ("Set of 3") is laid out here: each piece is painted at its own scale, so its texture stays on whole pixels.

import { GRADED_SET_KINDS, type ShapeSpec } from './shape-spec';
import { materialFills, paintScale, placed, type MaterialFills, type ShapeDrawing } from './shape-parts';
import type { MaterialLook } from './ranges';
import { softShadow } from './svg-kit';
import { bag } from './shapes/bags';
import { rectangularBasket, storageBox } from './shapes/boxes';
import { angel, baubles, reindeer, star, trees, wreath } from './shapes/christmas';
import { bench, footstool, loungeChair, ottoman, pouf, sideTable } from './shapes/furniture';
import { lampShade } from './shapes/lamps';
import { catCave, petBed } from './shapes/pet-beds';
import { coasters, placemat, runner, tray } from './shapes/tableware';
import { basket, planter } from './shapes/vessels';
import { pictureFrame, sunburstMirror, vaseCover, wallBasket, wallHanging, wallPlates } from './shapes/wall-decor';

/** One piece of the product (one of a set) in one material. */
export function drawShape(spec: ShapeSpec, f: MaterialFills): ShapeDrawing {
  switch (spec.kind) {
    case 'basket':
      return spec.outline === 'rectangular' ? rectangularBasket(spec, f) : basket(spec, f);
    case 'box':
      return storageBox(spec, f);
    case 'planter':
      return planter(spec, f);
    case 'lamp-shade':
      return lampShade(spec, f);
    case 'tray':
      return tray(spec, f);
    case 'bag':
      return bag(spec, f);
    case 'placemat':
      return placemat(spec, f);
    case 'coasters':
      return coasters(spec, f);
    case 'runner':
      return runner(f);
    case 'wall-plates':
      return wallPlates(spec, f);
    case 'mirror':
      return sunburstMirror(f);
    case 'wall-basket':
      return wallBasket(f);
    case 'vase-cover':
      return vaseCover(f);
    case 'wall-hanging':
      return wallHanging(f);
    case 'frame':
      return pictureFrame(f);
    case 'pouf':
      return pouf(f);
    case 'footstool':
      return footstool(f);
    case 'table':
      return sideTable(f);
    case 'ottoman':
      return ottoman(spec, f);
    case 'bench':
      return bench(f);
    case 'chair':
      return loungeChair(spec, f);
    case 'pet-bed':
      return petBed(spec, f);
    case 'cat-cave':
      return catCave(f);
    case 'tree':
      return trees(spec, f);
    case 'star':
      return star(f);
    case 'reindeer':
      return reindeer(f);
    case 'baubles':
      return baubles(spec, f);
    case 'wreath':
      return wreath(f);
    case 'angel':
      return angel(f);
  }
}

/** Where one piece of a set goes, relative to the set's origin, in units of the largest piece. */
interface SetPiece {
  dx: number;
  dy: number;
  scale: number;
}

/** How many graded pieces the picture shows: a set's count, or one. */
function piecesOf(spec: ShapeSpec): number {
  return GRADED_SET_KINDS.includes(spec.kind) && 'count' in spec && spec.count ? spec.count : 1;
}

const GRADES: Record<number, number[]> = { 1: [1], 2: [1, 0.78], 3: [1, 0.8, 0.63], 4: [1, 0.82, 0.67, 0.55] };

/** Lays out graded pieces: stacked when a piece has a top to stand on, side by side otherwise. */
function arrange(drawing: ShapeDrawing, count: number): { pieces: SetPiece[]; width: number; height: number } {
  const scales = GRADES[count] ?? Array.from({ length: count }, (_, i) => 0.82 ** i);
  let pieces: SetPiece[];
  if (count > 1 && drawing.stackOn) {
    let x = 0;
    let y = 0;
    pieces = scales.map((scale) => {
      const piece = { dx: x, dy: y, scale };
      x += drawing.stackOn!.x * scale;
      y += drawing.stackOn!.y * scale;
      return piece;
    });
  } else {
    const hanging = drawing.placement === 'hanging';
    // Side by side, overlapping a little, each smaller piece a step nearer (lower) than the one before it.
    const step = hanging ? 0 : 26;
    let x = 0;
    pieces = scales.map((scale, i) => {
      if (i > 0) x += (drawing.width / 2) * (scales[i - 1]! + scale) * (hanging ? 1.04 : 0.9);
      return { dx: x, dy: hanging ? -i * drawing.height * 0.35 : -(count - 1 - i) * step, scale };
    });
  }
  const left = Math.min(...pieces.map((p) => p.dx - (drawing.width / 2) * p.scale));
  const right = Math.max(...pieces.map((p) => p.dx + (drawing.width / 2) * p.scale));
  const shift = (left + right) / 2;
  pieces = pieces.map((p) => ({ ...p, dx: p.dx - shift }));
  const height = Math.max(...pieces.map((p) => drawing.height * p.scale - p.dy));
  return { pieces, width: right - left, height };
}

/** A product ready to paint: its extent in drawing units and a painter for any position and scale. */
export interface PaintableShape {
  width: number;
  height: number;
  placement: ShapeDrawing['placement'];
  /** Paints it with its origin at (x, y) and `scale` pixels per unit; ids start with `prefix`. */
  paint(prefix: string, x: number, y: number, scale: number, options?: { shadow?: boolean }): { defs: string; svg: string };
}

export function paintable(spec: ShapeSpec, look: MaterialLook): PaintableShape {
  const drawing = drawShape(spec, materialFills('measure', look).fills);
  const { pieces, width, height } = arrange(drawing, piecesOf(spec));
  return {
    width,
    height,
    placement: drawing.placement,
    paint(prefix, x, y, scale, options = {}) {
      let defs = '';
      let shadows = '';
      let svg = '';
      pieces.forEach((piece, i) => {
        const s = paintScale(scale * piece.scale);
        const { defs: pieceDefs, fills } = materialFills(pieces.length > 1 ? `${prefix}${i}` : prefix, look, s);
        const px = x + piece.dx * scale;
        const py = y + piece.dy * scale;
        defs += pieceDefs;
        // Shadows on the floor go under every piece, so a nearer piece's shadow never darkens the one behind.
        if (options.shadow && drawing.placement === 'floor' && (i === 0 || !drawing.stackOn)) {
          shadows += softShadow(px, py, (drawing.width / 2) * s * 1.1, 30 * s, 'soft-shadow');
          shadows += softShadow(px, py - 2, (drawing.width / 2) * s * 0.85, 10 * s, 'soft-shadow');
        }
        svg += placed(drawShape(spec, fills).svg, px, py, s);
      });
      return { defs, svg: shadows + svg };
    },
  };
}
