import { capitalized } from '../../shared/capitalized';
import { Badge, Stack, Text } from '@mantine/core';
import { ButtonLink } from '../ui/ButtonLink';
import type { RowAction } from './order-rows';

/** A request sent without every signature: "Aguardando assinatura da procuração", who still signs, how, and where. */
export function AwaitingSignature({ action }: { action: Extract<RowAction, { kind: 'awaitingSignature' }> }) {
  return (
    <Stack gap={4} align="flex-start" maw={360}>
      <Badge color="yellow" variant="light" tt="none" size="md" style={{ whiteSpace: 'normal', height: 'auto' }}>
        {action.text}
      </Badge>
      {action.pending.map((item) => (
        <Text key={item} size="sm">
          {capitalized(item)}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {action.how}
      </Text>
      <ButtonLink to={action.to} search={action.search} size="compact-sm">
        {action.label}
      </ButtonLink>
    </Stack>
  );
}
