import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { listTransitions } from './transitions';

/** Named results of an invoked actor: each becomes one `done`/`error` event the walk tries, e.g. { admin: adminProfile }. */
export type Outcomes = Record<string, unknown>;

export interface ActorOutcomes {
  done?: Outcomes;
  error?: Outcomes;
  /** Which named outcomes can happen in this snapshot (default: all), e.g. a child that ends "kept" only when files are kept. */
  possible?: (outcome: string, snapshot: AnyMachineSnapshot) => boolean;
}

type EventOfType<TEvent extends EventObject, K> = Extract<TEvent, { type: K }>;

/** Events to try per type; a type the state accepts but that is not listed is tried as `{ type }`. */
export type EventSamples<TEvent extends EventObject> = {
  [K in TEvent['type']]?:
    Array<EventOfType<TEvent, K>> | ((snapshot: AnyMachineSnapshot) => Array<EventOfType<TEvent, K>>);
};

export interface EventDescription {
  /** 'SUBMIT', 'done: logIn', 'after: resetCloseDelay'. */
  trigger: string;
  /** The outcome's name for invoke completions ('admin', 'wrongPassword'). */
  outcome?: string;
}

// Used when a test names no outcomes for an invoked actor: one success and one failure still cover both edges.
const defaultOutcomes: Required<Omit<ActorOutcomes, 'possible'>> = {
  done: { resolved: undefined },
  error: { rejected: { message: 'falha simulada' } },
};

const matches = (descriptor: string, type: string) =>
  descriptor === '*' || descriptor === type || (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)));

/**
 * The events the walk tries in each snapshot: the samples for ordinary events, one done/error event per named
 * outcome of each running invoke (shaped as xstate sends them), and the delayed events of active `after`s.
 * Generated events are cached so the same object always stands for the same outcome.
 */
export function createEventSource(
  machine: AnyStateMachine,
  samples: EventSamples<EventObject> = {},
  actors: Record<string, ActorOutcomes> = {},
) {
  const triggers = new Map<string, string>();
  for (const transition of listTransitions(machine))
    if (!triggers.has(transition.eventType)) triggers.set(transition.eventType, transition.trigger);
  const cache = new Map<string, EventObject>();
  const descriptions = new WeakMap<EventObject, EventDescription>();

  function generated(type: string, payload: Record<string, unknown>, outcome?: string): EventObject {
    const key = `${type}\u0000${outcome ?? ''}`;
    let event = cache.get(key);
    if (!event) {
      event = { type, ...payload };
      cache.set(key, event);
      descriptions.set(event, { trigger: triggers.get(type) ?? type, outcome });
    }
    return event;
  }

  function samplesOf(type: string, snapshot: AnyMachineSnapshot): EventObject[] {
    const entry = samples[type as keyof typeof samples] as
      EventObject[] | ((s: AnyMachineSnapshot) => EventObject[]) | undefined;
    if (entry) return typeof entry === 'function' ? entry(snapshot) : entry;
    return [generated(type, {})];
  }

  function invokeEvents(
    node: AnyStateNode,
    descriptor: string,
    snapshot: AnyMachineSnapshot,
  ): EventObject[] | undefined {
    for (const [prefix, kind, field] of [
      ['xstate.done.actor.', 'done', 'output'],
      ['xstate.error.actor.', 'error', 'error'],
    ] as const) {
      if (!descriptor.startsWith(prefix)) continue;
      const actorId = descriptor.slice(prefix.length);
      const src = node.invoke.find((invoke) => invoke.id === actorId)?.src;
      const named = typeof src === 'string' ? actors[src] : undefined;
      const outcomes = named?.[kind] ?? defaultOutcomes[kind];
      return Object.entries(outcomes)
        .filter(([name]) => named?.possible?.(name, snapshot) ?? true)
        .map(([name, value]) => generated(descriptor, { [field]: value, actorId }, name));
    }
    return undefined;
  }

  function eventsFor(snapshot: AnyMachineSnapshot): EventObject[] {
    if (snapshot.status !== 'active') return [];
    const events = new Set<EventObject>();
    for (const node of snapshot._nodes) {
      for (const descriptor of node.transitions.keys()) {
        // Raised by xstate itself when a child region finishes; the walk reaches it through the child's events.
        if (descriptor.startsWith('xstate.done.state.') || descriptor.startsWith('xstate.snapshot.')) continue;
        if (descriptor.startsWith('xstate.after.')) {
          events.add(generated(descriptor, {}));
          continue;
        }
        const forInvoke = invokeEvents(node, descriptor, snapshot);
        if (forInvoke) forInvoke.forEach((event) => events.add(event));
        else if (descriptor.includes('*')) {
          for (const type of Object.keys(samples))
            if (matches(descriptor, type)) samplesOf(type, snapshot).forEach((event) => events.add(event));
        } else samplesOf(descriptor, snapshot).forEach((event) => events.add(event));
      }
    }
    return [...events];
  }

  function describe(event: EventObject): EventDescription {
    return descriptions.get(event) ?? { trigger: triggers.get(event.type) ?? event.type };
  }

  return { eventsFor, describe };
}
