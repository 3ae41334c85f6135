import { REDRAW_ATTRIBUTE } from '../../shared/page-marks';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '../../shared/public-config';
import type { PreloadList } from './preload-marks';
import { keepPreloads } from './shell-preloads';

export interface PageRender {
  /** The address it answers: a path, or a path and its query (a plan's sign-up page). */
  path: string;
  html: string;
  head: string;
  /** Drawn again by the browser instead of hydrated (boot.tsx reads the mark on #root). */
  redraw?: boolean;
}

/** JSON inside <script> must not be able to close the tag. */
function configScript(config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/**
 * Without `page`, the shell; `preloads`, the build's lists of files to keep. A prerendered page fetches its code
 * after painting: it keeps none, or only the whole sheet when the browser draws it again (a checkout page).
 */
export function fillTemplate(
  template: string,
  config: PublicConfig,
  page?: Omit<PageRender, 'path'>,
  preloads: readonly PreloadList[] = page ? (page.redraw ? ['styles'] : []) : ['styles', 'app'],
): string {
  return keepPreloads(template, preloads)
    .replace('<!--app-head-->', page?.head ?? `<title>${config.appName}</title>`)
    .replace('<div id="root">', page?.redraw ? `<div id="root" ${REDRAW_ATTRIBUTE}>` : '<div id="root">')
    .replace('<!--app-html-->', page?.html ?? '')
    .replace('<!--app-config-->', configScript(config));
}
