import type { ServiceRequestContext } from '../../../machines/service-request/service-request';
import type { FlowExit } from '../ui/use-flow-exit';

/** Where an ended service request goes, with the toast to show on the way. */
export type ServiceExit = FlowExit<'/servicos' | '/login'>;

export function serviceExit(snapshot: {
  status: string;
  value: unknown;
  context: ServiceRequestContext;
}): ServiceExit | null {
  if (snapshot.status !== 'done') return null;
  switch (snapshot.value) {
    case 'toLogin':
      return { to: '/login', toast: null, signOut: true };
    case 'completed':
      return {
        to: '/servicos',
        toast: snapshot.context.notice ? { color: 'green', message: snapshot.context.notice } : null,
        signOut: false,
      };
    case 'closed':
      return {
        to: '/servicos',
        toast: snapshot.context.error ? { color: 'red', message: snapshot.context.error } : null,
        signOut: false,
      };
    default:
      return { to: '/servicos', toast: null, signOut: false };
  }
}
