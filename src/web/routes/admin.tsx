import { createFileRoute } from '@tanstack/react-router';
import { AdminShell } from '../screens/admin/AdminShell';

export const Route = createFileRoute('/admin')({
  loader: () => import('../guards').then((guards) => guards.loadProfile({ admin: true })),
  component: AdminShell,
});
