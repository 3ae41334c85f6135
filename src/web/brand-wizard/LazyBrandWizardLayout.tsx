import { lazy, Suspense } from 'react';

// The route file stays tiny: every route is defined up front, and a route that imported the wizard
// directly would list all of the wizard's chunks in the landing page's download.
// The route's loader waits for this chunk (showing the router's pending loader), so the fallback is never seen.
const BrandWizardLayout = lazy(() => import('./BrandWizardLayout'));

export function LazyBrandWizardLayout(props: { marcaId: number | undefined }) {
  return (
    <Suspense fallback={null}>
      <BrandWizardLayout {...props} />
    </Suspense>
  );
}
