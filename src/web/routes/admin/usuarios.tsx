import { createFileRoute } from '@tanstack/react-router';
import { adminListRoute } from '../../admin/admin-search';
import { LazyUsersPage, LazyListLoadError } from '../../admin/LazyAdminPages';

export const Route = createFileRoute('/admin/usuarios')({
  ...adminListRoute((api, deps) => api.listUsers(deps)),
  errorComponent: LazyListLoadError,
  component: function UsersRoute() {
    return <LazyUsersPage page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
