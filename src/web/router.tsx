import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { NotFoundScreen } from './public/NotFoundScreen';
import { PagePending } from './ui/PagePending';

/** On the server (prerendering) there is no scroll to restore, and its inline script would break the CSP. */
export function createAppRouter(history?: RouterHistory, options: { prerendering?: boolean } = {}) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    scrollRestoration: !options.prerendering,
    defaultNotFoundComponent: NotFoundScreen,
    // A page whose code or data is still on its way shows its frame and a loader at once, never a blank screen.
    defaultPendingComponent: PagePending,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
