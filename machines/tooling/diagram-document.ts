import { toMermaid } from './mermaid';
import type { RegisteredMachine } from './registry';

/** Each flow's diagrams live beside its machine, in the flow's folder: machines/<flow>/diagrams/<machine id>.md. */
export const diagramsDirOf = ({ source }: Pick<RegisteredMachine, 'source'>) =>
  `${source.slice(0, source.lastIndexOf('/'))}/diagrams`;

export const diagramFile = (entry: Pick<RegisteredMachine, 'machine' | 'source'>) =>
  `${diagramsDirOf(entry)}/${entry.machine.id}.md`;

/** The Markdown file QA opens: a heading, where it comes from, and the Mermaid diagram. */
export function diagramDocument({ machine, source, title }: RegisteredMachine): string {
  return [
    `# ${title}`,
    '',
    `Machine \`${machine.id}\`, generated from \`${source}\` by \`npm run diagrams\`; do not edit by hand.`,
    'Edges read `EVENT [guard]`; `[else]` is the branch taken when the guards before it fail.',
    '',
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
  ].join('\n');
}
