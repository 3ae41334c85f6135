/**
 * The Mermaid diagrams generated from the machines (npm run diagrams), bundled as text into the diagrams
 * page's chunk only (a few KB); mermaid itself is fetched when the page draws one.
 */
const files = import.meta.glob<string>('../../../machines/*/diagrams/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface DiagramDocument {
  id: string;
  title: string;
  notes: string[];
  mermaid: string;
}

/** The heading, the prose and the Mermaid block of a generated diagram file (machines/tooling/diagram-document.ts). */
export function readDiagram(id: string, markdown: string): DiagramDocument {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? id;
  const mermaid = /```mermaid\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
  const notes = markdown
    .replace(/```mermaid[\s\S]*?```/, '')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  return { id, title, notes, mermaid };
}

/**
 * A drawn diagram's own size, in CSS pixels, from its viewBox: at this size (zoom 1) Mermaid's text has the size it
 * was laid out with (16 px), whatever the diagram's width; fitted to the frame instead, a large one would be unreadable.
 */
export function diagramSize(svg: string): { width: number; height: number } | null {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!viewBox) return null;
  const [width, height] = [Number(viewBox[1]), Number(viewBox[2])];
  return width > 0 && height > 0 ? { width, height } : null;
}

export const diagrams: DiagramDocument[] = Object.entries(files)
  .map(([path, markdown]) => readDiagram(path.split('/').pop()!.replace(/\.md$/, ''), markdown))
  .sort((a, b) => a.title.localeCompare(b.title));
