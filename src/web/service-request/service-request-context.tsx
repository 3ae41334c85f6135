import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ServiceRequestEvent } from '../../../machines/service-request/service-request';
import type { providedServiceRequestMachine } from './service-request-on-api';

export type ServiceRequestActor = ActorRefFrom<typeof providedServiceRequestMachine>;

/** The running service request, owned by the /_servico layout and handed to its pages. */
const ServiceRequestContext = createContext<ServiceRequestActor | null>(null);

export const ServiceRequestProvider = ServiceRequestContext.Provider;

export function useServiceRequestActor(): ServiceRequestActor {
  const actor = useContext(ServiceRequestContext);
  if (!actor) throw new Error('useServiceRequestActor fora do layout do serviço');
  return actor;
}

/** The request's current state and a way to send it events. */
export function useServiceRequest() {
  const actor = useServiceRequestActor();
  const state = useSelector(actor, (snapshot) => snapshot);
  return [state, (event: ServiceRequestEvent) => actor.send(event)] as const;
}

export type ServiceRequestState = ReturnType<typeof useServiceRequest>[0];
