import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { DataTableColumn } from 'mantine-datatable';
import type { AdminPage } from '../../shared/schemas/admin';
import { AdminTable } from './AdminTable';
import { ListState } from './ListState';
import { Pager } from './Pager';
import { useDetail } from './use-detail';
import { PageHeading } from '../ui/PageHeading';

export interface TeamPagedListProps<Row> {
  /** The /admin/equipe tab the list lives in: the pager keeps to it. */
  aba: 'downloads' | 'mensagens';
  pagina: number;
  load: (pagina: number) => Promise<AdminPage<Row>>;
  title: string;
  subtitle: string;
  empty: string;
  columns: DataTableColumn<Row>[];
}

/** A paged list of a team tools tab: its page loaded by number, a heading, the table and the pager. */
export function TeamPagedList<Row extends { id: number }>(props: TeamPagedListProps<Row>) {
  const { detail } = useDetail(props.load, props.pagina);
  return <ListState detail={detail}>{(page) => <PageOfRows {...props} page={page} />}</ListState>;
}

function PageOfRows<Row extends { id: number }>({
  aba,
  page,
  title,
  subtitle,
  empty,
  columns,
}: TeamPagedListProps<Row> & { page: AdminPage<Row> }) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeading title={title} lead={subtitle} look="desk" />
      <AdminTable<Row> records={page.itens} idAccessor="id" empty={empty} columns={columns} />
      <Pager
        page={page.pagina}
        total={page.totalPaginas}
        onPage={(pagina) => void navigate({ to: '/admin/equipe', search: { aba, pagina } })}
      />
    </Stack>
  );
}
