import { createFileRoute } from '@tanstack/react-router';
import { WizardRoute } from '../../components/brand/WizardRoute';
import { wizardSearchSchema } from '../../components/brand/wizard-search';

export const Route = createFileRoute('/_cliente/procuracao')({
  validateSearch: wizardSearchSchema,
  component: function ProcuracaoRoute() {
    return <WizardRoute marcaId={Route.useSearch().marcaId} screen="procuracao" />;
  },
});
