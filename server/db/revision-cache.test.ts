import { cachePerRevision } from './revision-cache';

/** A content revision the test moves by hand. */
function movableRevision() {
  let value = 1;
  return { revision: { current: async () => String(value) }, move: () => (value += 1) };
}

/** An answer of about `chars` characters of JSON, and how many times each key was computed. */
function computer(chars: number) {
  const computed = new Map<string, number>();
  return {
    computed,
    compute: async (key: string) => {
      computed.set(key, (computed.get(key) ?? 0) + 1);
      return { key, text: 'x'.repeat(chars) };
    },
  };
}

it('computes a key once until the content moves, then once again', async () => {
  const { revision, move } = movableRevision();
  const { computed, compute } = computer(10);
  const kept = cachePerRevision(revision, (key: string) => key, compute, { maxBytes: 10_000 });

  await Promise.all([kept('a'), kept('a'), kept('b')]);
  await kept('a');
  expect(Object.fromEntries(computed)).toEqual({ a: 1, b: 1 });

  move();
  await kept('a');
  expect(computed.get('a')).toBe(2);
});

it('keeps answers within the bound in bytes, letting the least used go first', async () => {
  const { revision } = movableRevision();
  const { computed, compute } = computer(1_000);
  // Room for three answers of about 1 kB of JSON and their overhead each, not four.
  const kept = cachePerRevision(revision, (key: string) => key, compute, { maxBytes: 5_000 });

  for (const key of ['a', 'b', 'c']) await kept(key);
  await kept('a'); // now the most recently used
  await kept('d'); // pushes out the least recently used: b
  await Promise.all(['a', 'c', 'd', 'b'].map((key) => kept(key)));

  expect(Object.fromEntries(computed)).toEqual({ a: 1, b: 2, c: 1, d: 1 });
});

it('keeps no answer larger than the whole bound, and computes it each time', async () => {
  const { revision } = movableRevision();
  const { computed, compute } = computer(5_000);
  const kept = cachePerRevision(revision, (key: string) => key, compute, { maxBytes: 1_000 });

  await kept('big');
  await kept('big');
  expect(computed.get('big')).toBe(2);
});

it('keeps no failure: the next call asks again', async () => {
  const { revision } = movableRevision();
  let calls = 0;
  const kept = cachePerRevision(
    revision,
    () => 'only',
    async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return { ok: true };
    },
    { maxBytes: 1_000 },
  );
  await expect(kept()).rejects.toThrow('database away');
  await expect(kept()).resolves.toEqual({ ok: true });
  await kept();
  expect(calls).toBe(2);
});
