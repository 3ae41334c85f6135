import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicConfig } from '../../shared/public-config';
import { runChild, runningFromSources } from '../ops/run-child';
import type { CompressedBody } from './compressed-body';
import { renderPages, renderSignUpPages, type RenderedPages } from './render-pages';
import { renderedCache } from './rendered-cache';
import { loadStaticFiles, type StaticFile } from './static-files';

export interface WebAssets extends Omit<RenderedPages, 'pages'> {
  /** Prerendered public pages by path. */
  pages: Map<string, CompressedBody>;
  /** The built client's files by URL path. */
  files: Map<string, StaticFile>;
}

export function isBuilt(distDir: string): boolean {
  return (
    existsSync(join(distDir, 'client', 'index.html')) && existsSync(join(distDir, 'server-render', 'entry-server.js'))
  );
}

// In a build this module is part of main.js, and page-worker.js lies beside it (vite.config.ts).
const pageWorker = new URL('./page-worker.js', import.meta.url);

/** A Buffer sent by the child process arrives as a plain Uint8Array. */
const asBuffer = (bytes: Uint8Array | undefined) =>
  bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const revived = (body: CompressedBody): CompressedBody => ({
  identity: asBuffer(body.identity)!,
  br: asBuffer(body.br),
  gzip: asBuffer(body.gzip),
  etag: body.etag,
});

/**
 * Renders the public pages once, at start, with this server's configuration. Started before the database opens:
 * the rendering (~0.5 s: the prerender bundle, React, brotli) runs in a child process on another core meanwhile,
 * and the server's process never loads the prerender bundle. With `cacheDir`, a restart of the same build and
 * configuration takes the pages the previous start rendered (rendered-cache.ts).
 */
export async function loadWebAssets(distDir: string, config: PublicConfig, cacheDir?: string): Promise<WebAssets> {
  const cache = cacheDir ? renderedCache<RenderedPages>(distDir, config, cacheDir, 'site') : undefined;
  const kept = cache?.read();
  const rendering = kept
    ? Promise.resolve(kept)
    : runningFromSources(import.meta.url)
      ? renderPages(distDir, config)
      : runChild<RenderedPages>(pageWorker, { distDir, config, part: 'site' });
  const files = loadStaticFiles(join(distDir, 'client'));
  const rendered = await rendering;
  if (!kept) cache?.write(rendered);
  return {
    shell: revived(rendered.shell),
    checkoutShell: revived(rendered.checkoutShell),
    pages: new Map(rendered.pages.map(([path, body]) => [path, revived(body)])),
    files,
  };
}

/**
 * Adds each plan's sign-up page once it is drawn (about a second of the checkout's code in a child process): run
 * after the server listens, so start-up does not wait for it; until then those addresses get the checkout's shell.
 */
export async function addSignUpPages(web: WebAssets, distDir: string, config: PublicConfig): Promise<void> {
  const pages = runningFromSources(import.meta.url)
    ? await renderSignUpPages(distDir, config)
    : await runChild<[string, CompressedBody][]>(pageWorker, { distDir, config, part: 'signUp' });
  for (const [path, body] of pages) web.pages.set(path, revived(body));
}
