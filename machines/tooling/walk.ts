import {
  getAdjacencyMap,
  getShortestPaths,
  serializeSnapshot,
  type AdjacencyValue,
  type StatePath,
} from '@xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom } from 'xstate';
import { createCoverageModel, type Coverage } from './coverage';
import { observeStart, observeStep, type Observation } from './observe';
import { statePath } from './transitions';
import { createEventSource, type ActorOutcomes, type EventSamples } from './walk-events';

export type { ActorOutcomes, Coverage, EventSamples };

export interface WalkInput<TInput = unknown> {
  name: string;
  input: TInput;
}

export interface WalkOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Each input is walked on its own (e.g. both variants of a screen); the default is one walk with no input. */
  inputs?: Array<WalkInput<InputFrom<TMachine>>>;
  events?: EventSamples<EventFromLogic<TMachine>>;
  /** Named outcomes per invoked actor src: { logIn: { done: { admin }, error: { wrongPassword } } }. */
  actors?: Record<string, ActorOutcomes>;
  /** Most traversal steps per input (default 5000): stops samples that keep growing the context from walking forever. */
  limit?: number;
}

export interface WalkStep {
  event: EventObject;
  /** 'xstate.init' for the start, then 'SUBMIT', 'done: logIn', 'after: resetCloseDelay'... */
  trigger: string;
  /** The invoked actor's named outcome, for done/error steps. */
  outcome?: string;
  /** The snapshot the event was sent to (absent for the start). */
  previous?: AnyMachineSnapshot;
  snapshot: AnyMachineSnapshot;
  /** Coverage keys of the transitions this step took. */
  taken: string[];
  /** Paths of the state nodes it passed through, transient ones included. */
  visited: string[];
}

export interface WalkPath {
  input: WalkInput;
  steps: WalkStep[];
  description: string;
}

export interface Walk {
  paths: WalkPath[];
  /**
   * Every event the walk generated in every snapshot it reached, each as the shortest way there plus that event:
   * `paths` keeps only those that reach something new, these are all of them, refused inputs included.
   */
  tried: WalkPath[];
  coverage: Coverage;
}

/** The atomic states a snapshot is in: 'open.editing'. */
export const activeStates = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map(statePath);

const summarise = (value: unknown) =>
  typeof value === 'string' ? (value === '' ? '""' : value) : JSON.stringify(value);

function stepName(step: WalkStep): string {
  if (step.outcome) return `${step.trigger}(${step.outcome})`;
  const { type: _type, ...payload } = step.event;
  const values = Object.values(payload).map(summarise);
  return values.length ? `${step.trigger}(${values.join(', ')})` : step.trigger;
}

function describePath(steps: WalkStep[]): string {
  const events = steps.slice(1).map(stepName);
  return `${events.length ? events.join(' → ') : '(start)'} ⇒ ${activeStates(steps[steps.length - 1].snapshot).join(', ')}`;
}

/**
 * An event as a key: its JSON, where an object that is not plain data (a File, a function) stands for itself alone,
 * so two events are one only when the machine cannot tell them apart.
 */
function eventKey(event: EventObject): string {
  return JSON.stringify(event, (_key, value: unknown) => {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && !isPlain(value)))
      return `#${identity(value as object)}`;
    return value;
  });
}
const isPlain = (value: object) =>
  Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;
const identities = new WeakMap<object, number>();
let lastIdentity = 0;
function identity(value: object): number {
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = ++lastIdentity));
  return id;
}

// Compared as JSON: samples given as functions make a new object for the same event on every call.
const isPrefix = (short: EventObject[], long: EventObject[]) =>
  short.length < long.length && short.every((event, index) => JSON.stringify(long[index]) === JSON.stringify(event));

/** Event sequences to try: the shortest way to each snapshot @xstate/graph finds, plus each event that snapshot accepts. */
function candidateSequences(
  machine: AnyStateMachine,
  input: unknown,
  events: (snapshot: AnyMachineSnapshot) => EventObject[],
  limit: number,
) {
  const traversal = { input, events, limit } as never;
  const shortest = new Map<string, EventObject[]>();
  for (const path of getShortestPaths(machine, traversal) as Array<StatePath<AnyMachineSnapshot, EventObject>>) {
    shortest.set(
      serializeSnapshot(path.state),
      path.steps.slice(1).map((step) => step.event),
    );
  }
  // Keys are serialized snapshots in the order the traversal found them (breadth first), so shorter sequences come first.
  const adjacency = Object.entries(getAdjacencyMap(machine, traversal)) as Array<
    [string, AdjacencyValue<AnyMachineSnapshot, EventObject>]
  >;
  const candidates: EventObject[][] = [[]];
  for (const [serialized, { transitions }] of adjacency) {
    for (const { event } of Object.values(transitions)) candidates.push([...(shortest.get(serialized) ?? []), event]);
  }
  return candidates;
}

