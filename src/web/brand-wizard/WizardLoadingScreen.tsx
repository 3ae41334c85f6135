import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useBrandWizard } from './brand-wizard-context';
import { usePageTitle } from '../use-page-title';

/** While the saved steps load, and when they could not: the customer retries. */
export function WizardLoadingScreen() {
  const { state, send } = useBrandWizard();
  usePageTitle('Registro da marca');
  if (state.matches('loadFailed')) {
    return (
      <Stack maw={560} mx="auto" py="xl" gap="md">
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Registro da marca">
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
        Carregando o registro da marca…
      </Text>
    </Stack>
  );
}
