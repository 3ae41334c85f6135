import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The HTML entry's own stylesheet (site-styles.ts: Mantine's few components of the public pages and ours). */
const ENTRY_SHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/;

/**
 * The template with the entry's stylesheet written into the page instead of linked: a prerendered page then
 * paints with its first bytes, without a render-blocking request for its styles (~7 KB compressed, about the
 * same bytes inside the compressed HTML). Pages the app draws (the shell) keep the link, which the browser caches.
 */
export function inlineEntrySheet(template: string, clientDir: string): string {
  const link = template.match(ENTRY_SHEET);
  if (!link) return template;
  const css = readFileSync(join(clientDir, link[1]!), 'utf8').replace(/<\/style/gi, '<\\/style');
  return template.replace(link[0], () => `<style>${css}</style>`);
}
