import { createFileRoute } from '@tanstack/react-router';
import { LazyAdminLayout } from '../admin/LazyAdminPages';

export const Route = createFileRoute('/admin')({
  loader: () => import('../guards').then((guards) => guards.loadProfile({ admin: true })),
  component: LazyAdminLayout,
});
