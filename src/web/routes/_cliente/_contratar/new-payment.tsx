import { createFileRoute } from '@tanstack/react-router';

// The page itself is drawn by the checkout's layout (_contratar.tsx), from the checkout's state.
export const Route = createFileRoute('/_cliente/_contratar/new-payment')({});