/** Keeps the candidates that take a transition or visit a state node no earlier one did, then drops prefixes of longer ones. */
function chooseCovering(played: Array<{ events: EventObject[]; steps: WalkStep[] }>) {
  const taken = new Set<string>();
  const visited = new Set<string>();
  const chosen: Array<{ events: EventObject[]; steps: WalkStep[] }> = [];
  for (const { events, steps } of played) {
    if (
      !steps.some(
        (step) => step.taken.some((key) => !taken.has(key)) || step.visited.some((path) => !visited.has(path)),
      )
    )
      continue;
    for (const step of steps) {
      step.taken.forEach((key) => taken.add(key));
      step.visited.forEach((path) => visited.add(path));
    }
    chosen.push({ events, steps });
  }
  return chosen
    .filter(({ events }) => !chosen.some((other) => isPrefix(events, other.events)))
    .map(({ steps }) => steps);
}

/**
 * Walks a machine as @xstate/graph explores it and returns paths that, together, visit every state node and
 * take every transition (each guarded branch and its fallback), with a coverage report saying what was reached.
 * Each input is covered on its own, so every variant gets its complete set of paths.
 */
export function walkMachine<TMachine extends AnyStateMachine>(options: WalkOptions<TMachine>): Walk {
  const { machine } = options;
  const source = createEventSource(machine, options.events as EventSamples<EventObject>, options.actors);
  const coverageModel = createCoverageModel(machine);
  const inputs: WalkInput[] = options.inputs ?? [{ name: machine.id, input: undefined }];

  function toStep(observation: Observation, event: EventObject, previous?: AnyMachineSnapshot): WalkStep {
    const { trigger, outcome } = previous ? source.describe(event) : { trigger: 'xstate.init', outcome: undefined };
    const taken = coverageModel.takenBy(observation, previous, previous ? event : undefined);
    const visited = [...observation.visited].filter((node) => node.path.length).map(statePath);
    return { event, trigger, outcome, previous, snapshot: observation.snapshot, taken, visited };
  }

  /**
   * The steps of an event sequence, each prefix played once: the candidates are the shortest way to a snapshot plus
   * one event, so most share all but their last step with another, and replaying each from the start made walking
   * quadratic in the depth. Steps are shared between the paths that pass through them.
   */
  function player(input: WalkInput) {
    const known = new Map<string, WalkStep[]>();
    const start = [
      toStep(observeStart(machine, input.input), { type: 'xstate.init', input: input.input } as EventObject),
    ];
    return (events: EventObject[]): WalkStep[] => {
      let key = '';
      let steps = start;
      for (const event of events) {
        key += `\n${eventKey(event)}`;
        let next = known.get(key);
        if (!next) {
          const previous = steps[steps.length - 1].snapshot;
          next = [...steps, toStep(observeStep(machine, previous, event), event, previous)];
          known.set(key, next);
        }
        steps = next;
      }
      return steps;
    };
  }

  const toPath =
    (input: WalkInput) =>
    (steps: WalkStep[]): WalkPath => ({ input, steps, description: describePath(steps) });
  const paths: WalkPath[] = [];
  const tried: WalkPath[] = [];
  for (const input of inputs) {
    const play = player(input);
    const played = candidateSequences(machine, input.input, source.eventsFor, options.limit ?? 5000).map((events) => ({
      events,
      steps: play(events),
    }));
    paths.push(...chooseCovering(played).map(toPath(input)));
    tried.push(...played.map(({ steps }) => toPath(input)(steps)));
  }
  const steps = paths.flatMap((path) => path.steps);
  return {
    paths,
    tried,
    coverage: coverageModel.report(
      new Set(steps.flatMap((step) => step.taken)),
      new Set(steps.flatMap((step) => step.visited)),
    ),
  };
}
