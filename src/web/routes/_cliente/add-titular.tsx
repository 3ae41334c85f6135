import { createFileRoute } from '@tanstack/react-router';
import { WizardRoute } from '../../components/brand/WizardRoute';
import { wizardSearchSchema } from '../../components/brand/wizard-search';

export const Route = createFileRoute('/_cliente/add-titular')({
  validateSearch: wizardSearchSchema,
  component: function AddTitularRoute() {
    return <WizardRoute marcaId={Route.useSearch().marcaId} screen="add-titular" />;
  },
});
