import { Alert, Button, Container, Stack } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { messages } from '../../shared/messages';

export function ProfileLoadError() {
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title={messages.profile.loadFailed}>
          Verifique sua conexão e tente de novo.
        </Alert>
        <Button onClick={() => router.invalidate()}>Tentar novamente</Button>
      </Stack>
    </Container>
  );
}
