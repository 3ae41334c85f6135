import { Badge, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { messages } from '../../shared/messages';
import type { AdminOutboxRow } from '../../shared/schemas/admin';
import { listOutbox } from './admin-api';
import { TwoLineCell } from './AdminTable';
import { FROM_SMALL_LAPTOP, FROM_TABLET } from './columns';
import { formatDateTime } from './format';
import { TeamPagedList } from './TeamPagedList';

/** The outbox's states as staff read them; the colour repeats the word, never replaces it. */
const statusLabels: Record<string, { label: string; color: string }> = {
  pending: { label: 'Na fila', color: 'gray' },
  sent: { label: 'Enviada', color: 'teal' },
  skipped: { label: 'Não enviada', color: 'yellow' },
  failed: { label: 'Falhou', color: 'red' },
};

const channelLabel = (row: AdminOutboxRow) => (row.canal === 'whatsapp' ? 'WhatsApp' : 'E-mail');
const retries = (row: AdminOutboxRow) =>
  row.tentativas <= 1 ? `${row.tentativas} tentativa` : `${row.tentativas} tentativas`;

function StatusBadge({ row }: { row: AdminOutboxRow }) {
  const status = statusLabels[row.status] ?? { label: row.status, color: 'gray' };
  return (
    <Badge variant="light" color={status.color} tt="none" radius="sm">
      {status.label}
    </Badge>
  );
}

const columns: DataTableColumn<AdminOutboxRow>[] = [
  {
    accessor: 'canal',
    title: 'Canal',
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        {row.canal === 'whatsapp' ? <IconBrandWhatsapp size={16} aria-hidden /> : <IconMail size={16} aria-hidden />}
        <Text size="sm">{channelLabel(row)}</Text>
      </Group>
    ),
  },
  {
    accessor: 'modelo',
    title: 'Modelo ou assunto',
    // A phone sees the recipient and the status under it: those columns show from 576 px on.
    render: (row) => (
      <TwoLineCell main={row.modelo} detail={row.para}>
        <Group gap={4} hiddenFrom="xs">
          <StatusBadge row={row} />
          <Text size="xs" c="dimmed">
            {retries(row)}
          </Text>
        </Group>
      </TwoLineCell>
    ),
  },
  {
    accessor: 'status',
    title: 'Situação',
    visibleMediaQuery: FROM_TABLET,
    render: (row) => <TwoLineCell main={<StatusBadge row={row} />} detail={row.ultimoErro ?? undefined} />,
  },
  { accessor: 'tentativas', title: 'Tentativas', visibleMediaQuery: FROM_TABLET, render: retries },
  {
    accessor: 'criadoEm',
    title: 'Quando',
    visibleMediaQuery: FROM_SMALL_LAPTOP,
    render: (row) => (
      <TwoLineCell
        main={formatDateTime(row.criadoEm)}
        nowrap
        detail={row.enviadoEm ? `enviada ${formatDateTime(row.enviadoEm)}` : undefined}
      />
    ),
  },
];

/** /admin/equipe (Mensagens tab): every e-mail and WhatsApp message the outbox holds, and where each stands. */
export function OutboxPage({ pagina }: { pagina: number }) {
  return (
    <TeamPagedList
      aba="mensagens"
      pagina={pagina}
      load={listOutbox}
      title="Mensagens"
      subtitle="E-mails e mensagens de WhatsApp enviados aos clientes: canal, modelo, situação e tentativas de envio."
      empty={messages.admin.emptyOutbox}
      columns={columns}
    />
  );
}
