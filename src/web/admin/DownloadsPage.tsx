import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { messages } from '../../shared/messages';
import type { AdminDownloadRow, AdminPage } from '../../shared/schemas/admin';
import { listDownloads } from './admin-api';
import { AdminTable, TwoLineCell } from './AdminTable';
import { FROM_SMALL_LAPTOP, FROM_TABLET } from './columns';
import { useDetail } from './use-detail';
import { formatDateTime } from './format';
import { ListState } from './ListState';
import { Pager } from './Pager';

/** /admin/equipe (Downloads tab): who downloaded which customer files, when (the audit of staff downloads). */
export function DownloadsPage({ pagina }: { pagina: number }) {
  const { detail } = useDetail(listDownloads, pagina);
  return <ListState detail={detail}>{(value) => <DownloadsList page={value} />}</ListState>;
}

const requestOf = (row: AdminDownloadRow) => `${row.tipo === 'marca' ? 'Marca' : 'Serviço'} #${row.requisicao}`;

function DownloadsList({ page }: { page: AdminPage<AdminDownloadRow> }) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={26}>
          Downloads
        </Title>
        <Text size="sm" c="dimmed">
          Cada download de documentos de clientes feito pela equipe: quem, quando, qual requisição e quais arquivos.
        </Text>
      </div>
      <AdminTable<AdminDownloadRow>
        records={page.itens}
        idAccessor="id"
        empty={messages.admin.emptyDownloads}
        columns={[
          {
            accessor: 'quando',
            title: 'Quando',
            // A phone sees which request under the time: that column shows from a tablet on.
            render: (row) => (
              <TwoLineCell main={formatDateTime(row.quando)} nowrap detail={requestOf(row)} detailOnPhone />
            ),
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
        ]}
      />
      <Pager
        page={page.pagina}
        total={page.totalPaginas}
        onPage={(pagina) => void navigate({ to: '/admin/equipe', search: { aba: 'downloads', pagina } })}
      />
    </Stack>
  );
}
