import { Card, Stack, Text, Title } from '@mantine/core';

/** Admin pages whose tables arrive with their own issue. */
export function AdminPlaceholder({ title }: { title: string }) {
  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Card withBorder>
        <Text c="dimmed">Nenhuma marca encontrada nesta página</Text>
      </Card>
    </Stack>
  );
}
