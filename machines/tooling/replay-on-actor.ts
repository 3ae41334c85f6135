import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { listStateNodes, listTransitions } from './transitions';
import type { WalkPath } from './walk';

interface Settler {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Promise handlers run a few microtasks after settling; timers are avoided so fake timers cannot stall this. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

function invokedSources(machine: AnyStateMachine): string[] {
  const sources = new Set<string>();
  for (const node of listStateNodes(machine)) {
    for (const invoke of node.invoke) {
      if (typeof invoke.src !== 'string' || invoke.src.startsWith('xstate.invoke.')) {
        throw new Error(
          `replayOnActor: the actor invoked in "${node.id}" must be named in setup({ actors }) so it can be replaced`,
        );
      }
      sources.add(invoke.src);
    }
  }
  return [...sources];
}

function delayOf(
  machine: AnyStateMachine,
  eventType: string,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): number {
  const transition = listTransitions(machine).find((candidate) => candidate.eventType === eventType);
  const delay = (transition?.definition as { delay?: string | number } | undefined)?.delay;
  if (typeof delay === 'number') return delay;
  const implementation = delay === undefined ? undefined : machine.implementations.delays[delay];
  if (typeof implementation === 'number') return implementation;
  if (typeof implementation === 'function') {
    return (implementation as (args: { context: unknown; event: EventObject }, params: undefined) => number)(
      { context: snapshot.context, event },
      undefined,
    );
  }
  throw new Error(`replayOnActor: no delay found for ${eventType}`);
}

/**
 * Plays a walk path on a real, started actor: every invoked actor is replaced by a promise that the path
 * settles with the outcome it names, and delayed events fire by advancing a SimulatedClock.
 * Returns the actor's snapshot after each step, to compare with the walk's.
 */
export async function replayOnActor(machine: AnyStateMachine, path: WalkPath): Promise<AnyMachineSnapshot[]> {
  const running = new Map<string, Settler>();
  const actors = Object.fromEntries(
    invokedSources(machine).map((src) => [
      src,
      fromPromise(({ self }) => new Promise((resolve, reject) => running.set(self.id, { resolve, reject }))),
    ]),
  );
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors }), { input: path.input.input, clock });
  actor.start();
  const snapshots: AnyMachineSnapshot[] = [actor.getSnapshot()];
  let lastEvent: EventObject = path.steps[0].event;
  try {
    for (const step of path.steps.slice(1)) {
      const { event } = step;
      const actorId = (event as { actorId?: string }).actorId;
      if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        const settler = running.get(actorId ?? '');
        if (!settler) throw new Error(`replayOnActor: ${step.trigger} but actor "${actorId}" is not running`);
        if (event.type.startsWith('xstate.done.')) settler.resolve((event as { output?: unknown }).output);
        else settler.reject((event as { error?: unknown }).error);
        await settle();
      } else if (event.type.startsWith('xstate.after.')) {
        clock.increment(delayOf(machine, event.type, actor.getSnapshot(), lastEvent));
      } else {
        actor.send(event);
      }
      lastEvent = event;
      snapshots.push(actor.getSnapshot());
    }
  } finally {
    actor.stop();
  }
  return snapshots;
}
