import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { replayOnActor } from '../../../machines/tooling/replay-on-actor';
import { walkMachine, type Walk, type WalkOptions, type WalkPath, type WalkStep } from '../../../machines/tooling/walk';

export type StepExpectation = (step: WalkStep, path: WalkPath) => void;

export interface ModelTestOptions<TMachine extends AnyStateMachine> extends WalkOptions<TMachine> {
  /**
   * What the user sees after each trigger ('xstate.init', 'SUBMIT', 'done: logIn', 'after: resetCloseDelay'...),
   * checked on every step of every path. A trigger without an entry fails the path, so nothing goes unchecked.
   */
  expectAfter: Record<string, StepExpectation>;
  /** Also play each path on a started actor and require the same snapshots (default true). */
  realActor?: boolean;
  /**
   * What this variant cannot reach by design (e.g. Busca has no power-of-attorney step), matched against the
   * coverage's `missing`; the default is nothing, i.e. full coverage.
   */
  unreachable?: { stateNodes: string[]; transitions: string[] };
}

function uniqueTitles(paths: WalkPath[]): string[] {
  const seen = new Map<string, number>();
  return paths.map(({ description }) => {
    const count = (seen.get(description) ?? 0) + 1;
    seen.set(description, count);
    return count === 1 ? description : `${description} (#${count})`;
  });
}

/** Runs the trigger's expectation on one step, naming the path when it fails. */
function checkStep(options: { expectAfter: Record<string, StepExpectation> }, path: WalkPath, index: number) {
  const step = path.steps[index];
  const expectation = options.expectAfter[step.trigger];
  if (!expectation)
    throw new Error(`no expectAfter entry for "${step.trigger}" (step ${index} of ${path.description})`);
  try {
    expectation(step, path);
  } catch (error) {
    if (error instanceof Error)
      error.message = `${path.description}, step ${index} (${step.trigger}): ${error.message}`;
    throw error;
  }
}

async function checkPath<TMachine extends AnyStateMachine>(path: WalkPath, options: ModelTestOptions<TMachine>) {
  path.steps.forEach((_, index) => checkStep(options, path, index));
  if (options.realActor === false) return;
  const played = await replayOnActor(options.machine, path);
  path.steps.forEach((step, index) => {
    const where = `real actor after step ${index} (${step.trigger})`;
    expect(played[index].value, where).toEqual(step.snapshot.value);
    expect(played[index].status, where).toBe(step.snapshot.status);
    expect(played[index].context, where).toEqual(step.snapshot.context);
  });
}

/**
 * Declares one test per walk path (grouped by input) and a last test requiring full coverage.
 * A machine test is then the model options plus what the user sees after each trigger.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  title: string,
  options: ModelTestOptions<TMachine>,
): Walk {
  const walk = walkMachine(options);
  describe(title, () => {
    const inputs = [...new Set(walk.paths.map((path) => path.input))];
    for (const input of inputs) {
      describe(input.name, () => {
        const paths = walk.paths.filter((path) => path.input === input);
        uniqueTitles(paths).forEach((name, index) => it(name, () => checkPath(paths[index], options)));
        // The paths above keep only inputs that reach something new; a refused input in a state whose refusal
        // another path already took is checked here, so a rule loosened at one state does not go unseen.
        const tried = walk.tried.filter((path) => path.input === input);
        it(`every input the walk generates, in every snapshot it reaches, ends as expected (${tried.length})`, () => {
          for (const path of tried) checkStep(options, path, path.steps.length - 1);
        });
      });
    }
    const unreachable = options.unreachable ?? { stateNodes: [], transitions: [] };
    const title = options.unreachable
      ? 'visits every state node and takes every transition it can reach, and no more is missing'
      : 'visits every state node and takes every transition, each guarded branch and its fallback';
    it(title, () => {
      expect(walk.coverage.missing).toEqual(unreachable);
    });
  });
  return walk;
}
