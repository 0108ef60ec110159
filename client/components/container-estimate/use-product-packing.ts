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
  const asked = key ? key.split('\n') : [];
  // What is known is read from the page view's answers; this state only says that an answer came (or failed).
  const [settled, setSettled] = useState<{ key: string; failed: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    packingOf(key ? key.split('\n') : []).then(
      () => current && setSettled({ key, failed: false }),
      () => current && setSettled({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  // Asked before (the drawer opened again, a quantity changed): ready at once, no flash of "loading".
  if (asked.every((path) => known.has(path))) return { status: 'ready', packing: new Map(asked.map((path) => [path, known.get(path)!])) };
  return settled?.key === key && settled.failed ? { status: 'failed' } : { status: 'loading' };
}
