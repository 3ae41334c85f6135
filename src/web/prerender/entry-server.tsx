import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { PublicConfig } from '../../shared/public-config';
import { App } from '../App';
import { createAppRouter } from '../router';
import { publicPageMeta, shellPageMeta } from '../seo';

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

/** Renders the public pages to HTML with the server's configuration; the client hydrates them. */
export async function renderPublicPages(config: PublicConfig) {
  const pages = [];
  for (const [path, meta] of Object.entries(publicPageMeta(config))) {
    const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), { prerendering: true });
    await router.load();
    const html = renderToString(<App router={router} config={config} />);
    pages.push({ path, html, head: head(path, config, meta) });
  }
  return pages;
}

/** The head of the shell that every other page starts from: its title and description. */
export function renderShellHead(config: PublicConfig): string {
  const meta = shellPageMeta(config);
  return [`<title>${escape(meta.title)}</title>`, `<meta name="description" content="${escape(meta.description)}" />`].join('\n    ');
}
