import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useCheckoutOrder } from './checkout-context';

/** While the order is read from the server (a reload resumes from there), and when that fails. */
export function OrderLoadingScreen() {
  const { state, send } = useCheckoutOrder();
  if (state.matches('loadFailed')) {
    return (
      <Stack maw={520} mx="auto" py="xl">
        <Alert color="red" variant="light" role="alert">
          {state.context.error}
        </Alert>
        <Button onClick={() => send({ type: 'RETRY' })}>Tentar novamente</Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" py={80} gap="sm">
      <Loader />
      <Text c="dimmed">Carregando seu pedido...</Text>
    </Stack>
  );
}
