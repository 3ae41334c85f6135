import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { messages } from '../../shared/messages';
import { FlowWaiting } from '../ui/FlowWaiting';
import { lazyComponent } from '../ui/lazy-component';
import { useToast } from '../ui/toast';

const ServiceRequestLayout = lazyComponent(
  () => import('./ServiceRequestLayout').then((module) => module.ServiceRequestLayout),
  <FlowWaiting />,
);

/** The body of the service pages' layout route: the request comes from the address; without one, the list of services. */
export function LazyServiceRequestLayout({ servicoId }: { servicoId: number | undefined }) {
  const toast = useToast();
  useEffect(() => {
    if (servicoId === undefined) toast({ color: 'red', message: messages.services.requestMissing });
  }, [servicoId, toast]);
  if (servicoId === undefined) return <Navigate to="/servicos" replace />;
  // Another request is another flow: a new actor from that request's saved data.
  return <ServiceRequestLayout key={servicoId} servicoId={servicoId} />;
}
