import { createFileRoute } from '@tanstack/react-router';
import { LazyServiceRequestLayout } from '../../service-request/LazyServiceRequestLayout';
import { serviceSearchSchema } from '../../service-request/service-request-search';

/** Pathless layout of /novo-servico, /servico-procuracao and /servico-confirmacao: it owns the running request. */
export const Route = createFileRoute('/_cliente/_servico')({
  validateSearch: serviceSearchSchema,
  component: function ServiceRequestRoute() {
    return <LazyServiceRequestLayout servicoId={Route.useSearch().marcaId} />;
  },
});
