import { createFileRoute } from '@tanstack/react-router';

// The page itself is drawn by the wizard's layout (_marca.tsx), from the wizard's state.
export const Route = createFileRoute('/_cliente/_marca/procuracao')({});
