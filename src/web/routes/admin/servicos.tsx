import { createFileRoute } from '@tanstack/react-router';
import { adminListRoute } from '../../admin/admin-search';
import { LazyServicesPage, LazyListLoadError } from '../../admin/LazyAdminPages';

export const Route = createFileRoute('/admin/servicos')({
  ...adminListRoute((api, deps) => api.listServices(deps)),
  errorComponent: LazyListLoadError,
  component: function ServicesRoute() {
    return <LazyServicesPage page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
