import { createFileRoute } from '@tanstack/react-router';
import { LazyWizardRoute } from '../../brand-wizard/LazyWizardRoute';
import { wizardSearchSchema } from '../../brand-wizard/wizard-search';

export const Route = createFileRoute('/_cliente/marca')({
  validateSearch: wizardSearchSchema,
  component: function MarcaRoute() {
    return <LazyWizardRoute marcaId={Route.useSearch().marcaId} screen="marca" />;
  },
});
