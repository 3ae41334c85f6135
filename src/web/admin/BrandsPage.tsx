import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { messages } from '../../shared/messages';
import type { AdminBrandRow, AdminPage } from '../../shared/schemas/admin';
import type { AdminListSearch } from './admin-search';
import { useState } from 'react';
import { AdminListPage } from './AdminListPage';
import { BulkStatus } from './BulkStatus';
import { QueueFilters } from './QueueFilters';
import { overdueRowColor, queueColumns } from './queue-columns';
import { brandStatuses } from '../../../machines/request-status';
import { BrandModal } from './BrandModal';
import { documentOf } from './format';
import { StatusBadge } from './StatusBadge';
import { FROM_LAPTOP, FROM_TABLET, FROM_WIDE } from './columns';
import { useListNavigation } from './use-list-navigation';
import { ViewButton } from './ViewButton';
import { brandSubject } from './view-names';

/** /admin: paid brand requests, five a page. */
export function BrandsPage({ page, search }: { page: AdminPage<AdminBrandRow>; search: AdminListSearch }) {
  const [selected, setSelected] = useState<AdminBrandRow[]>([]);
  const { change, refresh } = useListNavigation('/admin', search);
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
      render: (row) => <StatusBadge status={row.Status} />,
    },
    {
      accessor: 'Status_pagamento',
      title: 'Pagamento',
      sortable: true,
      sortKey: 'pagamento',
      // The list shows paid requests unless filtered: the column earns its room only on a wide screen.
      visibleMediaQuery: FROM_WIDE,
      render: (row) => <StatusBadge status={row.Status_pagamento} payment />,
    },
    ...queueColumns<AdminBrandRow>(),
    {
      accessor: 'acoes',
      title: '',
      textAlign: 'right',
      noWrap: true,
      render: (row) => <ViewButton onView={() => change({ ver: row.ID })} subject={brandSubject(row.ID)} />,
    },
  ];
  return (
    <AdminListPage
      title="Marcas"
      subtitle="Pedidos de registro pagos. Clique em Visualizar para ver os dados, mudar o status e baixar os documentos."
      searchPlaceholder="Buscar por titular, CPF/CNPJ, marca, protocolo, plano ou status"
      empty={messages.admin.emptyBrands}
      page={page}
      search={search}
      columns={columns}
      idAccessor="ID"
      onSearchChange={change}
      rowColor={overdueRowColor}
      selection={{ selected, onChange: setSelected, label: (row) => `Selecionar ${brandSubject(row.ID)}` }}
      bulk={
        <BulkStatus
          kind="marca"
          ids={selected.map((row) => row.ID)}
          onClear={() => setSelected([])}
          onDone={() => {
            setSelected([]);
            refresh();
          }}
        />
      }
      filters={<QueueFilters list="marcas" statuses={brandStatuses} search={search} onChange={change} />}
      onRowClick={(row) => change({ ver: row.ID })}
    >
      {search.ver !== undefined && (
        <BrandModal id={search.ver} onClose={() => change({ ver: undefined })} onChanged={refresh} />
      )}
    </AdminListPage>
  );
}
