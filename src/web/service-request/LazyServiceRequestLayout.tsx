import { messages } from '../../shared/messages';
import { FlowWaiting } from '../ui/FlowWaiting';
import { lazyComponent } from '../ui/lazy-component';
import { MissingRequest } from '../ui/MissingRequest';

const ServiceRequestLayout = lazyComponent(
  () => import('./ServiceRequestLayout').then((module) => module.ServiceRequestLayout),
  <FlowWaiting />,
);

/** The body of the service pages' layout route: the request comes from the address; without one, the list of services. */
export function LazyServiceRequestLayout({ servicoId }: { servicoId: number | undefined }) {
  if (servicoId === undefined) return <MissingRequest message={messages.services.requestMissing} to="/servicos" />;
  // Another request is another flow: a new actor from that request's saved data.
  return <ServiceRequestLayout key={servicoId} servicoId={servicoId} />;
}
