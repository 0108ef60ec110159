import { LRUCache } from 'lru-cache';
import { type ContentRevision, droppedOnChange } from './content-revision';

/**
 * `compute` with its answers kept per key until the content revision moves: for what every page asks and only
 * the content changes (the company, the category and material lists, listing totals). Answers are kept as
 * promises, so requests that arrive together after a change share one query; a failed one is not kept.
 * Without a revision, or when it cannot be read, every call computes. Callers must not change what they get.
 */
export function keptUntilChange<Args extends unknown[], Value extends NonNullable<unknown>>(
  revision: ContentRevision | undefined,
  keyOf: (...args: Args) => string,
  compute: (...args: Args) => Promise<Value>,
  maxEntries = 256,
): (...args: Args) => Promise<Value> {
  const kept = new LRUCache<string, Promise<Value>>({ max: maxEntries });
  const content = revision && droppedOnChange(revision, () => kept.clear());
  return async (...args) => {
    const current = await content?.current();
    if (current === undefined) return compute(...args);
    const key = keyOf(...args);
    const known = kept.get(key);
    if (known !== undefined) return known;
    const computing = compute(...args);
    kept.set(key, computing);
    computing.catch(() => {
      if (kept.peek(key) === computing) kept.delete(key);
    });
    return computing;
  };
}
