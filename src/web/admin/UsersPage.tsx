import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { messages } from '../../shared/messages';
import type { AdminHolder, AdminPage } from '../../shared/schemas/admin';
import type { AdminListSearch } from './admin-search';
import { AdminListPage } from './AdminListPage';
import { QueueFilters } from './QueueFilters';
import { documentOf, phoneOf } from './format';
import { FROM_LAPTOP, FROM_SMALL_LAPTOP, FROM_TABLET } from './columns';
import { useListNavigation } from './use-list-navigation';

/** /admin/usuarios: every account, five a page, in sign-up order. */
export function UsersPage({ page, search }: { page: AdminPage<AdminHolder>; search: AdminListSearch }) {
  const { change } = useListNavigation('/admin/usuarios');
  const columns: DataTableColumn<AdminHolder>[] = [
    {
      accessor: 'userID',
      title: 'ID',
      sortable: true,
      sortKey: 'id',
      width: 70,
      render: (row) => (
        <Text size="sm" c="dimmed">
          #{row.userID}
        </Text>
      ),
    },
    {
      accessor: 'fullName',
      title: 'Nome completo',
      sortable: true,
      sortKey: 'nome',
      // A phone has no room for the CPF/CNPJ column: it goes under the name.
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.fullName}</Text>
          <Text size="xs" c="dimmed" hiddenFrom="xs" style={{ whiteSpace: 'nowrap' }}>
            {documentOf(row.CPF)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'CPF',
      title: 'CPF/CNPJ',
      visibleMediaQuery: FROM_TABLET,
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {documentOf(row.CPF)}
        </Text>
      ),
    },
    {
      accessor: 'phone',
      title: 'Telefone',
      visibleMediaQuery: FROM_LAPTOP,
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {phoneOf(row.phone)}
        </Text>
      ),
    },
    {
      accessor: 'Email',
      title: 'E-mail',
      sortable: true,
      sortKey: 'email',
      visibleMediaQuery: FROM_SMALL_LAPTOP,
      render: (row) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {row.Email}
        </Text>
      ),
    },
  ];
  return (
    <AdminListPage
      title="Usuários"
      subtitle="Todas as contas, na ordem de cadastro."
      searchPlaceholder="Buscar por nome, CPF/CNPJ, telefone ou e-mail"
      empty={messages.admin.emptyUsers}
      page={page}
      search={search}
      defaultDirection="asc"
      columns={columns}
      idAccessor="userID"
      onSearchChange={change}
      filters={<QueueFilters list="usuarios" search={search} onChange={change} />}
    />
  );
}
