import { Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { WizardScreen } from '../../../machines/brand-registration';

// The route files stay tiny: every route is defined up front, and a route that imported the wizard
// directly would list all of the wizard's chunks in the landing page's download.
const WizardRoute = lazy(() => import('./WizardRoute').then((module) => ({ default: module.WizardRoute })));

export function LazyWizardRoute(props: { marcaId: number | undefined; screen: WizardScreen }) {
  return (
    <Suspense
      fallback={
        <Stack align="center" py={80}>
          <Loader aria-label="Carregando" />
        </Stack>
      }
    >
      <WizardRoute {...props} />
    </Suspense>
  );
}
