import { servicePlans } from '../../shared/catalogue';
import { CataloguePage } from './CataloguePage';
import type { CheckoutScreenProps } from './screen-props';

/** /new-service: Busca, Oposição and Recurso. */
export function ServicePlansScreen(props: CheckoutScreenProps) {
  return <CataloguePage {...props} title="Contratar novo serviço" lead="Escolha o serviço de que você precisa." entries={servicePlans} />;
}
