import { createFileRoute } from '@tanstack/react-router';
import { adminListSearchSchema, listDeps } from '../../admin/admin-search';
import { ListLoadError } from '../../admin/ListLoadError';
import { ServicesPage } from '../../admin/ServicesPage';

export const Route = createFileRoute('/admin/servicos')({
  validateSearch: adminListSearchSchema,
  loaderDeps: ({ search }) => listDeps(search),
  loader: ({ deps }) => import('../../admin/admin-api').then((api) => api.listServices(deps)),
  errorComponent: ListLoadError,
  component: function ServicesRoute() {
    return <ServicesPage page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
