import { Badge, Group } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { messages } from '../../shared/messages';
import type { AdminDownloadRow } from '../../shared/schemas/admin';
import { listDownloads } from './admin-api';
import { TwoLineCell } from './AdminTable';
import { FROM_SMALL_LAPTOP, FROM_TABLET } from './columns';
import { formatDateTime } from './format';
import { TeamPagedList } from './TeamPagedList';

const requestOf = (row: AdminDownloadRow) => `${row.tipo === 'marca' ? 'Marca' : 'Serviço'} #${row.requisicao}`;

const columns: DataTableColumn<AdminDownloadRow>[] = [
  {
    accessor: 'quando',
    title: 'Quando',
    // A phone sees which request under the time: that column shows from a tablet on.
    render: (row) => <TwoLineCell main={formatDateTime(row.quando)} nowrap detail={requestOf(row)} detailOnPhone />,
  },
  {
    accessor: 'autor',
    title: 'Quem',
    render: (row) => <TwoLineCell main={row.autor ?? 'conta removida'} detail={row.autorEmail} />,
  },
  { accessor: 'requisicao', title: 'Requisição', visibleMediaQuery: FROM_TABLET, render: requestOf },
  {
    accessor: 'arquivos',
    title: 'Arquivos',
    visibleMediaQuery: FROM_SMALL_LAPTOP,
    render: (row) => (
      <Group gap={4}>
        {row.arquivos.map((file) => (
          <Badge key={file} variant="outline" color="gray" tt="none" radius="sm">
            {file}
          </Badge>
        ))}
      </Group>
    ),
  },
];

/** /admin/equipe (Downloads tab): who downloaded which customer files, when (the audit of staff downloads). */
export function DownloadsPage({ pagina }: { pagina: number }) {
  return (
    <TeamPagedList
      aba="downloads"
      pagina={pagina}
      load={listDownloads}
      title="Downloads"
      subtitle="Cada download de documentos de clientes feito pela equipe: quem, quando, qual requisição e quais arquivos."
      empty={messages.admin.emptyDownloads}
      columns={columns}
    />
  );
}
