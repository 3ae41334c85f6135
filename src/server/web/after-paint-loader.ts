import { createHash } from 'node:crypto';

/**
 * Written into a prerendered page in place of its entry script: fetches the entry (`data-entry`) and the modules
 * it imports (`data-modules`) once the page has shown its first content, so that on a phone nothing the page does
 * not need to paint is downloaded before that paint. Where the browser reports no paint timing, two frames (a
 * frame's callback runs before that frame's paint); a tab in the background paints nothing, so it starts at once;
 * a browser that never reports the paint starts after 3 s. Always the same text: the Content-Security-Policy
 * allows it by its hash (security-headers.ts), not every inline script. Each line ends a statement or opens or
 * closes a block, so the lines are joined without their breaks and indentation.
 */
export const AFTER_PAINT_LOADER = `const tag = document.querySelector('script[data-entry]');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of tag.dataset.modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(tag.dataset.entry);
};
if (document.visibilityState !== 'visible') start();
else {
  setTimeout(start, 3000);
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
}`.replace(/\n\s*/g, '');

/** The loader's source for the Content-Security-Policy's script-src. */
export const afterPaintLoaderSource = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its entry script and module preloads replaced by the loader: the browser fetches them after the
 * first paint instead of while it parses the page. A page without the entry script is left as it is.
 */
export function loadEntryAfterPaint(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page);
  if (!entry) return page;
  const modules = [...page.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const loader = `<script type="module" data-entry="${entry[1]}" data-modules="${modules.join(' ')}">${AFTER_PAINT_LOADER}</script>`;
  return page.replace(MODULE_PRELOAD, '').replace(entry[0], () => loader);
}
