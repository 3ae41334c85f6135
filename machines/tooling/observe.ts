import {
  createEmptyActor,
  getInitialMicrosteps,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';

/** What one macrostep did: the snapshot it ended in, the transitions it took and every state node it passed through. */
export interface Observation {
  snapshot: AnyMachineSnapshot;
  taken: AnyTransitionDefinition[];
  visited: Set<AnyStateNode>;
}

/**
 * An actor scope like the inert one xstate and @xstate/graph use (nothing is executed, no actor
 * starts), whose system reports each microstep with the transitions it took.
 */
function recordingScope() {
  const self = createEmptyActor();
  const taken: AnyTransitionDefinition[] = [];
  const visited = new Set<AnyStateNode>();
  self.system.inspect((event) => {
    // An invoked child machine reports its own microsteps to the same system; only this machine's count.
    if (event.type !== '@xstate.microstep' || event.actorRef !== self) return;
    taken.push(...event._transitions);
    for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) visited.add(node);
  });
  const scope = {
    self,
    system: self.system,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  return { scope, taken, visited };
}

export function observeStart(machine: AnyStateMachine, input: unknown): Observation {
  const { scope, taken, visited } = recordingScope();
  const snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
  // The first microstep (entering the initial states) is not reported to inspectors.
  for (const [step] of getInitialMicrosteps(machine, input as never))
    for (const node of (step as AnyMachineSnapshot)._nodes) visited.add(node);
  return { snapshot, taken, visited };
}

export function observeStep(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): Observation {
  const { scope, taken, visited } = recordingScope();
  const next = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
  for (const node of next._nodes) visited.add(node);
  return { snapshot: next, taken, visited };
}
