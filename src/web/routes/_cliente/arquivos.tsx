import { createFileRoute } from '@tanstack/react-router';
import { WizardRoute } from '../../components/brand/WizardRoute';
import { wizardSearchSchema } from '../../components/brand/wizard-search';

export const Route = createFileRoute('/_cliente/arquivos')({
  validateSearch: wizardSearchSchema,
  component: function ArquivosRoute() {
    return <WizardRoute marcaId={Route.useSearch().marcaId} screen="arquivos" />;
  },
});
