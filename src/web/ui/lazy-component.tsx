import { Suspense, use, type ComponentType, type ReactNode, type ReactPromise } from 'react';

/**
 * The one way the web app draws a component whose code downloads apart. Route files are all in the landing page's
 * download, and a route that imported a flow directly would list all of that flow's chunks there; through this,
 * it names one.
 *
 * `ready()` starts the download and resolves once the code is here: a route's loader waits for it, so the router
 * shows its pending loader instead of a blank page. Once loaded, the component draws in the same render without
 * suspending, so a page the server drew is replaced in one go (a render that suspended would blank it first).
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
) {
  // React's use() reads a settled promise's `status` and `value` and draws at once, without suspending; marked here,
  // so that every render calls use() the same way (a component that suspended on use() must call it again).
  let loading: ReactPromise<ComponentType<Props>> | undefined;
  const start = () => {
    if (!loading) {
      const promise = load().then((component) => {
        Object.assign(promise, { status: 'fulfilled', value: component });
        return component;
      });
      loading = promise;
    }
    return loading;
  };

  function Draw(props: Props) {
    const Component = use(start());
    return <Component {...props} />;
  }

  function Lazy(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Draw {...props} />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { ready: () => start().then(() => undefined) });
}
