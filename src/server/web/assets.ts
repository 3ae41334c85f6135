import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '../../shared/public-config';
import { compressInMemory, type CompressedBody } from './compressed-body';
import type { PreloadList } from './preload-marks';
import { keepPreloads } from './shell-preloads';
import { loadStaticFiles, type StaticFile } from './static-files';

export interface WebAssets {
  /** The SPA shell, with the public configuration in it. */
  shell: CompressedBody;
  /** The shell of the checkout's pages, which also names the checkout's code (shell-preloads.ts). */
  checkoutShell?: CompressedBody;
  /** Prerendered public pages by path. */
  pages: Map<string, CompressedBody>;
  /** The built client's files by URL path. */
  files: Map<string, StaticFile>;
}

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

export function isBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'client', 'index.html')) && existsSync(join(distDir, 'server-render', 'entry-server.js'));
}

/** Renders the public pages once, at start, with this server's configuration. */
export async function loadWebAssets(distDir: string, config: PublicConfig): Promise<WebAssets> {
  const clientDir = join(distDir, 'client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(join(distDir, 'server-render', 'entry-server.js')).href)) as {
    renderPublicPages: (config: PublicConfig) => Promise<PageRender[]>;
    renderShellHead: (config: PublicConfig) => string;
  };
  const pages = new Map<string, CompressedBody>();
  for (const page of await entry.renderPublicPages(config)) pages.set(page.path, compressInMemory(Buffer.from(fillTemplate(template, config, page))));
  const shell = (preloads: PreloadList[]) => compressInMemory(Buffer.from(fillTemplate(template, config, { html: '', head: entry.renderShellHead(config) }, preloads)));
  return { shell: shell(['app']), checkoutShell: shell(['app', 'checkout']), pages, files: loadStaticFiles(clientDir) };
}
