// The export carton of each demo product, worked out from its line's size and packing words ("D45 x H40 cm",
// "nested sets of 3, 6 sets per carton"), so that every demo product has the packing data a sales person would
// enter and the container estimate has something to estimate. Rough on purpose: a woven piece's bounding box, the
// pieces stood side by side (or nested into one another when the packing says so), 2 cm of room each way, and a
// weight from the surfaces of woven fibre and of the carton's board.

export interface CartonPacking {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  grossKg: number;
  /** The pieces alone: the woven fibre, without the carton's board. */
  netKg: number;
  /** What one order line counts: a piece, or a set where the line is a set. */
  piecesPerCarton: number;
  note: string;
}

interface Box {
  l: number;
  w: number;
  h: number;
}

/** Woven fibre, about 0.8 kg per square metre of wall; the carton's double-wall board about 0.6. */
const FIBRE_KG_PER_CM2 = 0.00008;
const BOARD_KG_PER_CM2 = 0.00006;
/** How much of a piece's height one more piece nested into it (or stacked on it) adds. */
const NESTED_STEP = 0.15;
const STACKED_STEP = 0.5;
/** How high a carton is packed before another one is cheaper to handle. */
const MAX_CARTON_HEIGHT_CM = 90;
const ROOM_CM = 2;

const surface = ({ l, w, h }: Box) => 2 * (l * w + l * h + w * h);
/** The woven wall of a piece: both faces of a flat one count once, as it is one layer. */
const fibreArea = (box: Box) => (box.h <= 2 ? box.l * box.w : surface(box));

/**
 * The bounding box of the first (largest) piece the size names. L, W and H as given; D is a round piece's width
 * (and its height, for a bauble); a piece without a height is flat, one without a footprint a cone.
 */
export function pieceOf(size: string, name = ''): Box {
  const first = size.split(/[/,]/)[0]!;
  const dimension = (letter: string) => {
    const match = new RegExp(`\\b${letter}(\\d+(?:\\.\\d+)?)`).exec(first);
    return match ? Number(match[1]) : undefined;
  };
  const [L, W, D, H] = ['L', 'W', 'D', 'H'].map(dimension);
  const box = (a: number, b: number, h: number): Box => ({ l: Math.max(a, b), w: Math.min(a, b), h });
  if (L !== undefined && W !== undefined) return box(L, W, H ?? 2);
  if (D !== undefined && W !== undefined) return H !== undefined ? box(W, D, H) : box(D, W, D);
  if (D !== undefined) return box(D, D, H ?? (/Bauble/.test(name) ? D : 2));
  if (W !== undefined && H !== undefined) return box(H, W, 2);
  const height = H ?? 10;
  return box(height * 0.6, height * 0.6, height);
}

/** `count` boxes in a carton: in layers up to the carton's height, each layer as square as the boxes make. */
function sideBySide(piece: Box, count: number): Box {
  const layers = Math.max(1, Math.min(count, Math.floor(MAX_CARTON_HEIGHT_CM / piece.h)));
  const perLayer = Math.ceil(count / layers);
  const across = Math.ceil(Math.sqrt(perLayer));
  const along = Math.ceil(perLayer / across);
  return { l: piece.l * across, w: piece.w * along, h: piece.h * Math.ceil(count / perLayer) };
}

export function cartonOf({ name, size, packing }: { name: string; size: string; packing: string }): CartonPacking {
  const largest = pieceOf(size, name);
  const count = Number(/(\d+) (?:pieces?|sets?) per carton/.exec(packing)?.[1] ?? 1);
  const setOf = Number(/sets of (\d+)/.exec(packing)?.[1] ?? /^Set of (\d+)/.exec(name)?.[1] ?? 1);
  const fibreKg = fibreArea(largest) * FIBRE_KG_PER_CM2 * setOf * count;

  // What is packed: one piece, or a set, nested (a little taller than its largest piece) or laid on one another.
  let unit = { ...largest, h: largest.h * (1 + (/nested sets/.test(packing) ? NESTED_STEP : 1) * (setOf - 1)) };
  if (/rolled/.test(packing)) unit = { l: largest.w, w: 8, h: 8 };

  let inner: Box;
  if (/nested|stacked/.test(packing) && !/nested sets/.test(packing)) {
    // One column of pieces in one another, split in several side by side when it would be too high.
    const step = /nested/.test(packing) ? NESTED_STEP : STACKED_STEP;
    const columns = Math.ceil((unit.h * (1 + step * (count - 1))) / MAX_CARTON_HEIGHT_CM);
    const perColumn = Math.ceil(count / columns);
    inner = sideBySide({ ...unit, h: unit.h * (1 + step * (perColumn - 1)) }, columns);
  } else {
    inner = sideBySide(unit, count);
  }
  const carton = { l: Math.ceil(inner.l + ROOM_CM), w: Math.ceil(inner.w + ROOM_CM), h: Math.ceil(inner.h + ROOM_CM) };
  const grossKg = Math.round(Math.max(0.5, fibreKg + surface(carton) * BOARD_KG_PER_CM2) * 10) / 10;
  return {
    lengthCm: Math.max(carton.l, carton.w),
    widthCm: Math.min(carton.l, carton.w),
    heightCm: carton.h,
    grossKg,
    netKg: Math.min(grossKg, Math.max(0.1, Math.round(fibreKg * 10) / 10)),
    piecesPerCarton: count,
    note: packing.charAt(0).toUpperCase() + packing.slice(1),
  };
}
