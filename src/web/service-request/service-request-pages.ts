import type { ComponentType } from 'react';
import type { ServiceScreen } from '../../../machines/service-request/service-request';
import { ServiceFormScreen } from './ServiceFormScreen';
import { ServicePowerOfAttorneyScreen } from './ServicePowerOfAttorneyScreen';
import { ServiceReviewScreen } from './ServiceReviewScreen';

export type ServicePath = `/${ServiceScreen}`;

/** The one map from the machine's screen to its address and its page: the layout uses it for both. */
export const serviceScreenMap: Record<ServiceScreen, { path: ServicePath; component: ComponentType }> = {
  'novo-servico': { path: '/novo-servico', component: ServiceFormScreen },
  'servico-procuracao': { path: '/servico-procuracao', component: ServicePowerOfAttorneyScreen },
  'servico-confirmacao': { path: '/servico-confirmacao', component: ServiceReviewScreen },
};

/** The screen an address shows, if it is one of the flow's. */
export function screenAt(pathname: string): ServiceScreen | null {
  const path = pathname.replace(/\/+$/, '');
  const found = Object.entries(serviceScreenMap).find(([, entry]) => entry.path === path);
  return (found?.[0] as ServiceScreen | undefined) ?? null;
}
