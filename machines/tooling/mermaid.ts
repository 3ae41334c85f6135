import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { listStateNodes, listTransitions, type TransitionInfo } from './transitions';

/** Transitions declared on the machine itself apply in every state; they start from this pseudo-state. */
const ANY_STATE = 'any_state';

/**
 * Mermaid ids are global to the diagram, and two parents may have children with the same key
 * ('open.editing', 'forgot.editing'), so ids are built from the whole path.
 */
export const mermaidId = (node: AnyStateNode): string =>
  node.path.length ? node.path.map((key) => key.replace(/[^A-Za-z0-9]/g, '_')).join('_') : ANY_STATE;

const isCompound = (node: AnyStateNode) => Object.keys(node.states).length > 0;
const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];

interface Edge {
  from: string;
  to: string;
  label?: string;
  /** The composite whose block holds the edge; undefined for the top level. */
  scope?: AnyStateNode;
}

/**
 * Mermaid moves a state into the last composite block that mentions it, so an edge goes inside a
 * block only when both ends are children of that block; every other edge is written at the top level.
 */
function scopeOf(source: AnyStateNode, target: AnyStateNode): AnyStateNode | undefined {
  return source.parent === target.parent && source.parent?.parent ? source.parent : undefined;
}

function edgesOf(transition: TransitionInfo): Edge[] {
  const targets = transition.targets.length ? transition.targets : [transition.source];
  return targets.map((target) => ({
    from: mermaidId(transition.source),
    to: mermaidId(target),
    label: transition.label,
    scope: scopeOf(transition.source, target),
  }));
}

function finalEdges(node: AnyStateNode): Edge[] {
  return node.type === 'final'
    ? [{ from: mermaidId(node), to: '[*]', scope: node.parent?.parent ? node.parent : undefined }]
    : [];
}

const edgeLine = (edge: Edge) => `${edge.from} --> ${edge.to}${edge.label ? `: ${edge.label}` : ''}`;

function initialLines(node: AnyStateNode): string[] {
  if (node.type === 'parallel') return [];
  return (node.initial?.target ?? []).map((target: AnyStateNode) => `[*] --> ${mermaidId(target)}`);
}

/** The state's `description`, as Mermaid's note under the state's name (double quotes would end Mermaid's strings, a colon or a semicolon its statement). */
const descriptionLines = (node: AnyStateNode): string[] =>
  // Mermaid draws a described state by its description alone, so the state's name leads it.
  node.description
    ? [
        `${mermaidId(node)} : ${node.key} - ${node.description.replace(/"/g, "'").replace(/:/g, ' -').replace(/;/g, ',')}`,
      ]
    : [];

function stateLines(node: AnyStateNode, edges: Edge[]): string[] {
  const id = mermaidId(node);
  if (!isCompound(node)) return [node.key === id ? id : `state "${node.key}" as ${id}`, ...descriptionLines(node)];
  const regions = children(node).map((child) => stateLines(child, edges));
  const body = [
    ...initialLines(node),
    ...(node.type === 'parallel'
      ? regions.flatMap((lines, index) => (index ? ['--', ...lines] : lines))
      : regions.flat()),
    ...edges.filter((edge) => edge.scope === node).map(edgeLine),
  ];
  return [`state ${id} {`, ...body.map((line) => `  ${line}`), '}', ...descriptionLines(node)];
}

/** The machine as a Mermaid stateDiagram-v2, in document order so the text changes only when the machine does. */
export function toMermaid(machine: AnyStateMachine): string {
  const transitions = listTransitions(machine);
  const edges = [...transitions.flatMap(edgesOf), ...listStateNodes(machine).flatMap(finalEdges)];
  const body = [
    ...initialLines(machine.root),
    ...(transitions.some((transition) => transition.source === machine.root)
      ? [`state "(any state)" as ${ANY_STATE}`]
      : []),
    ...children(machine.root).flatMap((child) => stateLines(child, edges)),
    ...edges.filter((edge) => edge.scope === undefined).map(edgeLine),
  ];
  return ['stateDiagram-v2', ...body.map((line) => `  ${line}`)].join('\n');
}
