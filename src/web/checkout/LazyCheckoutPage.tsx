import { lazy, Suspense } from 'react';
import type { CheckoutInput } from '../../../machines/checkout';

// The route files stay tiny: every route is defined up front, and a route that imported the checkout
// directly would list all of the checkout's chunks in the landing page's download.
// Loading starts as soon as a checkout route's own chunk does (e.g. when a "Contratar" link is hovered).
const loading = import('./CheckoutPage');
const CheckoutPage = lazy(() => loading);

export function LazyCheckoutPage(props: { input: CheckoutInput; framed: boolean }) {
  return (
    <Suspense fallback={null}>
      <CheckoutPage {...props} />
    </Suspense>
  );
}
