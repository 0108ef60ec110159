// The products that furnish the slides and the company's pictures (workshop, quality checks, rooms).

import type { ShapeSpec } from './shape-spec';

export const SCENE_SHAPES = {
  bellyBasket: { kind: 'basket', outline: 'round', belly: true, handles: 'side' },
  marketBasket: { kind: 'basket', outline: 'round', handles: 'top' },
  lidBox: { kind: 'box', outline: 'rectangular', lid: true, handles: 'grips' },
  openBox: { kind: 'box', outline: 'rectangular', handles: 'grips' },
  domeShade: { kind: 'lamp-shade', profile: 'dome', mount: 'pendant' },
  bellShade: { kind: 'lamp-shade', profile: 'bell', mount: 'pendant' },
  roundTray: { kind: 'tray', outline: 'round', handles: 'grips', contents: 'vase' },
  tallPlanter: { kind: 'planter', outline: 'round', proportion: 'tall' },
  planter: { kind: 'planter', outline: 'round' },
  hamper: { kind: 'basket', outline: 'round', proportion: 'tall', lid: true, handles: 'grips' },
  placemat: { kind: 'placemat', outline: 'round' },
  wallPlates: { kind: 'wall-plates', count: 3 },
  mirror: { kind: 'mirror' },
  pouf: { kind: 'pouf', outline: 'round' },
  petBed: { kind: 'pet-bed', outline: 'oval', cushion: true },
  trees: { kind: 'tree', count: 3 },
  tote: { kind: 'bag', form: 'tote', handles: 'leather' },
} as const satisfies Record<string, ShapeSpec>;
