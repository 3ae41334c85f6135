/**
 * The Mermaid diagrams generated from the machines (npm run diagrams), bundled as text into the admin chunk
 * only; each file is loaded when QA opens it.
 */
const files = import.meta.glob<string>('../../../machines/diagrams/*.md', { query: '?raw', import: 'default' });

export interface DiagramEntry {
  id: string;
  load: () => Promise<string>;
}

export const diagrams: DiagramEntry[] = Object.entries(files)
  .map(([path, load]) => ({ id: path.split('/').pop()!.replace(/\.md$/, ''), load }))
  .sort((a, b) => a.id.localeCompare(b.id));

export interface DiagramDocument {
  title: string;
  notes: string[];
  mermaid: string;
}

/** The heading, the prose and the Mermaid block of a generated diagram file (machines/tooling/diagram-document.ts). */
export function readDiagram(markdown: string): DiagramDocument {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? '';
  const mermaid = /```mermaid\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
  const notes = markdown
    .replace(/```mermaid[\s\S]*?```/, '')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  return { title, notes, mermaid };
}
