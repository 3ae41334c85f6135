import { createFileRoute } from '@tanstack/react-router';
import { CustomerShell } from '../customer/CustomerShell';
import { ProfileLoadError } from '../customer/ProfileLoadError';

export const Route = createFileRoute('/_cliente')({
  // Imported on demand so the API client stays out of the public pages' download.
  loader: () => import('../guards').then((guards) => guards.loadProfile()),
  staleTime: 30_000,
  errorComponent: ProfileLoadError,
  component: function CustomerArea() {
    return <CustomerShell profile={Route.useLoaderData()} />;
  },
});
