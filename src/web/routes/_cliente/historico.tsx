import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { lazyComponent } from '../../ui/lazy-component';

const screens = () => import('../../customer/TimelineScreen');
const TimelineScreen = lazyComponent(() => screens().then((module) => module.TimelineScreen));
const TimelineLoadError = lazyComponent(() => screens().then((module) => module.TimelineLoadError));

const searchSchema = v.object({
  tipo: v.fallback(v.picklist(['marca', 'servico']), 'marca'),
  id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 0),
});

/** /historico?tipo=marca&id=12: one request's timeline (the e-mails link here). */
export const Route = createFileRoute('/_cliente/historico')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => import('../../api/timeline').then((api) => api.getTimeline(deps.tipo, deps.id)),
  // Read afresh on every visit: a status change made meanwhile must show.
  gcTime: 0,
  errorComponent: ({ error }) => <TimelineLoadError error={error} />,
  component: function HistoryRoute() {
    return <TimelineScreen timeline={Route.useLoaderData()} />;
  },
});
