import { createFileRoute } from '@tanstack/react-router';
import { adminListSearchSchema, listDeps } from '../../admin/admin-search';
import { ListLoadError } from '../../admin/ListLoadError';
import { UsersPage } from '../../admin/UsersPage';

export const Route = createFileRoute('/admin/usuarios')({
  validateSearch: adminListSearchSchema,
  loaderDeps: ({ search }) => listDeps(search),
  loader: ({ deps }) => import('../../admin/admin-api').then((api) => api.listUsers(deps)),
  errorComponent: ListLoadError,
  component: function UsersRoute() {
    return <UsersPage page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
