import { Box, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { messages } from '../../shared/messages';
import type { AdminPage } from '../../shared/schemas/admin';
import type { AdminServiceRow } from './admin-api';
import type { AdminListSearch } from './admin-search';
import { RequestQueuePage } from './RequestQueuePage';
import { serviceStatuses } from '../../../machines/request-status/request-status';
import { ServiceModal } from './ServiceModal';
import { StatusBadge } from './StatusBadge';
import { FROM_SMALL_LAPTOP, FROM_TABLET, FROM_WIDE } from './columns';

/** /admin/servicos: every service request, four a page. */
export function ServicesPage({ page, search }: { page: AdminPage<AdminServiceRow>; search: AdminListSearch }) {
  const columns: DataTableColumn<AdminServiceRow>[] = [
    {
      accessor: 'id',
      title: 'ID / protocolo',
      sortable: true,
      sortKey: 'id',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">#{row.id}</Text>
          <Text size="xs" c="dimmed">
            {row.numProtocolo ?? 'sem protocolo'}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="xs">
            {row.servico}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'servico', title: 'Serviço', sortable: true, sortKey: 'servico', visibleMediaQuery: FROM_TABLET },
    {
      accessor: 'nomeMarca',
      title: 'Marca',
      visibleMediaQuery: FROM_SMALL_LAPTOP,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.nomeMarca ?? 'Incompleto'}
          </Text>
          <Text size="xs" c="dimmed">
            {row.titular.fullName}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      sortKey: 'status',
      // The payment sits under the status until a wide screen has room for its own column.
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={row.status} reenviadoEm={row.reenviadoEm} />
          <Box hiddenFrom="xl">
            <StatusBadge status={row.statusPagamento} payment />
          </Box>
        </Stack>
      ),
    },
    {
      accessor: 'statusPagamento',
      title: 'Pagamento',
      sortable: true,
      sortKey: 'pagamento',
      visibleMediaQuery: FROM_WIDE,
      render: (row) => <StatusBadge status={row.statusPagamento} payment />,
    },
  ];
  return (
    <RequestQueuePage
      kind="servico"
      title="Serviços"
      subtitle="Busca, Oposição, Recurso e Prorrogação. Mude o status e escreva a mensagem que o cliente lê."
      searchPlaceholder="Buscar por protocolo, serviço, marca, segmento, titular ou status"
      empty={messages.admin.emptyServices}
      page={page}
      search={search}
      columns={columns}
      idAccessor="id"
      statuses={serviceStatuses}
      Modal={ServiceModal}
    />
  );
}
