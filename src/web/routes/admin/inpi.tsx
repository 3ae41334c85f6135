import { createFileRoute } from '@tanstack/react-router';
import { LazyInpiPage } from '../../admin/LazyAdminPages';

export const Route = createFileRoute('/admin/inpi')({
  validateSearch: (search: Record<string, unknown>): { aba?: unknown; situacao?: unknown } => search,
  component: function InpiRoute() {
    const { aba, situacao } = Route.useSearch();
    return <LazyInpiPage aba={aba} situacao={situacao} />;
  },
});
