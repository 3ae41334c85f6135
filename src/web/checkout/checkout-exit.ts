import type { CheckoutContext } from '../../../machines/checkout/checkout';
import type { Toast } from '../ui/toast';
import type { FlowExit } from '../ui/use-flow-exit';

/** Where an ended checkout goes, with the red notice to show on the way. */
export type CheckoutExit = FlowExit<'/home' | '/servicos' | '/login' | '/'>;

const red = (notice: string | null): Toast | null => (notice ? { color: 'red', message: notice } : null);

export function checkoutExit(snapshot: {
  status: string;
  value: unknown;
  context: CheckoutContext;
}): CheckoutExit | null {
  if (snapshot.status !== 'done') return null;
  const { notice } = snapshot.context;
  switch (snapshot.value) {
    case 'toLogin':
      return { to: '/login', toast: null, signOut: true };
    case 'planRefused':
      return { to: '/', hash: 'planos', toast: red(notice), signOut: false };
    case 'orderMissing':
      return { to: '/home', toast: red(notice), signOut: false };
    default:
      // "Finalizar requisição": back to the list the order belongs to.
      return { to: snapshot.context.order?.tipo === 'servico' ? '/servicos' : '/home', toast: null, signOut: false };
  }
}
