import { useSyncExternalStore } from 'react';
import type { BasketVariant } from '../basket/basket-store';

// What the buyer planned on the order page (pieces per colour of its product), so the quotation request on the same
// page sends it: a buyer who planned 600 pieces and pressed "Send request" must not believe they sent them when
// they did not. Kept for the page's life only; set once the buyer changes the planner, whose first row is only a
// suggestion.

type Listener = () => void;
const listeners = new Set<Listener>();
const plans = new Map<string, readonly BasketVariant[]>();
const NOTHING: readonly BasketVariant[] = [];

export const plannedOrder = {
  set(path: string, variants: readonly BasketVariant[]) {
    plans.set(path, variants);
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The pieces per colour planned for the product at `path` (none until the buyer changes the planner). */
export function usePlannedOrder(path: string): readonly BasketVariant[] {
  return useSyncExternalStore(
    plannedOrder.subscribe,
    () => plans.get(path) ?? NOTHING,
    () => NOTHING,
  );
}
