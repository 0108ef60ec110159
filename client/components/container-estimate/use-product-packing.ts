import { useEffect, useState } from 'react';
import type { ProductPacking } from '../../../shared/catalogue';
import { packingApi } from '../../../shared/contracts/packing';
import { fetchEndpoint } from '../../api/fetch-endpoint';

export type PackingState =
  { status: 'loading' } | { status: 'ready'; packing: ReadonlyMap<string, ProductPacking | null> } | { status: 'failed' };

// Each product's packing is asked for once per page view: the basket's quantities change without asking again, and
// a product added later asks for its own. null: no public product has that path (any more).
const known = new Map<string, ProductPacking | null>();

async function packingOf(paths: string[]): Promise<void> {
  const missing = paths.filter((path) => !known.has(path));
  if (!missing.length) return;
  const { data } = await fetchEndpoint(packingApi.productPacking, { body: { paths: missing } });
  for (const path of missing) known.set(path, data.find((packing) => packing.path === path) ?? null);
}

/** The export packing of these products, for the container estimate. */
export function usePackingOf(paths: readonly string[]): PackingState {
  const key = [...new Set(paths)].sort().join('\n');
  const [answer, setAnswer] = useState<{ key: string; state: PackingState } | null>(null);
  useEffect(() => {
    let current = true;
    const asked = key ? key.split('\n') : [];
    packingOf(asked).then(
      () =>
        current && setAnswer({ key, state: { status: 'ready', packing: new Map(asked.map((path) => [path, known.get(path) ?? null])) } }),
      () => current && setAnswer({ key, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (answer?.key === key) return answer.state;
  // Asked before (the drawer opened again, a quantity changed): no flash of "loading".
  const asked = key ? key.split('\n') : [];
  return asked.every((path) => known.has(path))
    ? { status: 'ready', packing: new Map(asked.map((path) => [path, known.get(path)!])) }
    : { status: 'loading' };
}
