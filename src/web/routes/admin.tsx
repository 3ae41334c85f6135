import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../admin/AdminLayout';

export const Route = createFileRoute('/admin')({
  loader: () => import('../guards').then((guards) => guards.loadProfile({ admin: true })),
  component: AdminLayout,
});
