import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEntryAfterPaint } from '../../src/server/web/after-paint-loader';
import { securityHeaders } from '../../src/server/http/security-headers';

const head = [
  '<script type="module" crossorigin src="/assets/index-x.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-x.js">',
  '<link rel="modulepreload" crossorigin href="/assets/preload-helper-x.js">',
].join('\n    ');
const page = loadEntryAfterPaint(`<head>\n    ${head}\n  </head><body><div id="root"><main>…</main></div></body>`);
const inlineScripts = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);

describe('a prerendered page fetches its code after painting', () => {
  it('names no script or module the browser would fetch while it parses the page', () => {
    expect(page).not.toMatch(/<script[^>]*\ssrc=/);
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('data-entry="/assets/index-x.js"');
    expect(page).toContain('data-modules="/assets/rolldown-runtime-x.js /assets/preload-helper-x.js"');
  });

  it('runs only an inline script the Content-Security-Policy allows by its hash', () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = createHash('sha256').update(inlineScripts[0]!).digest('base64');
    const policy = new Map(securityHeaders({ mercadoPago: false })).get('Content-Security-Policy')!;
    const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSources.split(' ')).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
  });

  it('leaves a page without the entry script as it is', () => {
    const shell = '<head></head><body><div id="root"></div></body>';
    expect(loadEntryAfterPaint(shell)).toBe(shell);
  });
});
