import { createFileRoute } from '@tanstack/react-router';
import { adminListSearchSchema, listDeps } from '../../admin/admin-search';
import { BrandsPage } from '../../admin/BrandsPage';
import { ListLoadError } from '../../admin/ListLoadError';

export const Route = createFileRoute('/admin/')({
  validateSearch: adminListSearchSchema,
  loaderDeps: ({ search }) => listDeps(search),
  // Imported on demand so the admin's API calls stay out of the public pages' download.
  loader: ({ deps }) => import('../../admin/admin-api').then((api) => api.listBrands(deps)),
  errorComponent: ListLoadError,
  component: function BrandsRoute() {
    return <BrandsPage page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
