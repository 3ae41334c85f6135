import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '../../shared/public-config';
import type { PreloadList } from './preload-marks';
import { keepPreloads } from './shell-preloads';

export interface PageRender {
  path: string;
  html: string;
  head: string;
}

/** JSON inside <script> must not be able to close the tag. */
function configScript(config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** Without `page`, the shell; `preloads`, the build's lists of files to keep (none for a prerendered page). */
export function fillTemplate(template: string, config: PublicConfig, page?: Omit<PageRender, 'path'>, preloads: readonly PreloadList[] = page ? [] : ['app']): string {
  return keepPreloads(template, preloads)
    .replace('<!--app-head-->', page?.head ?? `<title>${config.appName}</title>`)
    .replace('<!--app-html-->', page?.html ?? '')
    .replace('<!--app-config-->', configScript(config));
}
