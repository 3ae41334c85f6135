import { createFileRoute } from '@tanstack/react-router';

// The layout (_servico.tsx) renders the page the request's state belongs on, from its screen map.
export const Route = createFileRoute('/_cliente/_servico/servico-confirmacao')({});
