import { servicePlans } from '../../shared/catalogue';
import { CataloguePage } from './CataloguePage';

/** /new-service: Busca, Oposição, Recurso and Prorrogação. */
export function ServicePlansScreen() {
  return (
    <CataloguePage
      title="Contratar novo serviço"
      lead="Escolha o serviço de que você precisa."
      entries={servicePlans}
    />
  );
}
