import { MINIMUM_ORDER_PER_COLOUR } from './inquiries';

// How full a shipping container an order would make, from each product's export carton: the buyer's estimate in the
// quote basket and on /order, and the sales team's in the quote builder, from the same arithmetic. An estimate, not a
// loading plan: cartons are counted per colour (a carton holds one colour), their volumes added, and the sum set
// against what a container holds once cartons are stacked in it.

/**
 * The containers quoted, with their nominal inside volume and the payload a loaded box may carry (ISO 668 boxes as
 * the main lines publish them). Woven goods fill a container's volume long before its weight, but a heavy order
 * (furniture with steel frames) is checked by weight too.
 */
export const CONTAINERS = [
  { key: '20gp', label: "20' GP", nominalM3: 33.2, payloadKg: 28_200 },
  { key: '40gp', label: "40' GP", nominalM3: 67.7, payloadKg: 26_700 },
  { key: '40hq', label: "40' HQ", nominalM3: 76.3, payloadKg: 26_500 },
] as const;

export type ContainerKey = (typeof CONTAINERS)[number]['key'];

/**
 * The share of a container's nominal volume that cartons cannot use: the gaps between stacks of cartons of
 * different sizes, the last row that does not reach the doors and the room to load by hand. Forwarders quote 10–15 %
 * for mixed cartons loaded on the floor; 12 % is the middle of that, so a 40' HQ takes about 67 m³ of cartons.
 */
export const PACKING_ALLOWANCE = 0.12;

export const usableM3 = (container: (typeof CONTAINERS)[number]) => container.nominalM3 * (1 - PACKING_ALLOWANCE);

/** What a product's editor keeps about its export carton; any missing value means "estimate on request". */
export interface CartonData {
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  grossKg: number | null;
  piecesPerCarton: number | null;
}

export interface EstimateLine {
  name: string;
  carton: CartonData | null;
  colours: { colour: string; quantity: number }[];
}

export interface LineEstimate {
  name: string;
  pieces: number;
  /** Null when the product has no packing data: its share is estimated on request. */
  cartons: number | null;
  volumeM3: number | null;
  grossKg: number | null;
  /** Colours asked for in fewer pieces than the minimum order. */
  belowMinimum: string[];
}

export interface ContainerFill {
  key: ContainerKey;
  label: string;
  /** How full the containers would be, of one (0.5 = half full); above 1, more than one container. */
  share: number;
  /** How many of these containers the order takes. */
  containers: number;
  /** What fills the container first: the cartons' volume, or (a heavy order) their weight. */
  limitedBy: 'volume' | 'weight';
}

export interface ContainerEstimate {
  lines: LineEstimate[];
  cartons: number;
  volumeM3: number;
  grossKg: number;
  fills: ContainerFill[];
  /** Products whose packing data is missing: not counted above. */
  onRequest: string[];
  /** Pieces of one product that would fill the last 40' HQ the order starts, or null when nothing can be said. */
  toFill: { name: string; pieces: number } | null;
}

/** A carton's outside volume in m³ (CBM), from its dimensions in cm: what a forwarder charges and a container holds. */
export const cartonVolumeM3 = (carton: { lengthCm: number; widthCm: number; heightCm: number }) =>
  (carton.lengthCm * carton.widthCm * carton.heightCm) / 1_000_000;

/** The product's carton when everything the estimate needs is known, else null. */
export function knownCarton(carton: CartonData | null): Required<{ [K in keyof CartonData]: number }> | null {
  if (!carton) return null;
  const { lengthCm, widthCm, heightCm, grossKg, piecesPerCarton } = carton;
  if (![lengthCm, widthCm, heightCm, grossKg, piecesPerCarton].every((value) => typeof value === 'number' && value > 0)) return null;
  return { lengthCm: lengthCm!, widthCm: widthCm!, heightCm: heightCm!, grossKg: grossKg!, piecesPerCarton: piecesPerCarton! };
}

export function estimateContainers(lines: EstimateLine[]): ContainerEstimate {
  const cartonsOf = lines.map((line) => knownCarton(line.carton));
  const estimated = lines.map((line, index): LineEstimate => {
    const colours = line.colours.filter((entry) => entry.quantity > 0);
    const pieces = colours.reduce((sum, entry) => sum + entry.quantity, 0);
    const belowMinimum = colours.filter((entry) => entry.quantity < MINIMUM_ORDER_PER_COLOUR).map((entry) => entry.colour);
    const carton = cartonsOf[index];
    if (!carton) return { name: line.name, pieces, cartons: null, volumeM3: null, grossKg: null, belowMinimum };
    // A carton holds one colour: each colour's pieces fill their own cartons.
    const cartons = colours.reduce((sum, entry) => sum + Math.ceil(entry.quantity / carton.piecesPerCarton), 0);
    return {
      name: line.name,
      pieces,
      cartons,
      volumeM3: cartons * cartonVolumeM3(carton),
      grossKg: cartons * carton.grossKg,
      belowMinimum,
    };
  });
  const counted = estimated.filter((line) => line.cartons !== null);
  const cartons = counted.reduce((sum, line) => sum + line.cartons!, 0);
  const volumeM3 = counted.reduce((sum, line) => sum + line.volumeM3!, 0);
  const grossKg = counted.reduce((sum, line) => sum + line.grossKg!, 0);
  const fills = CONTAINERS.map((container): ContainerFill => {
    const byVolume = volumeM3 / usableM3(container);
    const byWeight = grossKg / container.payloadKg;
    const share = Math.max(byVolume, byWeight);
    return {
      key: container.key,
      label: container.label,
      share,
      containers: Math.max(1, Math.ceil(share - 1e-9)),
      limitedBy: byWeight > byVolume ? 'weight' : 'volume',
    };
  });
  return {
    lines: estimated,
    cartons,
    volumeM3,
    grossKg,
    fills,
    onRequest: estimated.filter((line) => line.cartons === null).map((line) => line.name),
    toFill: toFillLastHighCube(
      lines.map((line, index) => ({ name: line.name, carton: cartonsOf[index]! })).find((line) => line.carton),
      volumeM3,
      grossKg,
    ),
  };
}

/**
 * How many more pieces of the first product with packing data would fill the last 40' HQ the order starts (by
 * volume, and not past its payload): whole cartons, as pieces. Null when the order is empty of counted cartons or
 * the last container is full.
 */
function toFillLastHighCube(
  first: { name: string; carton: ReturnType<typeof knownCarton> } | undefined,
  volumeM3: number,
  grossKg: number,
): ContainerEstimate['toFill'] {
  const highCube = CONTAINERS.find((container) => container.key === '40hq')!;
  if (!first?.carton || volumeM3 <= 0) return null;
  const carton = first.carton;
  const containers = Math.max(1, Math.ceil(volumeM3 / usableM3(highCube) - 1e-9));
  const roomM3 = containers * usableM3(highCube) - volumeM3;
  const roomKg = containers * highCube.payloadKg - grossKg;
  const cartons = Math.floor(Math.min(roomM3 / cartonVolumeM3(carton), roomKg / carton.grossKg));
  return cartons > 0 ? { name: first.name, pieces: cartons * carton.piecesPerCarton } : null;
}
