import { createFileRoute, redirect } from '@tanstack/react-router';
import { getToken } from '../../session';

// The page itself is drawn by the checkout's layout (_pagamento.tsx), from the checkout's state.
export const Route = createFileRoute('/_pagamento/payment')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' });
  },
});
