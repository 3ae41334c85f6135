import { Alert, Button, Card, Stack } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { ActionRow } from './ActionRow';
import { PaymentPageLayout } from './PaymentPageLayout';
import { useCheckoutOrder } from './checkout-context';
import { usePageTitle } from '../use-page-title';

/** The provider refused the payment (or the Pix expired): try again with the same method, or choose another. */
export function PaymentDeclinedScreen() {
  const { state, send } = useCheckoutOrder();
  usePageTitle('Pagamento recusado');
  return (
    <PaymentPageLayout screen="payment" planId={state.context.summary!.planId} title="Pagamento não aprovado">
      <Card withBorder radius="lg" padding="lg" shadow="sm">
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" icon={<IconCreditCardOff />}>
            {state.context.error}
          </Alert>
          <ActionRow
            secondary={
              <Button variant="default" onClick={() => send({ type: 'CHANGE_METHOD' })}>
                Outra forma de pagamento
              </Button>
            }
            primary={<Button onClick={() => send({ type: 'TRY_AGAIN' })}>Tentar novamente</Button>}
          />
        </Stack>
      </Card>
    </PaymentPageLayout>
  );
}
