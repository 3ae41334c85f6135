import { createFileRoute } from '@tanstack/react-router';
import { LazyWizardRoute } from '../../components/brand/LazyWizardRoute';
import { wizardSearchSchema } from '../../components/brand/wizard-search';

export const Route = createFileRoute('/_cliente/procuracao')({
  validateSearch: wizardSearchSchema,
  component: function ProcuracaoRoute() {
    return <LazyWizardRoute marcaId={Route.useSearch().marcaId} screen="procuracao" />;
  },
});
