import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import type { Observation } from './observe';
import { listStateNodes, statePath, transitionGroups, type TransitionInfo } from './transitions';

/** One thing a walk must do: take a transition, or see a guarded group fall through when no branch is unguarded. */
export interface CoverageItem {
  key: string;
  source: string;
  trigger: string;
  guard?: string;
  targets: string[];
  /** True for the fall-through of a group whose branches are all guarded: the event arrives and nothing happens. */
  implicit: boolean;
}

export interface Coverage {
  stateNodes: Array<{ path: string; visited: boolean }>;
  transitions: Array<CoverageItem & { taken: boolean }>;
  missing: { stateNodes: string[]; transitions: string[] };
}

interface FallThrough {
  item: CoverageItem;
  node: AnyStateNode;
  eventType: string;
  definitions: Set<AnyTransitionDefinition>;
}

const toItem = (transition: TransitionInfo): CoverageItem => ({
  key: transition.key,
  source: statePath(transition.source),
  trigger: transition.trigger,
  guard: transition.guard,
  targets: transition.targets.map(statePath),
  implicit: false,
});

function fallThroughOf(node: AnyStateNode, group: TransitionInfo[]): FallThrough | undefined {
  if (!group.every((transition) => transition.definition.guard !== undefined)) return undefined;
  const { trigger, eventType } = group[0];
  const item: CoverageItem = {
    key: `${statePath(node)}: ${trigger} [else] → (nothing happens)`,
    source: statePath(node),
    trigger,
    guard: 'else',
    targets: [],
    implicit: true,
  };
  return { item, node, eventType, definitions: new Set(group.map((transition) => transition.definition)) };
}

const isWithin = (node: AnyStateNode | undefined, ancestor: AnyStateNode) => {
  for (let current = node; current; current = current.parent) if (current === ancestor) return true;
  return false;
};

const matchesDescriptor = (descriptor: string, type: string) =>
  descriptor === '*' || descriptor === type || (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)));

/** The machine's coverage items, and a way to tell which of them one observed step took. */
export function createCoverageModel(machine: AnyStateMachine) {
  const nodes = [machine.root, ...listStateNodes(machine)];
  const groups = nodes.flatMap((node) => transitionGroups(node).map((group) => ({ node, group })));
  const byDefinition = new Map(
    groups.flatMap(({ group }) => group.map((transition) => [transition.definition, transition] as const)),
  );
  const fallThroughs = groups.flatMap(({ node, group }) => fallThroughOf(node, group) ?? []);
  const items = [...groups.flatMap(({ group }) => group.map(toItem)), ...fallThroughs.map((fall) => fall.item)];

  /** Keys of the items one step took; `previous` and `event` are absent for the start. */
  function takenBy(observation: Observation, previous?: AnyMachineSnapshot, event?: EventObject): string[] {
    const taken = observation.taken.map((definition) => byDefinition.get(definition)!.key);
    for (const fall of fallThroughs) {
      const sawEvent =
        fall.eventType === ''
          ? observation.snapshot._nodes.includes(fall.node) // still here after eventless transitions settle: they all failed
          : !!previous &&
            !!event &&
            previous._nodes.includes(fall.node) &&
            matchesDescriptor(fall.eventType, event.type) &&
            !observation.taken.some((definition) => isWithin(definition.source, fall.node));
      if (sawEvent) taken.push(fall.item.key);
    }
    return taken;
  }

  function report(takenKeys: Set<string>, visitedPaths: Set<string>): Coverage {
    const stateNodes = nodes
      .slice(1)
      .map((node) => ({ path: statePath(node), visited: visitedPaths.has(statePath(node)) }));
    const transitions = items.map((item) => ({ ...item, taken: takenKeys.has(item.key) }));
    return {
      stateNodes,
      transitions,
      missing: {
        stateNodes: stateNodes.filter((node) => !node.visited).map((node) => node.path),
        transitions: transitions.filter((item) => !item.taken).map((item) => item.key),
      },
    };
  }

  return { items, takenBy, report };
}
