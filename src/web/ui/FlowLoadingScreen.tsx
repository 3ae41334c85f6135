import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { usePageTitle } from '../use-page-title';

/** While a flow's saved steps load from the server, and when they could not: the customer retries. */
export function FlowLoadingScreen(props: {
  title: string;
  loadingText: string;
  failure: string | null;
  onRetry: () => void;
}) {
  usePageTitle(props.title);
  if (props.failure !== null) {
    return (
      <Stack maw={560} mx="auto" py="xl" gap="md">
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={props.title}>
          {props.failure}
        </Alert>
        <Group justify="flex-end">
          <Button leftSection={<IconRefresh size={16} />} onClick={props.onRetry}>
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
        {props.loadingText}
      </Text>
    </Stack>
  );
}
