import type { Logger } from '../logger';

export interface RepeatedWork {
  /** Takes effect at once: no further pass starts; resolves when the pass under way, if any, has ended. */
  stop(): Promise<void>;
  /** Runs a pass now instead of at its time (or right after the one under way): there is work. */
  runSoon(): void;
}

/**
 * Runs `pass` now and then `intervalMs` after each pass ends, until stopped (passes never overlap). A failed pass is
 * logged with `failure` and the next one runs as usual. `pass` is given a function that says whether a stop was
 * asked, so a long pass can end early.
 */
export function repeatEvery(
  intervalMs: number,
  pass: (stopping: () => boolean) => Promise<unknown>,
  logger: Logger,
  failure: string,
): RepeatedWork {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let again = false;
  let stopped = false;
  const stopping = () => stopped;
  const tick = () => {
    busy = true;
    again = false;
    running = pass(stopping)
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => {
        busy = false;
        if (!stopped) timer = setTimeout(tick, again ? 0 : intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runSoon() {
      if (stopped) return;
      if (busy) again = true;
      else {
        clearTimeout(timer);
        tick();
      }
    },
  };
}
