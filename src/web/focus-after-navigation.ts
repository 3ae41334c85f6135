import type { createAppRouter } from './router';

/** How long a new page may take to draw its heading (its code and data loading) before focus stays where it is. */
const HEADING_WAIT_MS = 5000;

/** For this long after the heading took focus, a heading that was replaced gives it to the new one. */
const SETTLE_MS = 400;

const isEditable = (element: Element | null) =>
  element instanceof HTMLElement && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));

/**
 * After the app changes page, focus goes to the new page's h1, where a screen reader starts reading and the
 * keyboard starts from; otherwise it is left on <body> (the button that was pressed is gone) and the next Tab
 * starts from the top. Focus the page itself put somewhere (a dialog, a field it focused) is left alone.
 */
function focusHeading() {
  const deadline = performance.now() + HEADING_WAIT_MS;
  let placed = false;
  const look = () => {
    const active = document.activeElement;
    if (active?.closest('[role="dialog"]') || isEditable(active)) return;
    // Once placed, focus the reader moved on (a Tab, a click) stays where they put it.
    if (placed && active !== document.body && !(active instanceof HTMLHeadingElement)) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) {
      if (performance.now() < deadline) requestAnimationFrame(look);
      return;
    }
    if (heading !== active) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    placed = true;
    // The old page's heading may still be on screen for a frame or two: look again until the focus holds.
    if (performance.now() < settled) requestAnimationFrame(look);
  };
  const settled = performance.now() + SETTLE_MS;
  requestAnimationFrame(look);
}

export function focusHeadingAfterNavigation(router: ReturnType<typeof createAppRouter>): () => void {
  return router.subscribe('onResolved', (event) => {
    if (event.fromLocation && event.pathChanged) focusHeading();
  });
}
