import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { criticalCss } from './page-critical-css';

/** The HTML entry's own stylesheet (site-styles.ts: Mantine's few components of the public pages and ours). */
const ENTRY_SHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[\w-]+\.css)">/;

/**
 * On the `<style>` that holds a page's part of the sheet: the address of the whole sheet, which main.tsx (where
 * the name is written out, since that file imports nothing of the app) links once the page has painted.
 */
export const WHOLE_SHEET_ATTRIBUTE = 'data-whole-sheet';

export interface EntrySheet {
  /** The `<link>` in the template. */
  link: string;
  href: string;
  css: string;
}

/** The entry's stylesheet the template links, read from the build. */
export function readEntrySheet(template: string, clientDir: string): EntrySheet | undefined {
  const link = template.match(ENTRY_SHEET);
  if (!link) return undefined;
  return { link: link[0], href: link[1]!, css: readFileSync(join(clientDir, link[1]!), 'utf8') };
}

/**
 * The page with the part of the entry's stylesheet its HTML uses written into it instead of the link: a
 * prerendered page then paints with its first bytes, without a render-blocking request for its styles, and those
 * bytes stay few (the whole sheet inline was ~8 KB of the page's 19 KB compressed, mostly rules and custom
 * properties of components the page does not draw). Pages the app draws (the shell) keep the link.
 */
export function inlineEntrySheet(page: string, sheet: EntrySheet): string {
  if (!page.includes(sheet.link)) return page;
  const css = criticalCss(sheet.css, page.replace(sheet.link, '')).replace(/<\/style/gi, '<\\/style');
  return page.replace(sheet.link, () => `<style ${WHOLE_SHEET_ATTRIBUTE}="${sheet.href}">${css}</style>`);
}
