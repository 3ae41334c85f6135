// The HTML's entry: the page's styles (linked in the HTML) and the start of the app, whose code is the entry
// boot.tsx. Import nothing else here: vite.config.ts keeps only these modules out of the `app` chunk.
import './ui/site-styles';

/** The longest a prerendered page waits for its first paint before starting anyway (a browser that never reports it). */
const PAINT_WAIT_MS = 3000;

/**
 * Runs `then` once, as soon as the page has shown its first content: the browser's paint timing, or two frames
 * where there is none (a frame's callback runs before that frame's paint). A tab in the background paints
 * nothing, so it starts at once.
 */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (document.visibilityState !== 'visible') return once();
  setTimeout(once, PAINT_WAIT_MS);
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once)));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
}

const start = () => void import('./boot');

// A prerendered page is complete in its HTML: it is painted before its code is fetched, which on a phone would
// otherwise hold back that paint (the download competes with the styles, the start-up with the layout).
if (document.getElementById('root')!.firstElementChild) afterFirstPaint(start);
else start();
