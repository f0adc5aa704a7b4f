import type { Logger } from "pino";

/** Work a handler starts and does not wait for (mail after a password-reset request): it runs after the answer. */
export type Background = {
  /** Starts the task on a later turn of the event loop; a failure is logged, never thrown at the caller. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far (and any they started) has ended: for shutdown and tests. */
  settled(): Promise<void>;
};

export function createBackground(logger: Logger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      const running = new Promise<void>((started) => setImmediate(started))
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: label }, "background task failed"))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
