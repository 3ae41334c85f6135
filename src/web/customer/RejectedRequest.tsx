import { Stack, Text } from '@mantine/core';
import { messages } from '../../shared/messages';
import { WhatsAppButton } from '../ui/WhatsAppButton';
import type { RowAction } from './order-rows';

/**
 * A refused request's row: "Solicitação recusada", the staff's reason, what happens to the money, the next step and a
 * chat that names the request.
 */
export function RejectedRequest({ action }: { action: Extract<RowAction, { kind: 'rejected' }> }) {
  return (
    <Stack gap={4} align="flex-start" maw={360}>
      <Text size="sm" fw={700} c="red.8">
        {action.title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {action.reason}
      </Text>
      {action.money && <Text size="sm">{action.money}</Text>}
      <Text size="xs" c="dimmed">
        {action.next}
      </Text>
      <WhatsAppButton message={messages.rows.rejectedSupportMessage(action.protocolo)} size="compact-sm" color="teal.9">
        {messages.rows.rejectedSupport}
      </WhatsAppButton>
    </Stack>
  );
}
