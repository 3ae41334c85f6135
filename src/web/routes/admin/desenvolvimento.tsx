import { createFileRoute } from '@tanstack/react-router';
import { LazyDevelopersPage, type DevelopersSearch } from '../../admin/LazyAdminPages';

// For developers and QA, not staff: the state machines' diagrams (English, as the machines are written). Behind the
// admin guard like every /admin page, and linked from no staff menu (docs/back-office.md says why).
export const Route = createFileRoute('/admin/desenvolvimento')({
  validateSearch: (search: Record<string, unknown>): DevelopersSearch => search,
  component: function DevelopersRoute() {
    return <LazyDevelopersPage search={Route.useSearch()} />;
  },
});
