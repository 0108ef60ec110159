import { useSyncExternalStore } from 'react';
import { basketStore } from './basket-store';

/** The basket's items; empty on the server and during hydration, the stored ones right after. */
export function useBasket() {
  return useSyncExternalStore(basketStore.subscribe, basketStore.snapshot, basketStore.serverSnapshot);
}
