// The HTML's entry: the page's styles (linked in the HTML) and the start of the app, whose code is the entry
// boot.tsx. Import nothing else here: vite.config.ts keeps only these modules out of the `app` chunk.
import './ui/site-styles';

/**
 * A prerendered public page carries only the rules its own HTML uses (server/web/inline-styles.ts, which names
 * the whole sheet in this attribute): the whole sheet, for what the app draws next. Right after the page's part,
 * so that the sheets keep the order the build gave them.
 */
function linkWholeSheet() {
  const part = document.querySelector('style[data-whole-sheet]');
  const href = part?.getAttribute('data-whole-sheet');
  if (!part || !href) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  part.after(link);
}

// A prerendered page fetches this file only once it has painted (server/web/after-paint-loader.ts): on a phone
// the download would otherwise compete with the page, and the start-up with its layout. A page the app draws
// (the shell) starts it at once.
linkWholeSheet();
void import('./boot');
