import { brandPlans, maxInstalments, PLAN } from '../../shared/catalogue';
import { CataloguePage } from './CataloguePage';

/** /new-marca: Essencial, Premium and Corporativo (quoted by chat). */
export function BrandPlansScreen() {
  return (
    <CataloguePage
      title="Contratar novo plano"
      lead={`Escolha o plano para registrar mais uma marca. Pagamento em até ${maxInstalments(brandPlans)}x sem juros.`}
      entries={brandPlans}
      highlight={PLAN.premium}
    />
  );
}
