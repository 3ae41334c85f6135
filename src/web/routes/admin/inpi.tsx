import { createFileRoute } from '@tanstack/react-router';
import { LazyInpiPage } from '../../admin/LazyAdminPages';

export const Route = createFileRoute('/admin/inpi')({
  validateSearch: (search: Record<string, unknown>): { aba?: unknown } => search,
  component: function InpiRoute() {
    return <LazyInpiPage aba={Route.useSearch().aba} />;
  },
});
