import { useRef } from 'react';

/**
 * One key per submission: a retry of the same values (double click, flaky network) reuses it, so the server
 * stores the inquiry once; different values or a finished submission get a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; values: string } | null>(null);
  return {
    keyFor(values: unknown): string {
      const serialized = JSON.stringify(values);
      if (current.current?.values !== serialized) current.current = { key: crypto.randomUUID(), values: serialized };
      return current.current.key;
    },
    done() {
      current.current = null;
    },
  };
}
