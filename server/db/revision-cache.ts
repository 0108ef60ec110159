import { LRUCache } from 'lru-cache';
import { type ContentRevision, droppedOnChange } from './content-revision';

/**
 * How much is kept, the least used going first: a number of answers, or a size, each answer counted as the
 * characters of its JSON and a fixed overhead (for answers that grow with the catalogue, products and their
 * listings, so that a crawler walking every page, or a client asking for made-up addresses, cannot grow the process
 * without bound). The heap an answer takes is some multiple of that count, not the count itself.
 */
export type CacheLimit = { maxEntries: number } | { maxBytes: number };

/** What an answer still being computed counts for: its size is known only once it is there. */
const PENDING_SIZE = 1;
/**
 * What each kept answer costs besides its JSON (the key, the promise, the cache's own bookkeeping): so that many
 * small answers (addresses that are no product) count for what they take.
 */
const ENTRY_OVERHEAD = 512;

/**
 * `compute` with its answers kept per key until the content revision moves: for what pages ask and only the
 * content changes (the company, the category and material lists, listing totals, products and their listings).
 * Answers are kept as promises, so requests that arrive together after a change share one query; a failed one is
 * not kept. Without a revision, or when it cannot be read, every call computes. Callers must not change what they
 * get.
 */
export function cachePerRevision<Args extends unknown[], Value extends NonNullable<unknown>>(
  revision: ContentRevision | undefined,
  keyOf: (...args: Args) => string,
  compute: (...args: Args) => Promise<Value>,
  limit: CacheLimit = { maxEntries: 256 },
): (...args: Args) => Promise<Value> {
  const maxBytes = 'maxBytes' in limit ? limit.maxBytes : undefined;
  const kept = new LRUCache<string, Promise<Value>>(
    'maxEntries' in limit ? { max: limit.maxEntries } : { maxSize: limit.maxBytes, sizeCalculation: () => PENDING_SIZE },
  );
  const content = revision && droppedOnChange(revision, () => kept.clear());
  return async (...args) => {
    const current = await content?.current();
    if (current === undefined) return compute(...args);
    const key = keyOf(...args);
    const known = kept.get(key);
    if (known !== undefined) return known;
    const computing = compute(...args);
    kept.set(key, computing);
    computing.then(
      (value) => {
        // Counted again at its size (set anew: the cache does not count an unchanged value again); one larger than
        // the whole bound is not kept, nor one that cannot be measured.
        if (maxBytes === undefined || kept.peek(key) !== computing) return;
        kept.delete(key);
        try {
          kept.set(key, computing, { size: ENTRY_OVERHEAD + key.length + JSON.stringify(value).length });
        } catch {
          // Not kept: the next call computes it again.
        }
      },
      () => {
        if (kept.peek(key) === computing) kept.delete(key);
      },
    );
    return computing;
  };
}
