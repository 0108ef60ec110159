import fc from 'fast-check';

// Values an attacker or a broken client sends: wrong types, huge and odd strings, deep nesting and keys that
// reach for the object prototype. Shared by the fuzz tests of the API and of the routes.

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const oddStrings = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\uffff',
    '%00',
    '%',
    '%E0%A4%A',
    '../../etc/passwd',
    '<script>x</script>',
    "' OR 1=1 --",
  ),
  fc.constantFrom('', ' ', '\t\n', 'NaN', 'Infinity', '-1', '1e308', 'null', 'true'),
  fc.integer({ min: 1_000, max: 40_000 }).map((n) => 'x'.repeat(n)),
);

const numbers = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -0, 1e308));

/** A deeply nested array or object (JSON itself has no depth limit). */
const deep = fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(oddStrings, numbers, fc.constantFrom(null, true, false), deep);

const keys = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));

/** Any JSON value, leaning to the hostile ones. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostileLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(keys, tie('value'), { maxKeys: 5 }),
})).value;

/** A valid body with one field replaced, removed or added: reaches past the first check to the deeper ones. */
export function mutatedBody(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(example);
  return fc.oneof(
    fc.record({ field: fc.constantFrom(...fields), value: hostileJson }).map(({ field, value }) => ({ ...example, [field]: value })),
    fc.constantFrom(...fields).map((field) => Object.fromEntries(Object.entries(example).filter(([k]) => k !== field))),
    fc.record({ field: keys, value: hostileJson }).map(({ field, value }) => JSON.parse(JSON.stringify({ ...example, [field]: value }))),
  );
}

/** A raw request body: JSON of a hostile value, JSON text with a prototype key spelt out, or no JSON at all. */
export function rawBody(example: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: mutatedBody(example).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...PROTOTYPE_KEYS).map((key) => JSON.stringify(example).replace(/^\{/, `{"${key}":{"polluted":true},`)),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

/** A path segment as a browser or a crawler could send it. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(
    '%00',
    '%',
    '%E0%A4%A',
    '..',
    '%2e%2e',
    '%2F',
    '-1',
    '0',
    '1e3',
    '99999999999999999999',
    'NaN',
    '__proto__',
    'constructor',
  ),
  fc.integer({ min: 100, max: 8_000 }).map((n) => 'p'.repeat(n)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

/** How many cases each property runs: a few hundred in `npm test`, thousands in the stress run. */
export function fuzzRuns(fast: number): number {
  const configured = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(configured) && configured > 0 ? configured : fast;
}
