import { MINIMUM_ORDER_PER_COLOUR } from '../../../shared/inquiries';

// The guest quote basket lives in local storage, so it survives reloads and needs no account.
export const BASKET_STORAGE_KEY = 'quote-basket';

export interface BasketVariant {
  colour: string;
  quantity: number;
}

export interface BasketItem {
  path: string;
  name: string;
  variants: BasketVariant[];
}

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: BasketItem[] = [];
let cache: { raw: string | null; items: BasketItem[] } = { raw: null, items: EMPTY };

function read(): BasketItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(BASKET_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cache.raw) return cache.items;
  let items: BasketItem[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed as BasketItem[];
  } catch {
    items = EMPTY;
  }
  cache = { raw, items };
  return items;
}

function write(items: BasketItem[]) {
  try {
    window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or a full storage: the basket still works for this page view.
  }
  cache = { raw: JSON.stringify(items), items };
  for (const listener of listeners) listener();
}

export const basketStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === BASKET_STORAGE_KEY && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  snapshot: read,
  serverSnapshot: () => EMPTY,

  add(product: { path: string; name: string }) {
    const items = read();
    if (items.some((item) => item.path === product.path)) return;
    write([...items, { path: product.path, name: product.name, variants: [{ colour: 'Natural', quantity: MINIMUM_ORDER_PER_COLOUR }] }]);
  },
  remove(path: string) {
    write(read().filter((item) => item.path !== path));
  },
  setVariants(path: string, variants: BasketVariant[]) {
    write(read().map((item) => (item.path === path ? { ...item, variants } : item)));
  },
  clear() {
    write([]);
  },
};
