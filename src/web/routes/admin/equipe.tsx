import { createFileRoute } from '@tanstack/react-router';
import { LazyTeamToolsPage, type TeamToolsSearch } from '../../admin/LazyAdminPages';

// The team's tools beyond the spec's lists, on one route (every route file is in the landing page's
// download); the page checks its own search params.
export const Route = createFileRoute('/admin/equipe')({
  validateSearch: (search: Record<string, unknown>): TeamToolsSearch => search,
  component: function TeamToolsRoute() {
    return <LazyTeamToolsPage search={Route.useSearch()} />;
  },
});
