import { createFileRoute } from '@tanstack/react-router';
import { WizardRoute } from '../../components/brand/WizardRoute';
import { wizardSearchSchema } from '../../components/brand/wizard-search';

export const Route = createFileRoute('/_cliente/confirmacao-marca')({
  validateSearch: wizardSearchSchema,
  component: function ConfirmacaoMarcaRoute() {
    return <WizardRoute marcaId={Route.useSearch().marcaId} screen="confirmacao-marca" />;
  },
});
