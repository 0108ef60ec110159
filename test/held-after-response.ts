import type { AfterResponseWork } from '../server/background/after-response';

/**
 * Work a request leaves until after its answer, held until the test runs it: what the request did before
 * answering is then all there is to see, and `runAll` does the rest.
 */
export function heldAfterResponse(): AfterResponseWork & { runAll(): Promise<void> } {
  const held: (() => Promise<unknown>)[] = [];
  const runAll = async () => {
    while (held.length > 0) await held.shift()!();
  };
  return {
    start: (work) => void held.push(work),
    settled: runAll,
    runAll,
  };
}
