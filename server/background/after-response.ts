import type { Logger } from '../logger';

// Work a request starts and leaves to finish after its answer is sent. A password-reset request is answered the
// same way whether the address has an account or not; doing the account's work (a link, a mail, an audit entry)
// before answering made known addresses measurably slower to answer, which told them apart. Each process keeps
// the work under way, so a stopping process finishes it before it closes the database.

export interface AfterResponseWork {
  /** Starts `work` without waiting for it; a failure is logged with `failure`, never thrown at the request. */
  start(work: () => Promise<unknown>, failure: string): void;
  /** Resolves once every work started so far (and any it started) has ended. */
  settled(): Promise<void>;
}

export function afterResponseWork(logger: Logger): AfterResponseWork {
  const running = new Set<Promise<void>>();
  return {
    start(work, failure) {
      const done: Promise<void> = Promise.resolve()
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error }, failure),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
