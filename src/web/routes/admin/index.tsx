import { createFileRoute } from '@tanstack/react-router';
import { adminListRoute } from '../../admin/admin-search';
import { LazyBrandsPage, LazyListLoadError } from '../../admin/LazyAdminPages';

export const Route = createFileRoute('/admin/')({
  ...adminListRoute((api, deps) => api.listBrands(deps)),
  errorComponent: LazyListLoadError,
  component: function BrandsRoute() {
    return <LazyBrandsPage page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
