import { createFileRoute } from '@tanstack/react-router';
import { LazyWizardRoute } from '../../components/brand/LazyWizardRoute';
import { wizardSearchSchema } from '../../components/brand/wizard-search';

export const Route = createFileRoute('/_cliente/confirmacao-marca')({
  validateSearch: wizardSearchSchema,
  component: function ConfirmacaoMarcaRoute() {
    return <LazyWizardRoute marcaId={Route.useSearch().marcaId} screen="confirmacao-marca" />;
  },
});
