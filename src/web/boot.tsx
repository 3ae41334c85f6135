import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { carryTypingInto } from './carry-typing';
import { REDRAW_ATTRIBUTE } from '../shared/page-marks';
import { readPublicConfig } from './config';
import { createAppRouter } from './router';
import { focusHeadingAfterNavigation } from './focus-after-navigation';

/**
 * Gives the main thread back to the browser: loading the app's modules, making the router and loading the page
 * run as three tasks instead of one, none long enough to keep a phone from answering a tap.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await nextTask();
const router = createAppRouter();
focusHeadingAfterNavigation(router);
const config = readPublicConfig();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App router={router} config={config} />
  </StrictMode>
);

if (container.hasAttribute(REDRAW_ATTRIBUTE)) {
  // A page the server drew that the browser draws again (a checkout page): its code and data first, so the
  // server's drawing stays until the app's replaces it in one go, with no loader between. As a transition, the
  // drawing yields to the browser every few milliseconds instead of one long task.
  carryTypingInto(container);
  await nextTask();
  await router.load();
  const root = createRoot(container);
  startTransition(() => root.render(app));
} else if (container.firstElementChild) {
  // A prerendered public page: render the router's server-side tree (no Suspense around the matches) and
  // load the route and its code-split chunk first, so the first render matches the HTML.
  router.ssr = { manifest: undefined };
  await nextTask();
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => void hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
