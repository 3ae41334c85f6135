import { createFileRoute } from '@tanstack/react-router';
import { LazyWizardRoute } from '../../components/brand/LazyWizardRoute';
import { wizardSearchSchema } from '../../components/brand/wizard-search';

export const Route = createFileRoute('/_cliente/arquivos')({
  validateSearch: wizardSearchSchema,
  component: function ArquivosRoute() {
    return <LazyWizardRoute marcaId={Route.useSearch().marcaId} screen="arquivos" />;
  },
});
