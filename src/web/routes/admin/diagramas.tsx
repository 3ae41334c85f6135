import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DiagramsPage } from '../../admin/DiagramsPage';

export const Route = createFileRoute('/admin/diagramas')({
  validateSearch: v.object({ diagrama: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(60))), undefined) }),
  component: function DiagramsRoute() {
    return <DiagramsPage selected={Route.useSearch().diagrama} />;
  },
});
