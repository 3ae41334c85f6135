import { DiagramsPage } from './DiagramsPage';
import type { DevelopersSearch } from './LazyAdminPages';

/** /admin/desenvolvimento: the developers' page (the machines' diagrams), outside the staff menu. */
export function DevelopersPage({ search }: { search: DevelopersSearch }) {
  return <DiagramsPage selected={typeof search.diagrama === 'string' ? search.diagrama : undefined} />;
}
