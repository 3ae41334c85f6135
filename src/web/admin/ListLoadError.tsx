import { Alert, Button, Stack } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { messages } from '../../shared/messages';

export function ListLoadError() {
  const router = useRouter();
  return (
    <Stack align="flex-start">
      <Alert color="red" role="alert">
        {messages.admin.loadFailed}
      </Alert>
      <Button variant="default" onClick={() => void router.invalidate()}>
        Tentar de novo
      </Button>
    </Stack>
  );
}
