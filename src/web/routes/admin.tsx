import { createFileRoute } from '@tanstack/react-router';
import { loadProfile } from '../guards';
import { AdminShell } from '../screens/admin/AdminShell';

export const Route = createFileRoute('/admin')({
  loader: () => loadProfile({ admin: true }),
  component: AdminShell,
});
