import { createFileRoute } from '@tanstack/react-router';
import { LazyBrandWizardLayout } from '../../brand-wizard/LazyBrandWizardLayout';
import { wizardSearchSchema } from '../../brand-wizard/brand-wizard-search';

/** The brand wizard's pages (/titular … /confirmacao-marca): this layout owns the running wizard. */
export const Route = createFileRoute('/_cliente/_marca')({
  validateSearch: wizardSearchSchema,
  // The router shows its pending loader in the customer area until the wizard's code is here: never a blank screen.
  loader: () => LazyBrandWizardLayout.ready(),
  component: function BrandWizardRoute() {
    return <LazyBrandWizardLayout marcaId={Route.useSearch().marcaId} />;
  },
});
