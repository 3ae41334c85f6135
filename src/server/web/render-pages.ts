import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicConfig } from '../../shared/public-config';
import { fillTemplate, type PageRender } from './page-template';
import { compressInMemory, type CompressedBody } from './compressed-body';
import { inlineEntrySheet, readEntrySheet, type EntrySheet } from './inline-styles';
import { loadEntryAfterPaint } from './after-paint-loader';
import type { PreloadList } from './preload-marks';

export interface RenderedPages {
  /** The SPA shell, with the public configuration in it. */
  shell: CompressedBody;
  /** The shell of the checkout's pages, which also names the checkout's code (shell-preloads.ts). */
  checkoutShell: CompressedBody;
  /** Prerendered public pages by path. */
  pages: [string, CompressedBody][];
}

interface PrerenderEntry {
  renderPublicPages: (config: PublicConfig) => Promise<PageRender[]>;
  renderSignUpPages: (config: PublicConfig) => Promise<PageRender[]>;
  renderShellHead: (config: PublicConfig) => string;
}

async function prerenderer(distDir: string) {
  const template = readFileSync(join(distDir, 'client', 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(join(distDir, 'server-render', 'entry-server.js')).href)) as PrerenderEntry;
  return { template, entry };
}

const filled = (template: string, config: PublicConfig, pages: PageRender[], sheet?: EntrySheet) =>
  pages.map((page): [string, CompressedBody] => {
    const html = loadEntryAfterPaint(fillTemplate(template, config, page));
    return [page.path, compressInMemory(Buffer.from(sheet ? inlineEntrySheet(html, sheet) : html))];
  });

/** The public pages and the shell, rendered with this server's configuration and compressed. */
export async function renderPages(distDir: string, config: PublicConfig): Promise<RenderedPages> {
  const { template, entry } = await prerenderer(distDir);
  const pages = filled(
    template,
    config,
    await entry.renderPublicPages(config),
    readEntrySheet(template, join(distDir, 'client')),
  );
  const shell = (preloads: PreloadList[]) =>
    compressInMemory(
      Buffer.from(fillTemplate(template, config, { html: '', head: entry.renderShellHead(config) }, preloads)),
    );
  return { shell: shell(['styles', 'app']), checkoutShell: shell(['styles', 'app', 'checkout']), pages };
}

/** Each plan's sign-up page, rendered and compressed: drawn after the server listens, the checkout's shell serves until then. */
export async function renderSignUpPages(distDir: string, config: PublicConfig): Promise<[string, CompressedBody][]> {
  const { template, entry } = await prerenderer(distDir);
  return filled(template, config, await entry.renderSignUpPages(config));
}
