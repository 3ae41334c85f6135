export interface BackgroundJob {
  stop(): Promise<void>;
}

/** Runs `pass` now and then every `intervalMs` after the previous one ends; stop() waits for a pass under way. */
export function every(intervalMs: number, name: string, pass: () => Promise<unknown>): BackgroundJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = pass()
      .then(() => undefined)
      .catch((error) => console.error(`[${name}] falha numa rodada`, error))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
