import { createFileRoute } from '@tanstack/react-router';
import { loadProfile } from '../guards';
import { CustomerShell } from '../screens/customer/CustomerShell';
import { ProfileLoadError } from '../screens/customer/ProfileLoadError';

export const Route = createFileRoute('/_cliente')({
  loader: () => loadProfile(),
  staleTime: 30_000,
  errorComponent: ProfileLoadError,
  component: function CustomerArea() {
    return <CustomerShell profile={Route.useLoaderData()} />;
  },
});
