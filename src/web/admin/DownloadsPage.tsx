import 'mantine-datatable/styles.css';
import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { messages } from '../../shared/messages';
import type { AdminDownloadRow, AdminPage } from '../../shared/schemas/admin';
import { listDownloads } from './admin-api';
import { useDetail } from './use-detail';
import { formatDateTime } from './format';
import { Pager } from './Pager';

/** /admin/equipe (Downloads tab): who downloaded which customer files, when (the audit of staff downloads). */
export function DownloadsPage({ pagina }: { pagina: number }) {
  const { detail } = useDetail(listDownloads, pagina);
  if (detail.status === 'loading') {
    return (
      <Center h={240}>
        <Loader aria-label="Carregando" />
      </Center>
    );
  }
  if (detail.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {messages.admin.loadFailed}
      </Alert>
    );
  }
  return <DownloadsList page={detail.value} />;
}

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
      <Paper withBorder radius="md">
        <DataTable<AdminDownloadRow>
          records={page.itens}
          idAccessor="id"
          minHeight={page.itens.length ? undefined : 180}
          noRecordsText={messages.admin.emptyDownloads}
          verticalSpacing="sm"
          horizontalSpacing="md"
          columns={[
            { accessor: 'quando', title: 'Quando', render: (row) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.quando)}</Text> },
            {
              accessor: 'autor',
              title: 'Quem',
              render: (row) => (
                <Stack gap={0}>
                  <Text size="sm">{row.autor ?? 'conta removida'}</Text>
                  <Text size="xs" c="dimmed">
                    {row.autorEmail}
                  </Text>
                </Stack>
              ),
            },
            { accessor: 'requisicao', title: 'Requisição', render: (row) => `${row.tipo === 'marca' ? 'Marca' : 'Serviço'} #${row.requisicao}` },
            {
              accessor: 'arquivos',
              title: 'Arquivos',
              visibleMediaQuery: '(min-width: 48em)',
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
      </Paper>
      <Pager page={page.pagina} total={page.totalPaginas} onPage={(pagina) => void navigate({ to: '/admin/equipe', search: { aba: 'downloads', pagina } })} />
    </Stack>
  );
}
