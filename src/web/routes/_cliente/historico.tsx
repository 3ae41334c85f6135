import { createFileRoute } from '@tanstack/react-router';
import { requestSearchSchema } from '../../customer/request-search';
import { lazyComponent } from '../../ui/lazy-component';

const screens = () => import('../../customer/TimelineScreen');
const TimelineScreen = lazyComponent(() => screens().then((module) => module.TimelineScreen));
const TimelineLoadError = lazyComponent(() => screens().then((module) => module.TimelineLoadError));

/** /historico?tipo=marca&id=12: one request's timeline (the e-mails link here). */
export const Route = createFileRoute('/_cliente/historico')({
  validateSearch: requestSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => import('../../api/timeline').then((api) => api.getTimeline(deps.tipo, deps.id)),
  // Read afresh on every visit: a status change made meanwhile must show.
  gcTime: 0,
  errorComponent: ({ error }) => <TimelineLoadError error={error} />,
  component: function HistoryRoute() {
    return <TimelineScreen timeline={Route.useLoaderData()} />;
  },
});
