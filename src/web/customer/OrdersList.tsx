import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isPaid, type PaymentStatusLabel } from '../../shared/schemas/checkout';
import { resumeWizard } from '../brand-wizard/brand-wizard-entry';
import { ButtonLink } from '../ui/ButtonLink';
import type { RowAction } from './order-rows';
import { AwaitingSignature } from './AwaitingSignature';
import { RejectedRequest } from './RejectedRequest';
import { ReturnedRequest } from './ReturnedRequest';
import { ServiceDetailsButton } from './ServiceDetailsModal';
import { TimelineLink } from './TimelineLink';

export interface OrderRow {
  key: number;
  /** Cell contents in column order; the last column is the action. */
  cells: ReactNode[];
  action: RowAction;
}

export function PaymentBadge({ status }: { status: PaymentStatusLabel }) {
  return (
    <Badge color={isPaid(status) ? 'teal' : 'yellow'} variant="light" tt="none" size="md">
      {status}
    </Badge>
  );
}

export function RowActionView({ action }: { action: RowAction }) {
  if (action.kind === 'text') return <Text size="sm">{action.text}</Text>;
  if (action.kind === 'details')
    return (
      <ServiceDetailsButton
        label={action.label}
        mensagem={action.mensagem}
        protocolo={action.protocolo}
        parecerDe={action.parecerDe}
      />
    );
  if (action.kind === 'rejected') return <RejectedRequest action={action} />;
  if (action.kind === 'returned') return <ReturnedRequest action={action} />;
  if (action.kind === 'awaitingSignature') return <AwaitingSignature action={action} />;
  if (action.kind === 'inAnalysis')
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" fw={600}>
          {action.text}
        </Text>
        <Text size="xs" c="dimmed">
          {action.note}
        </Text>
      </Stack>
    );
  if (action.kind === 'finishBrand' || action.kind === 'finishService') {
    return (
      <ButtonLink
        to={action.to}
        search={action.search}
        state={action.kind === 'finishBrand' ? resumeWizard : undefined}
        size="compact-sm"
        variant="light"
      >
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Text size="xs" c="dimmed">
        {action.note}
      </Text>
      <ButtonLink to="/payment" search={{ tipo: action.order.tipo, id: action.order.id }} size="compact-sm">
        {action.label}
      </ButtonLink>
    </Stack>
  );
}

/** The customer's orders: a table on wider screens, one card per order on a phone. */
export function OrdersList(props: {
  title: string;
  columns: string[];
  rows: OrderRow[];
  empty: string;
  action: string;
  actionTo: '/new-marca' | '/new-service';
}) {
  const { columns, rows } = props;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {props.title}
        </Title>
        <ButtonLink to={props.actionTo} leftSection={<IconPlus size={16} />}>
          {props.action}
        </ButtonLink>
      </Group>
      {rows.length === 0 ? (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            {props.empty}
          </Text>
        </Card>
      ) : (
        <>
          <Card withBorder padding={0} visibleFrom="sm">
            {/* The card lets words break anywhere; in a table that squeezes short cells to "Essencia|l" next to a long one. */}
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover style={{ overflowWrap: 'break-word' }}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    {row.cells.map((cell, index) => (
                      <Table.Td key={columns[index]}>{cell}</Table.Td>
                    ))}
                    <Table.Td>
                      <RowActionView action={row.action} />
                      <TimelineLink tipo={props.actionTo === '/new-marca' ? 'marca' : 'servico'} id={row.key} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <Stack gap="sm" hiddenFrom="sm">
            {rows.map((row) => (
              <Card key={row.key} withBorder padding="md">
                <Stack gap="xs">
                  {row.cells.map((cell, index) => (
                    <Group key={columns[index]} justify="space-between" wrap="nowrap" gap="md">
                      {/* The label keeps its width: a long value (the brand's INPI lines) wraps instead. */}
                      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                        {columns[index]}
                      </Text>
                      <div style={{ textAlign: 'right', minWidth: 0 }}>{cell}</div>
                    </Group>
                  ))}
                  <RowActionView action={row.action} />
                  <TimelineLink tipo={props.actionTo === '/new-marca' ? 'marca' : 'servico'} id={row.key} />
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
