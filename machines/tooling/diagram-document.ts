import { toMermaid } from './mermaid';
import type { RegisteredMachine } from './registry';

export const diagramsDir = 'machines/diagrams';

export const diagramFile = ({ machine }: Pick<RegisteredMachine, 'machine'>) => `${diagramsDir}/${machine.id}.md`;

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
