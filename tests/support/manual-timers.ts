import type { Timers } from '../../src/server/jobs/every';

interface Pending {
  at: number;
  run: () => void;
}

/**
 * A clock for background jobs (`every`) that moves only when the test says. A job schedules its next round
 * when its pass has ended, so `advance` can wait for that instead of sleeping.
 */
export function manualTimers() {
  let now = 0;
  const pending = new Set<Pending>();
  let scheduled: (() => void) | undefined;
  const timers: Timers = {
    setTimeout(run, ms) {
      const timer = { at: now + ms, run };
      pending.add(timer);
      scheduled?.();
      return timer;
    },
    clearTimeout(handle) {
      pending.delete(handle as Pending);
    },
  };

  /** Moves the clock `ms` forward, firing each timer when its time comes and waiting for the rounds it started to end. */
  async function advance(ms: number): Promise<void> {
    const target = now + ms;
    for (;;) {
      const due = [...pending].filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at);
      if (due.length === 0) break;
      now = due[0]!.at;
      const firing = due.filter((timer) => timer.at === now);
      let left = firing.length;
      const ended = new Promise<void>((resolve) => {
        scheduled = () => {
          left -= 1;
          if (left === 0) resolve();
        };
      });
      for (const timer of firing) {
        pending.delete(timer);
        timer.run();
      }
      await ended;
      scheduled = undefined;
    }
    now = target;
  }

  return { timers, advance };
}
