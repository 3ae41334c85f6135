import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DownloadsPage } from '../../admin/DownloadsPage';
import { ListLoadError } from '../../admin/ListLoadError';

export const Route = createFileRoute('/admin/downloads')({
  validateSearch: v.object({ pagina: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined) }),
  loaderDeps: ({ search }) => ({ pagina: search.pagina }),
  loader: ({ deps }) => import('../../admin/admin-api').then((api) => api.listDownloads(deps.pagina)),
  errorComponent: ListLoadError,
  component: function DownloadsRoute() {
    return <DownloadsPage page={Route.useLoaderData()} />;
  },
});
