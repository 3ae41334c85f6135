import { Stack, Text } from '@mantine/core';
import { ButtonLink } from '../ui/ButtonLink';
import type { RowAction } from './order-rows';

/**
 * A request staff returned for correction: "Devolvido para correção: {motivo}", what to correct, and "Corrigir",
 * which opens the wizard (or the service's form) at the first part to correct.
 */
export function ReturnedRequest({ action }: { action: Extract<RowAction, { kind: 'returned' }> }) {
  return (
    <Stack gap={4} align="flex-start" maw={360}>
      <Text size="sm" fw={700} c="orange.9" style={{ whiteSpace: 'pre-wrap' }}>
        {action.text}
      </Text>
      <Text size="xs" c="dimmed">
        {action.parts}
      </Text>
      <ButtonLink to={action.to} search={action.search} size="compact-sm">
        {action.label}
      </ButtonLink>
    </Stack>
  );
}
