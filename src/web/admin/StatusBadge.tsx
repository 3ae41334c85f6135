import { Badge, Group } from '@mantine/core';
import { statusColor } from '../../../machines/request-status/request-status';
import { isPaid } from '../../shared/schemas/checkout';

/**
 * A request or payment status; Concluida green (spec), Pago teal, Pendente in yellow for payments. A request the
 * customer sent again after a correction, and not yet taken up, says "Reenviado" beside its Pendente.
 */
export function StatusBadge({
  status,
  payment,
  reenviadoEm,
}: {
  status: string;
  payment?: boolean;
  reenviadoEm?: string | null;
}) {
  const color = payment ? (isPaid(status) ? 'teal' : 'yellow') : statusColor(status);
  // max-content: the table's automatic layout would otherwise squeeze the badge to "Pende…".
  const badge = (
    <Badge color={color} variant="light" tt="none" size="md" radius="sm" miw="max-content">
      {status}
    </Badge>
  );
  if (!reenviadoEm || status !== 'Pendente') return badge;
  return (
    <Group gap={4} wrap="nowrap">
      {badge}
      <Badge color="orange" variant="outline" tt="none" size="md" radius="sm" miw="max-content">
        Reenviado
      </Badge>
    </Group>
  );
}
