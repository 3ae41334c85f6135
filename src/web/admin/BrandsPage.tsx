import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { messages } from '../../shared/messages';
import type { AdminPage } from '../../shared/schemas/admin';
import type { AdminBrandRow } from './admin-api';
import type { AdminListSearch } from './admin-search';
import { RequestQueuePage } from './RequestQueuePage';
import { brandStatuses } from '../../../machines/request-status/request-status';
import { BrandModal } from './BrandModal';
import { documentOf } from './format';
import { StatusBadge } from './StatusBadge';
import { FROM_LAPTOP, FROM_TABLET, FROM_WIDE } from './columns';

/** /admin: paid brand requests, five a page. */
export function BrandsPage({ page, search }: { page: AdminPage<AdminBrandRow>; search: AdminListSearch }) {
  const columns: DataTableColumn<AdminBrandRow>[] = [
    {
      accessor: 'ID',
      title: 'Requisição',
      sortable: true,
      sortKey: 'id',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">#{row.ID}</Text>
          <Text size="xs" c="dimmed" hiddenFrom="xl">
            {row.plano}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'protocolo',
      title: 'Protocolo',
      sortable: true,
      sortKey: 'protocolo',
      visibleMediaQuery: FROM_TABLET,
      render: (row) =>
        row.protocolo ?? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      accessor: 'Nome',
      title: 'Marca e titular',
      visibleMediaQuery: FROM_LAPTOP,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.Nome ?? 'Incompleto'}
          </Text>
          <Text size="xs" c="dimmed">
            {row.titular.fullName} · {documentOf(row.titular.CPF)}
          </Text>
        </Stack>
      ),
    },
    // Under the id until a wide screen has room for its own column.
    { accessor: 'plano', title: 'Plano', sortable: true, sortKey: 'plano', visibleMediaQuery: FROM_WIDE },
    {
      accessor: 'Status',
      title: 'Status',
      sortable: true,
      sortKey: 'status',
      render: (row) => <StatusBadge status={row.Status} reenviadoEm={row.reenviadoEm} />,
    },
    {
      accessor: 'statusPagamento',
      title: 'Pagamento',
      sortable: true,
      sortKey: 'pagamento',
      // The list shows paid requests unless filtered: the column earns its room only on a wide screen.
      visibleMediaQuery: FROM_WIDE,
      render: (row) => <StatusBadge status={row.statusPagamento} payment />,
    },
  ];
  return (
    <RequestQueuePage
      kind="marca"
      title="Marcas"
      subtitle="Pedidos de registro pagos. Clique em Visualizar para ver os dados, mudar o status e baixar os documentos."
      searchPlaceholder="Buscar por titular, CPF/CNPJ, marca, protocolo, plano ou status"
      empty={messages.admin.emptyBrands}
      page={page}
      search={search}
      columns={columns}
      idAccessor="ID"
      statuses={brandStatuses}
      Modal={BrandModal}
    />
  );
}
