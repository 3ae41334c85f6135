import { lazy, Suspense, type ComponentProps } from 'react';

// The route files stay tiny: every route is defined up front, and a route that imported the checkout
// directly would list all of the checkout's chunks in the landing page's download.
// Loading starts as soon as a checkout layout's own chunk does (e.g. when a "Contratar" link is hovered).
const loading = import('./CheckoutLayout');
const CheckoutLayout = lazy(() => loading);

export function LazyCheckoutLayout(props: ComponentProps<typeof CheckoutLayout>) {
  return (
    <Suspense fallback={null}>
      <CheckoutLayout {...props} />
    </Suspense>
  );
}
