import { Loader, Stack } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { messages } from '../../shared/messages';
import { useToast } from '../ui/toast';

// The route file stays tiny: a route that imported the flow directly would list its chunks in the landing page's download.
const ServiceRequestLayout = lazy(() =>
  import('./ServiceRequestLayout').then((module) => ({ default: module.ServiceRequestLayout })),
);

/** The body of the service pages' layout route: the request comes from the address; without one, the list of services. */
export function LazyServiceRequest({ servicoId }: { servicoId: number | undefined }) {
  const toast = useToast();
  useEffect(() => {
    if (servicoId === undefined) toast({ color: 'red', message: messages.services.requestMissing });
  }, [servicoId, toast]);
  if (servicoId === undefined) return <Navigate to="/servicos" replace />;
  return (
    <Suspense
      fallback={
        <Stack align="center" py={80}>
          <Loader aria-label="Carregando" />
        </Stack>
      }
    >
      {/* Another request is another flow: a new actor from that request's saved data. */}
      <ServiceRequestLayout key={servicoId} servicoId={servicoId} />
    </Suspense>
  );
}
