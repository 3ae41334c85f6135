import { Box, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { messages } from '../../shared/messages';
import type { AdminPage, AdminServiceRow } from '../../shared/schemas/admin';
import type { AdminListSearch } from './admin-search';
import { useState } from 'react';
import { AdminListPage } from './AdminListPage';
import { BulkStatus } from './BulkStatus';
import { QueueFilters } from './QueueFilters';
import { overdueRowColor, queueColumns } from './queue-columns';
import { serviceStatuses } from '../../../machines/request-status';
import { ServiceModal } from './ServiceModal';
import { StatusBadge } from './StatusBadge';
import { FROM_SMALL_LAPTOP, FROM_TABLET, FROM_WIDE } from './columns';
import { useListNavigation } from './use-list-navigation';
import { ViewButton } from './ViewButton';
import { serviceSubject } from './view-names';

/** /admin/servicos: every service request, four a page. */
export function ServicesPage({ page, search }: { page: AdminPage<AdminServiceRow>; search: AdminListSearch }) {
  const [selected, setSelected] = useState<AdminServiceRow[]>([]);
  const { change, refresh } = useListNavigation('/admin/servicos', search);
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
            {row.num_protocolo ?? 'sem protocolo'}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="xs">
            {row.servico}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'servico', title: 'Serviço', sortable: true, sortKey: 'servico', visibleMediaQuery: FROM_TABLET },
    {
      accessor: 'nome_marca',
      title: 'Marca',
      visibleMediaQuery: FROM_SMALL_LAPTOP,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.nome_marca ?? 'Incompleto'}
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
          <StatusBadge status={row.status} />
          <Box hiddenFrom="xl">
            <StatusBadge status={row.status_pagamento} payment />
          </Box>
        </Stack>
      ),
    },
    {
      accessor: 'status_pagamento',
      title: 'Pagamento',
      sortable: true,
      sortKey: 'pagamento',
      visibleMediaQuery: FROM_WIDE,
      render: (row) => <StatusBadge status={row.status_pagamento} payment />,
    },
    ...queueColumns<AdminServiceRow>(),
    {
      accessor: 'acoes',
      title: '',
      textAlign: 'right',
      noWrap: true,
      render: (row) => <ViewButton onView={() => change({ ver: row.id })} subject={serviceSubject(row.id)} />,
    },
  ];
  return (
    <AdminListPage
      title="Serviços"
      subtitle="Busca, Oposição e Recurso. Mude o status e escreva a mensagem que o cliente lê."
      searchPlaceholder="Buscar por protocolo, serviço, marca, segmento, titular ou status"
      empty={messages.admin.emptyServices}
      page={page}
      search={search}
      columns={columns}
      idAccessor="id"
      onSearchChange={change}
      rowColor={overdueRowColor}
      selection={{ selected, onChange: setSelected, label: (row) => `Selecionar ${serviceSubject(row.id)}` }}
      bulk={
        <BulkStatus
          kind="servico"
          ids={selected.map((row) => row.id)}
          onClear={() => setSelected([])}
          onDone={() => {
            setSelected([]);
            refresh();
          }}
        />
      }
      filters={<QueueFilters list="servicos" statuses={serviceStatuses} search={search} onChange={change} />}
      onRowClick={(row) => change({ ver: row.id })}
    >
      {search.ver !== undefined && (
        <ServiceModal id={search.ver} onClose={() => change({ ver: undefined })} onChanged={refresh} />
      )}
    </AdminListPage>
  );
}
