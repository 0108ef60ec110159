import type { ShapeKind, ShapeSpec } from '../pictures/shape-spec';
import { CATEGORIES, type ProductLine } from './categories';

// Each product line declares the drawing of its pictures; these rules read the line's name (and summary) the way
// a buyer would and say what the picture must then show, so a new line cannot contradict its own picture.

const LINES = CATEGORIES.flatMap((category) => category.lines.map((line) => [line.name, line] as const));

/** Every option a shape may have, read the same way whatever its kind. */
const option = (shape: ShapeSpec, name: string): unknown => (shape as Record<string, unknown>)[name];

/** The object a name speaks of, first match wins: more specific words before the general ones. */
const KIND_BY_NAME: [RegExp, ShapeKind[]][] = [
  [/\bShades?\b/, ['lamp-shade']],
  [/\bTrays?\b/, ['tray']],
  [/\bRunner\b/, ['runner']],
  [/\bCoasters\b/, ['coasters']],
  [/\bPlacemats?\b|\bCharger Mat\b/, ['placemat']],
  [/\bWall Decor Plates\b/, ['wall-plates']],
  [/\bMirror\b/, ['mirror']],
  [/\bWall Basket\b/, ['wall-basket']],
  [/\bVase Cover\b/, ['vase-cover']],
  [/\bWall Hanging\b/, ['wall-hanging']],
  [/\bPicture Frame\b/, ['frame']],
  [/\bPouf\b/, ['pouf']],
  [/\bFootstool\b/, ['footstool']],
  [/\bSide Table\b/, ['table']],
  [/\bOttoman\b/, ['ottoman']],
  [/\bBench\b/, ['bench']],
  [/\bChair\b/, ['chair']],
  [/\bCat Cave\b/, ['cat-cave']],
  [/\bPet Bed\b|\bDog Bed\b|\bDog Basket\b/, ['pet-bed']],
  [/\bChristmas Trees?\b/, ['tree']],
  [/\bStar\b/, ['star']],
  [/\bReindeer\b/, ['reindeer']],
  [/\bBauble/, ['baubles']],
  [/\bWreath\b/, ['wreath']],
  [/\bAngel\b/, ['angel']],
  [/\bPlanters?\b|\bPot Cover\b|\bPlanter Baskets\b/, ['planter']],
  [/\bBag\b/, ['bag']],
  [/\bHamper\b/, ['basket', 'box']],
  [/\bBox\b|\bBoxes\b|\bSorter\b/, ['box']],
  [/\bBaskets?\b/, ['basket']],
];

/** Words of a name and the option each one requires. */
const OPTION_BY_WORD: [RegExp, string, (value: unknown, shape: ShapeSpec) => boolean][] = [
  [/\bRound\b/, 'outline', (v, s) => v === 'round' || option(s, 'form') === 'round'],
  [/\bOval\b/, 'outline', (v) => v === 'oval'],
  [/\bSquare\b/, 'outline', (v) => v === 'square'],
  [/\bRectangular\b/, 'outline', (v) => v === 'rectangular'],
  [/\bTall\b|\bHamper\b/, 'proportion', (v) => v === 'tall'],
  [/\bLow\b/, 'proportion', (v) => v === 'low'],
  [/\bSmall\b|\bMini\b/, 'proportion', (v) => v === 'small'],
  [/\bLarge\b/, 'proportion', (v) => v === 'large'],
  [/\bBelly\b/, 'belly', (v) => v === true],
  [/\bLeather Handles\b/, 'handles', (v) => v === 'leather'],
  [/\bHandles?\b/, 'handles', (v) => v !== undefined],
  [/\bLegs\b/, 'legs', (v) => v === true],
  [/\bCushion\b/, 'cushion', (v) => v === true],
  [/\bGlass Insert\b/, 'glass', (v) => v === true],
  [/\bwith Rope\b|^Hanging\b/, 'hanging', (v) => v === true],
  [/\bwith Holder\b/, 'holder', (v) => v === true],
  [/\bButton\b/, 'closure', (v) => v === 'button'],
  [/\bDome\b/, 'profile', (v) => v === 'dome'],
  [/\bBell-Shaped\b/, 'profile', (v) => v === 'bell'],
  [/\bDrum\b/, 'profile', (v) => v === 'drum'],
  [/\bDisc\b/, 'profile', (v) => v === 'disc'],
  [/\bfor Table Lamps\b/, 'mount', (v) => v === 'table-lamp'],
  [/\bDouble\b/, 'compartments', (v) => v === 2],
];

/** Options that must be shown exactly when the line's words mention them. */
const MENTIONED: [string, RegExp][] = [
  ['lid', /\blid(s|ded)?\b/i],
  ['handles', /\bhandles?\b|\bgrips?\b|\bstraps?\b/i],
  ['liner', /\bliners?\b|\blining\b/i],
];

/** What the line's picture gets wrong about its name and summary; empty when they agree. */
function contradictions(name: string, line: ProductLine): string[] {
  const { shape } = line;
  const problems: string[] = [];
  const kinds = KIND_BY_NAME.find(([words]) => words.test(name))?.[1] ?? [];
  if (!kinds.includes(shape.kind)) problems.push(`draws a ${shape.kind}, the name speaks of ${kinds.join(' or ') || 'nothing known'}`);
  const set = /\bSet of (\d+)\b/.exec(name);
  const count = option(shape, 'count');
  if (count !== (set ? Number(set[1]) : undefined)) problems.push(`draws a count of ${String(count)}, the name says ${set?.[0] ?? 'one'}`);
  for (const [words, key, holds] of OPTION_BY_WORD) {
    if (words.test(name) && !holds(option(shape, key), shape))
      problems.push(`"${words.source}" in the name, but ${key} is ${String(option(shape, key))}`);
  }
  const text = `${name} ${line.summary}`;
  for (const [key, words] of MENTIONED) {
    const drawn = Boolean(option(shape, key));
    if (drawn !== words.test(text))
      problems.push(drawn ? `draws ${key} that the words never mention` : `the words mention ${key}, the picture has none`);
  }
  return problems;
}

describe('each product line draws what its name says', () => {
  it.each(LINES)('%s', (name, line) => {
    expect(contradictions(name, line)).toEqual([]);
  });

  it('tells a contradiction when a line declares the wrong drawing', () => {
    const line = CATEGORIES[0]!.lines.find((l) => /with Lid$/.test(l.name))!;
    expect(contradictions(line.name, { ...line, shape: { kind: 'pouf', outline: 'round' } })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^draws a pouf/), 'the words mention lid, the picture has none']),
    );
  });

  it('covers every line with a kind rule, so a new kind of product needs a rule before it gets a picture', () => {
    expect(LINES.filter(([name]) => !KIND_BY_NAME.some(([words]) => words.test(name))).map(([name]) => name)).toEqual([]);
  });
});
