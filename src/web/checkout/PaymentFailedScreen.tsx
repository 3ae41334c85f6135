import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ActionRow } from './ActionRow';
import { PaymentPageLayout } from './PaymentPageLayout';
import { useCheckoutOrder } from './checkout-context';
import { usePageTitle } from '../use-page-title';

/** The attempt did not get through: try the very same attempt again (same key, never charged twice) or change method. */
export function PaymentFailedScreen() {
  const { state, send } = useCheckoutOrder();
  usePageTitle('Pagamento');
  return (
    <PaymentPageLayout screen="payment" planId={state.context.summary!.planId} title="Pagamento">
      <Card withBorder radius="lg" padding="lg" shadow="sm">
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle />}
            title="O pagamento não foi enviado"
          >
            {state.context.error}
          </Alert>
          <Text size="sm" c="dimmed">
            Se tentar de novo, enviamos o mesmo pedido de pagamento: nada é cobrado duas vezes.
          </Text>
          <ActionRow
            secondary={
              <Button variant="default" onClick={() => send({ type: 'CHANGE_METHOD' })}>
                Outra forma de pagamento
              </Button>
            }
            primary={<Button onClick={() => send({ type: 'RETRY' })}>Tentar novamente</Button>}
          />
        </Stack>
      </Card>
    </PaymentPageLayout>
  );
}
