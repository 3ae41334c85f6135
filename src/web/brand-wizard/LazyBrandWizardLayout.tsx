import { Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The route file stays tiny: every route is defined up front, and a route that imported the wizard
// directly would list all of the wizard's chunks in the landing page's download.
const BrandWizardLayout = lazy(() => import('./BrandWizardLayout'));

export function LazyBrandWizardLayout(props: { marcaId: number | undefined }) {
  return (
    <Suspense
      fallback={
        <Stack align="center" py={80}>
          <Loader aria-label="Carregando" />
        </Stack>
      }
    >
      <BrandWizardLayout {...props} />
    </Suspense>
  );
}
