import { Alert, Button, Stack } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { messages } from '../../shared/messages';

export function OrdersLoadError() {
  const router = useRouter();
  return (
    <Stack maw={520}>
      <Alert color="red" variant="light" role="alert">
        {messages.checkout.ordersLoadFailed}
      </Alert>
      <Button onClick={() => void router.invalidate()}>Tentar novamente</Button>
    </Stack>
  );
}
