import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type TriggerKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'snapshot' | 'stateDone';

/** One transition of a machine definition, described the way the diagrams and the coverage report show it. */
export interface TransitionInfo {
  definition: AnyTransitionDefinition;
  source: AnyStateNode;
  /** Empty when the transition has no target (it only runs actions). */
  targets: AnyStateNode[];
  kind: TriggerKind;
  /** The event type xstate matches ('' for eventless transitions). */
  eventType: string;
  /** What causes it, for people: 'SUBMIT', 'always', 'after: resetCloseDelay', 'done: logIn', 'error: logIn'. */
  trigger: string;
  /** The guard's name, 'else' for the unguarded fallback after guarded branches, undefined when unconditional. */
  guard?: string;
  /** trigger plus guard: 'SUBMIT [fieldsFilled]'. */
  label: string;
  /** Unique and stable: 'open.editing: SUBMIT [fieldsFilled] → open.submitting'. */
  key: string;
}

/** A state node's path without the machine id: 'open.editing' ('(machine)' for the root). */
export const statePath = (node: AnyStateNode): string => (node.path.length ? node.path.join('.') : '(machine)');

/** Every state node below the root, in document order (parents before children). */
export function listStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

type Guard = AnyTransitionDefinition['guard'];

/** Names a guard the way the machine's setup() names it; higher-order guards read as not(isAdmin), and(a, b). */
export function guardName(guard: Guard): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: Guard[] }).guards;
    if (nested) return `${guard.name}(${nested.map(guardName).join(', ')})`;
    return guard.name || 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline';
}

function invokeSource(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((definition) => definition.id === invokeId);
  if (!invoke) return invokeId;
  return typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.') ? invoke.src : invoke.id;
}

function describeTrigger(
  node: AnyStateNode,
  definition: AnyTransitionDefinition,
): { kind: TriggerKind; trigger: string } {
  const eventType = definition.eventType;
  const delay = (definition as { delay?: string | number }).delay;
  if (delay !== undefined)
    return { kind: 'after', trigger: `after: ${typeof delay === 'number' ? `${delay}ms` : delay}` };
  for (const [prefix, kind] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
    ['xstate.snapshot.', 'snapshot'],
  ] as const) {
    if (eventType.startsWith(prefix))
      return { kind, trigger: `${kind}: ${invokeSource(node, eventType.slice(prefix.length))}` };
  }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'stateDone', trigger: 'done' };
  return { kind: 'event', trigger: eventType };
}

function describeGroup(node: AnyStateNode, definitions: AnyTransitionDefinition[], always: boolean): TransitionInfo[] {
  return definitions.map((definition, index) => {
    const { kind, trigger } = always
      ? { kind: 'always' as const, trigger: 'always' }
      : describeTrigger(node, definition);
    const guard =
      definition.guard !== undefined
        ? guardName(definition.guard)
        : definitions.slice(0, index).some((d) => d.guard)
          ? 'else'
          : undefined;
    const label = guard ? `${trigger} [${guard}]` : trigger;
    const targets = [...(definition.target ?? [])] as AnyStateNode[];
    const destination = targets.length ? targets.map(statePath).join(', ') : '(stays)';
    return {
      definition,
      source: node,
      targets,
      kind,
      eventType: always ? '' : definition.eventType,
      trigger,
      guard,
      label,
      key: `${statePath(node)}: ${label} → ${destination}`,
    };
  });
}

/** The transitions of one state node, grouped as xstate evaluates them (one group per event, then the eventless one). */
export function transitionGroups(node: AnyStateNode): TransitionInfo[][] {
  const groups: TransitionInfo[][] = [];
  for (const definitions of node.transitions.values()) groups.push(describeGroup(node, definitions, false));
  if (node.always?.length) groups.push(describeGroup(node, node.always, true));
  return groups;
}

/** Every transition of the machine, in document order. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return [machine.root, ...listStateNodes(machine)].flatMap((node) => transitionGroups(node).flat());
}
