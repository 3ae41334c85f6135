import { createFileRoute } from '@tanstack/react-router';
import { LazyWizardRoute } from '../../brand-wizard/LazyWizardRoute';
import { wizardSearchSchema } from '../../brand-wizard/wizard-search';

export const Route = createFileRoute('/_cliente/add-titular')({
  validateSearch: wizardSearchSchema,
  component: function AddTitularRoute() {
    return <LazyWizardRoute marcaId={Route.useSearch().marcaId} screen="add-titular" />;
  },
});
