import { Box, Stepper, Text } from '@mantine/core';
import type { CheckoutScreen } from '../../../machines/checkout/checkout';

const stepOf: Record<CheckoutScreen, number> = {
  confirmplan: 0,
  'new-marca': 0,
  'new-service': 0,
  'new-payment': 0,
  payment: 1,
  'pix-payment': 1,
  'ticket-payment': 1,
  'confirm-payment': 2,
};

/** Where the customer is in the checkout: plan and account, payment, review. On a phone, the labels give way to one line. */
export function CheckoutSteps({ screen, signedUp = true }: { screen: CheckoutScreen; signedUp?: boolean }) {
  const labels = [signedUp ? 'Plano' : 'Cadastro', 'Pagamento', 'Revisão'];
  const active = stepOf[screen];
  return (
    <Box component="nav" aria-label="Etapas da contratação">
      <Stepper active={active} size="sm" iconSize={28} wrap={false} allowNextStepsSelect={false} visibleFrom="xs">
        {labels.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Box hiddenFrom="xs">
        <Stepper active={active} size="xs" iconSize={24} wrap={false} allowNextStepsSelect={false} aria-hidden>
          {labels.map((label) => (
            <Stepper.Step key={label} />
          ))}
        </Stepper>
        <Text size="sm" c="dimmed" mt={6}>
          Etapa {active + 1} de {labels.length}: <strong>{labels[active]}</strong>
        </Text>
      </Box>
    </Box>
  );
}
