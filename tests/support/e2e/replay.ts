import type { Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import { activeStates, type WalkPath, type WalkStep } from '../../../machines/tooling/walk';

export interface ReplayContext {
  path: WalkPath;
  index: number;
  step: WalkStep;
  /** The next step with this trigger, e.g. how the server will answer the login being typed now. */
  upcoming(trigger: string): WalkStep | undefined;
  /** Shared by the actions and assertions of one path (e.g. when a message appeared). */
  memory: Map<string, unknown>;
}

export interface ScreenMap {
  /** Opens the screen the machine starts on. */
  start: (page: Page, context: ReplayContext) => Promise<void>;
  /** Per state path ('open.editing', or an ancestor 'open'): asserts what the screen shows in that state. */
  stateAssertions: Record<string, (page: Page, context: ReplayContext) => Promise<void>>;
  /** Per step trigger ('SUBMIT', 'done: logIn', 'after: resetCloseDelay'): does it in the UI, or waits for it. */
  eventActions: Record<string, (page: Page, event: EventObject, context: ReplayContext) => Promise<void>>;
}

const ancestry = (state: string) =>
  state.split('.').map((_, index, parts) => parts.slice(0, parts.length - index).join('.'));

function assertionKeys(step: WalkStep, map: ScreenMap): string[] {
  return activeStates(step.snapshot).map((state) => {
    const key = ancestry(state).find((candidate) => candidate in map.stateAssertions);
    if (!key) throw new Error(`no stateAssertion for "${state}"`);
    return key;
  });
}

/** Whether every step of the path can be driven and checked with this map; use it to filter the walk's paths. */
export function canReplay(path: WalkPath, map: ScreenMap): boolean {
  return path.steps.every((step, index) => {
    if (index > 0 && !(step.trigger in map.eventActions)) return false;
    return activeStates(step.snapshot).every((state) => ancestry(state).some((key) => key in map.stateAssertions));
  });
}

/** Replays a walk path through the real screens: start, then for each step do its event and check the state it reaches. */
export async function replayPath(page: Page, path: WalkPath, map: ScreenMap): Promise<void> {
  const memory = new Map<string, unknown>();
  for (const [index, step] of path.steps.entries()) {
    const context: ReplayContext = {
      path,
      index,
      step,
      memory,
      upcoming: (trigger) => path.steps.slice(index + 1).find((later) => later.trigger === trigger),
    };
    try {
      if (index === 0) await map.start(page, context);
      else {
        const action = map.eventActions[step.trigger];
        if (!action) throw new Error(`no eventAction for "${step.trigger}": filter such paths out with canReplay`);
        await action(page, step.event, context);
      }
      for (const key of assertionKeys(step, map)) await map.stateAssertions[key](page, context);
    } catch (error) {
      const where = `step ${index} (${step.trigger} ⇒ ${activeStates(step.snapshot).join(', ')}) of "${path.description}"`;
      // The same error, so vitest still shows its expected/received diff.
      if (error instanceof Error) error.message = `replay failed at ${where}: ${error.message}`;
      throw error;
    }
  }
}

/** As the walk names a step: 'done: logIn(admin)', 'CHOOSE(2)', 'PAY("pix request")'. */
export function stepName(step: WalkStep): string {
  if (step.outcome) return `${step.trigger}(${step.outcome})`;
  const { type: _type, ...payload } = step.event;
  const values = Object.values(payload).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return values.length ? `${step.trigger}(${values.join(', ')})` : step.trigger;
}

/**
 * Few paths that, together, start from every entry and rest in every state the walk reaches: each state is seen on
 * its screen once, while every path is walked at machine level, where it is fast. Chosen greedily, the path that
 * brings the most entries and states not yet seen first (the shorter of two that bring as many): a path costs a
 * fresh customer and a page load, more than a step along it.
 */
export function coveringPaths(
  paths: WalkPath[],
  /** What must be seen, when it is more than each entry and state once: a screen drawn apart for each kind of path. */
  seen: (key: string, path: WalkPath) => string = (key) => key,
): WalkPath[] {
  const keysOf = (path: WalkPath) =>
    new Set(
      [
        `start: ${path.input.name}`,
        ...path.steps.flatMap((step) => activeStates(step.snapshot).map((state) => `state: ${state}`)),
      ].map((key) => seen(key, path)),
    );
  const unseen = new Set(paths.flatMap((path) => [...keysOf(path)]));
  const chosen: WalkPath[] = [];
  while (unseen.size > 0) {
    let best: { path: WalkPath; brings: number } | undefined;
    for (const path of paths) {
      const brings = [...keysOf(path)].filter((key) => unseen.has(key)).length;
      if (!best || brings > best.brings || (brings === best.brings && path.steps.length < best.path.steps.length))
        best = { path, brings };
    }
    chosen.push(best!.path);
    keysOf(best!.path).forEach((key) => unseen.delete(key));
  }
  return chosen;
}

/** Every state the paths rest in, to show none is left without a replay. */
export const statesOf = (paths: WalkPath[]) =>
  new Set(paths.flatMap((path) => path.steps.flatMap((step) => activeStates(step.snapshot))));
