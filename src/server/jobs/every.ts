export interface BackgroundJob {
  stop(): Promise<void>;
}

/** What a background job waits with: the real timers, or a test's clock that fires them when the test says. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Runs `pass` now and then every `intervalMs` after the previous one ends; stop() waits for a pass under way. */
export function every(
  intervalMs: number,
  name: string,
  pass: () => Promise<unknown>,
  timers: Timers = realTimers,
): BackgroundJob {
  let stopped = false;
  let timer: unknown;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = pass()
      .then(() => undefined)
      .catch((error) => console.error(`[${name}] falha numa rodada`, error))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = timers.setTimeout(tick, intervalMs);
      });
  };
  timer = timers.setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      timers.clearTimeout(timer);
      await running;
    },
  };
}
