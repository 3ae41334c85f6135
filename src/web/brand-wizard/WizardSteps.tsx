import { Box, Progress, Stepper, Text } from '@mantine/core';
import { wizardScreens, type WizardScreen } from '../../../machines/brand-registration';

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
  const active = wizardScreens.indexOf(screen);
  return (
    <Box component="nav" aria-label="Etapas do registro da marca">
      <Stepper active={active} size="sm" iconSize={30} wrap={false} allowNextStepsSelect={false} visibleFrom="md">
        {wizardScreens.map((step) => (
          <Stepper.Step key={step} label={stepLabels[step]} />
        ))}
      </Stepper>
      <Box hiddenFrom="md">
        <Text size="sm" c="dimmed">
          Etapa {active + 1} de {wizardScreens.length}: <strong>{stepLabels[screen]}</strong>
        </Text>
        <Progress value={((active + 1) / wizardScreens.length) * 100} size="sm" mt={6} aria-hidden />
      </Box>
    </Box>
  );
}
