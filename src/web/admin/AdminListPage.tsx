import { Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { messages } from '../../shared/messages';
import type { ReactNode } from 'react';
import type { AdminPage } from '../../shared/schemas/admin';
import type { AdminListSearch } from './admin-search';
import { AdminTable, type RowSelection } from './AdminTable';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { PageHeading } from '../ui/PageHeading';

export interface AdminListProps<Row> {
  title: string;
  subtitle: string;
  searchPlaceholder: string;
  empty: string;
  page: AdminPage<Row>;
  search: AdminListSearch;
  columns: DataTableColumn<Row>[];
  idAccessor: keyof Row & string;
  /** Of the default order, by id (the server's default for this list). */
  defaultDirection?: 'asc' | 'desc';
  /** Changes the URL's search params (the loader then asks the server). */
  onSearchChange: (patch: Partial<AdminListSearch>) => void;
  onRowClick?: (row: Row) => void;
  /** Shown under the table (the open request's modal). */
  children?: ReactNode;
  /** Filters between the search and the table. */
  filters?: ReactNode;
  /** A row's background (overdue requests are highlighted). */
  rowColor?: (row: Row) => string | undefined;
  /** Ticked rows for a bulk change, and the bar that acts on them (above the table). */
  selection?: RowSelection<Row>;
  bulk?: ReactNode;
}

/** One back-office list: search, a server-sorted table, the spec's pager; every change goes through the URL. */
export function AdminListPage<Row>(props: AdminListProps<Row>) {
  const { page, search } = props;
  const sortKey = search.ordem ?? 'id';
  const sorted = props.columns.find((column) => column.sortKey === sortKey);
  const sortStatus: DataTableSortStatus<Row> = {
    columnAccessor: sorted?.accessor ?? sortKey,
    sortKey,
    direction: search.direcao ?? props.defaultDirection ?? 'desc',
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={props.title} lead={props.subtitle} look="desk" />
        <Text size="sm" c="dimmed">
          {messages.admin.resultCount(page.total, page.totalExato)}
        </Text>
      </Group>
      <SearchBox
        value={search.busca ?? ''}
        placeholder={props.searchPlaceholder}
        onSearch={(busca) => props.onSearchChange({ busca: busca || undefined, pagina: undefined })}
      />
      {props.filters}
      {props.bulk}
      <AdminTable<Row>
        rowColor={props.rowColor}
        selection={props.selection}
        records={page.itens}
        columns={props.columns}
        idAccessor={props.idAccessor}
        empty={props.empty}
        sortStatus={sortStatus}
        onSortStatusChange={(next) =>
          props.onSearchChange({
            ordem: next.sortKey ?? String(next.columnAccessor),
            direcao: next.direction,
            pagina: undefined,
          })
        }
        onRowClick={props.onRowClick}
      />
      <Pager
        page={page.pagina}
        total={page.totalPaginas}
        exact={page.totalExato}
        onPage={(pagina) => props.onSearchChange({ pagina })}
      />
      {props.children}
    </Stack>
  );
}
