import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { NotFoundScreen } from './public/NotFoundScreen';

/** On the server (prerendering) there is no scroll to restore, and its inline script would break the CSP. */
export function createAppRouter(history?: RouterHistory, options: { prerendering?: boolean } = {}) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    scrollRestoration: !options.prerendering,
    defaultNotFoundComponent: NotFoundScreen,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
