import { Badge } from '@mantine/core';
import { statusColor } from '../../../machines/request-status/request-status';
import { isPaid } from '../../shared/schemas/checkout';

/** A request or payment status; Concluida green (spec), Pago teal, Pendente in yellow for payments. */
export function StatusBadge({ status, payment }: { status: string; payment?: boolean }) {
  const color = payment ? (isPaid(status) ? 'teal' : 'yellow') : statusColor(status);
  return (
    // max-content: the table's automatic layout would otherwise squeeze the badge to "Pende…".
    <Badge color={color} variant="light" tt="none" size="md" radius="sm" miw="max-content">
      {status}
    </Badge>
  );
}
