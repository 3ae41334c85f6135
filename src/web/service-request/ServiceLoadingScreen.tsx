import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { usePageTitle } from '../use-page-title';
import { useServiceRequest } from './service-request-context';

/** While the saved request loads, and when it could not: the customer retries. */
export function ServiceLoadingScreen() {
  const [state, send] = useServiceRequest();
  usePageTitle('Solicitação do serviço');
  if (state.matches('loadFailed')) {
    return (
      <Stack maw={560} mx="auto" py="xl" gap="md">
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Solicitação do serviço">
          {state.context.error}
        </Alert>
        <Group justify="flex-end">
          <Button leftSection={<IconRefresh size={16} />} onClick={() => send({ type: 'RETRY' })}>
            Tentar novamente
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack align="center" py={80} gap="sm">
      <Loader aria-label="Carregando" />
      <Text c="dimmed" size="sm">
        Carregando a solicitação do serviço…
      </Text>
    </Stack>
  );
}
