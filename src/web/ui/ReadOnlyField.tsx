import { Stack, Text } from '@mantine/core';

/** A value the customer sees but does not edit here. */
export function ReadOnlyField({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value?.trim() || 'Não informado'}
      </Text>
    </Stack>
  );
}
