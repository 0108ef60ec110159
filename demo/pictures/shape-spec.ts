// What a product's picture shows: the kind of object and the options its name implies (a lid, handles, a set of
// three, tall or low...). Every product line of the demo catalogue declares one, and product-shapes.ts draws it.

export type Outline = 'round' | 'oval' | 'rectangular' | 'square';

/** Cut-out grips are openings in the wall; side handles are loops on it; a top handle arches over the opening. */
export type BasketHandles = 'side' | 'top' | 'grips';

export type BagHandles = 'leather' | 'rope' | 'strap';

export type TrayContents = 'vase' | 'fruit' | 'perfume' | 'books' | 'candles';

export type ShapeSpec =
  | {
      kind: 'basket';
      outline: 'round' | 'oval' | 'rectangular';
      proportion?: 'tall' | 'low' | 'small';
      /** Wider in the middle than at the rim. */
      belly?: boolean;
      handles?: BasketHandles;
      lid?: boolean;
      /** A cotton liner folded over the rim. */
      liner?: boolean;
      /** Leather straps and a toggle closing the lid. */
      straps?: boolean;
      contents?: 'toys';
      /** Graded sizes, drawn side by side. */
      count?: number;
    }
  | {
      kind: 'box';
      outline: 'rectangular' | 'square';
      proportion?: 'tall' | 'low' | 'small' | 'deep';
      lid?: boolean;
      handles?: 'grips';
      liner?: boolean;
      /** A divider across the inside, with pens and a notebook in it. */
      divider?: boolean;
      /** A closed top with a slot, and a tissue drawn out of it. */
      slot?: boolean;
      /** Side-by-side compartments, each with its own liner. */
      compartments?: number;
      /** Graded sizes, stacked when they have lids. */
      count?: number;
    }
  | {
      kind: 'planter';
      outline: 'round';
      proportion?: 'tall' | 'small';
      belly?: boolean;
      handles?: 'side';
      /** Hung from a rope, with trailing leaves. */
      hanging?: boolean;
      count?: number;
    }
  | {
      kind: 'lamp-shade';
      profile: 'dome' | 'bell' | 'cone' | 'drum' | 'disc';
      proportion?: 'large';
      /** A pendant hangs from its cord; a table-lamp shade sits on a lamp base. */
      mount: 'pendant' | 'table-lamp';
      count?: number;
    }
  | {
      kind: 'tray';
      outline: Outline;
      proportion?: 'small' | 'large';
      handles?: 'grips';
      /** Upright sides stand higher than the low rim of a serving tray. */
      sides?: 'low' | 'upright';
      contents: TrayContents;
      count?: number;
    }
  | {
      kind: 'bag';
      form: 'tote' | 'round' | 'beach' | 'crossbody' | 'shopper' | 'clutch';
      proportion?: 'small';
      handles?: BagHandles;
      liner?: boolean;
      closure?: 'button';
    }
  | { kind: 'placemat'; outline: 'round' | 'oval'; charger?: boolean; holder?: boolean; count?: number }
  | { kind: 'coasters'; count: number }
  | { kind: 'runner' }
  | { kind: 'wall-plates'; count: number }
  | { kind: 'mirror' }
  | { kind: 'wall-basket'; outline: 'round' }
  | { kind: 'vase-cover'; glass: true }
  | { kind: 'wall-hanging' }
  | { kind: 'frame' }
  | { kind: 'pouf'; outline: 'round' }
  | { kind: 'footstool'; legs: true }
  | { kind: 'table' }
  | { kind: 'ottoman'; outline: 'square'; tray?: boolean }
  | { kind: 'bench'; legs: true }
  | { kind: 'chair'; cushion?: boolean; legs: true }
  | {
      kind: 'pet-bed';
      outline: 'oval' | 'round' | 'rectangular';
      proportion?: 'large';
      cushion?: boolean;
      legs?: boolean;
      lowFront?: boolean;
    }
  | { kind: 'cat-cave' }
  | { kind: 'tree'; count: number }
  | { kind: 'star' }
  | { kind: 'reindeer' }
  | { kind: 'baubles'; count: number }
  | { kind: 'wreath' }
  | { kind: 'angel' };

export type ShapeKind = ShapeSpec['kind'];

/** Kinds whose `count` is a set of the same piece in graded sizes, laid out by the picture (not by the drawing). */
export const GRADED_SET_KINDS: readonly ShapeKind[] = ['basket', 'box', 'planter', 'lamp-shade', 'tray'];
