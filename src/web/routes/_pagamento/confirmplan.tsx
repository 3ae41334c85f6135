import { createFileRoute, redirect } from '@tanstack/react-router';
import { getToken } from '../../session';

// The page itself is drawn by the checkout's layout (_pagamento.tsx), from the checkout's state.
export const Route = createFileRoute('/_pagamento/confirmplan')({
  // A customer who is already signed in confirms the plan in the customer area instead of signing up again.
  beforeLoad: ({ search }) => {
    if (getToken()) throw redirect({ to: '/new-payment', search: { planId: search.planId } });
  },
});
