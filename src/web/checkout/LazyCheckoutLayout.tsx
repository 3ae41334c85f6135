import { Suspense, use, type ComponentProps } from 'react';

// The route files stay tiny: every route is defined up front, and a route that imported the checkout
// directly would list all of the checkout's chunks in the landing page's download.
// Loading starts as soon as a checkout layout's own chunk does (e.g. when a "Contratar" link is hovered).
const loading = import('./CheckoutLayout');
let loaded: typeof import('./CheckoutLayout').default | undefined;

/** The routes' loader: once it has resolved, the layout draws in the same render, without suspending. */
export const checkoutLayoutLoaded = loading.then((module) => {
  loaded = module.default;
});

type Props = ComponentProps<typeof import('./CheckoutLayout').default>;

// A page the server drew is replaced by the app's drawing in one go: a render that suspended would blank it first.
function Layout(props: Props) {
  const CheckoutLayout = loaded ?? use(loading).default;
  return <CheckoutLayout {...props} />;
}

export function LazyCheckoutLayout(props: Props) {
  return (
    <Suspense fallback={null}>
      <Layout {...props} />
    </Suspense>
  );
}
