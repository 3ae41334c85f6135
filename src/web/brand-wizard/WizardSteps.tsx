import { wizardScreens, type WizardScreen } from '../../../machines/brand-wizard/brand-registration';
import { FlowSteps } from '../ui/FlowSteps';

export const stepLabels: Record<WizardScreen, string> = {
  titular: 'Titular',
  'add-titular': 'Proprietários',
  procuracao: 'Procuração',
  marca: 'Marca',
  arquivos: 'Arquivos',
  'confirmacao-marca': 'Revisão',
};

/** Where the customer is in the wizard: six labelled steps on wide screens, one line and a bar on a phone. */
export function WizardSteps({ screen }: { screen: WizardScreen }) {
  return (
    <FlowSteps
      label="Etapas do registro da marca"
      steps={wizardScreens.map((step) => stepLabels[step])}
      active={wizardScreens.indexOf(screen)}
    />
  );
}
