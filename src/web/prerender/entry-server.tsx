import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { PublicConfig } from '../../shared/public-config';
import type { PageRender } from '../../server/web/page-template';
import { App } from '../App';
import { createAppRouter } from '../router';
import { publicPageMeta, shellPageMeta, signUpPageMeta, type PageMeta } from '../seo';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function head(path: string, config: PublicConfig, meta: { title: string; description: string }): string {
  const url = `${config.publicUrl}${path === '/' ? '' : path}`;
  return [
    `<title>${escape(meta.title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    `<link rel="canonical" href="${escape(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="${escape(config.appName)}" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${escape(url)}" />`,
    `<meta property="og:image" content="${escape(`${config.publicUrl}/logo.svg`)}" />`,
  ].join('\n    ');
}

async function render(path: string, config: PublicConfig, meta: PageMeta, redraw: boolean): Promise<PageRender> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), { prerendering: true });
  await router.load();
  const html = renderToString(<App router={router} config={config} />);
  return { path, html, head: head(path, config, meta), redraw };
}

/** Renders the public pages to HTML with the server's configuration; the client hydrates them. */
export async function renderPublicPages(config: PublicConfig): Promise<PageRender[]> {
  const pages: PageRender[] = [];
  for (const [path, meta] of Object.entries(publicPageMeta(config)))
    pages.push(await render(path, config, meta, false));
  return pages;
}

/** Renders each plan's sign-up page; the client draws them again, since their checkout starts in the browser. */
export async function renderSignUpPages(config: PublicConfig): Promise<PageRender[]> {
  const pages: PageRender[] = [];
  for (const [path, meta] of Object.entries(signUpPageMeta(config))) pages.push(await render(path, config, meta, true));
  return pages;
}

/** The head of the shell that every other page starts from: its title and description. */
export function renderShellHead(config: PublicConfig): string {
  const meta = shellPageMeta(config);
  return [
    `<title>${escape(meta.title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
  ].join('\n    ');
}
