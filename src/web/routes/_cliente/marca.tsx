import { createFileRoute } from '@tanstack/react-router';
import { WizardRoute } from '../../components/brand/WizardRoute';
import { wizardSearchSchema } from '../../components/brand/wizard-search';

export const Route = createFileRoute('/_cliente/marca')({
  validateSearch: wizardSearchSchema,
  component: function MarcaRoute() {
    return <WizardRoute marcaId={Route.useSearch().marcaId} screen="marca" />;
  },
});
