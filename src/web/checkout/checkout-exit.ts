import type { CheckoutContext } from '../../../machines/checkout';

/** Where an ended checkout goes, with the notice to show on the way. */
export interface CheckoutExit {
  to: '/home' | '/servicos' | '/login' | '/';
  hash?: string;
  notice: string | null;
  signOut: boolean;
}

export function checkoutExit(snapshot: {
  status: string;
  value: unknown;
  context: CheckoutContext;
}): CheckoutExit | null {
  if (snapshot.status !== 'done') return null;
  const { notice } = snapshot.context;
  switch (snapshot.value) {
    case 'toLogin':
      return { to: '/login', notice: null, signOut: true };
    case 'planRefused':
      return { to: '/', hash: 'planos', notice, signOut: false };
    case 'orderMissing':
      return { to: '/home', notice, signOut: false };
    default:
      // "Finalizar requisição": back to the list the order belongs to.
      return { to: snapshot.context.order?.tipo === 'servico' ? '/servicos' : '/home', notice: null, signOut: false };
  }
}
