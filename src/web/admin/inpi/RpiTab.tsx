import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useBusyAction } from '../../ui/use-busy-action';
import { inpiMessages } from '../../../shared/inpi-messages';
import { AdminTable, TwoLineCell } from '../AdminTable';
import { FROM_SMALL_LAPTOP, FROM_TABLET } from '../columns';
import { formatDate, formatDateTime } from '../format';
import { listRpiIssues, listUnknownCodes, uploadRpi } from './inpi-api';
import { ListState } from '../ListState';
import { useReloadableList } from './use-list';

type Outcome = { ok: boolean; text: string } | null;

/** Upload of the week's RPI zip, and the issues imported so far. */
export function RpiTab() {
  const { detail, reload } = useReloadableList(listRpiIssues);
  const unknown = useReloadableList(listUnknownCodes);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { running: sending, run } = useBusyAction({
    failed: 'Não foi possível importar a RPI. Tente novamente.',
    onFailure: (text) => setOutcome({ ok: false, text }),
  });

  const send = async () => {
    if (!file) return;
    setOutcome(null);
    await run(async () => {
      const answer = await uploadRpi(file);
      setOutcome({ ok: true, text: answer.mensagem });
      setFile(null);
      reload();
      unknown.reload();
    });
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Envie o arquivo RM{'{número}'}.zip da Revista da Propriedade Industrial (Marcas). Importar a mesma revista
            de novo não muda nada.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label="Arquivo da RPI (.zip)"
              placeholder="Escolher arquivo"
              accept=".zip,application/zip"
              leftSection={<IconFileZip size={16} />}
              value={file}
              onChange={setFile}
              clearable
              style={{ flex: '1 1 240px' }}
            />
            <Button onClick={send} loading={sending} disabled={!file}>
              Importar RPI
            </Button>
          </Group>
          {outcome && (
            <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          )}
        </Stack>
      </Paper>
      <ListState detail={detail}>
        {(issues) => (
          <AdminTable
            records={issues}
            idAccessor="numero"
            empty="Nenhuma revista importada ainda"
            columns={[
              {
                accessor: 'numero',
                title: 'RPI',
                // A phone sees the issue, its date and what it brought: the counts fold under the number.
                render: (row) => (
                  <TwoLineCell
                    main={`nº ${row.numero}`}
                    nowrap
                    detail={`${inpiMessages.movements(row.despachos)} · ${inpiMessages.alerts(row.alertas)}`}
                    detailOnPhone
                  />
                ),
              },
              { accessor: 'data', title: 'Data', render: (row) => formatDate(row.data) },
              {
                accessor: 'processos',
                title: 'Processos',
                visibleMediaQuery: FROM_SMALL_LAPTOP,
                render: (row) => row.processos.toLocaleString('pt-BR'),
              },
              { accessor: 'despachos', title: 'Movimentações', visibleMediaQuery: FROM_TABLET },
              { accessor: 'alertas', title: 'Alertas', visibleMediaQuery: FROM_TABLET },
              {
                accessor: 'importadaEm',
                title: 'Importada em',
                visibleMediaQuery: FROM_SMALL_LAPTOP,
                render: (row) =>
                  `${formatDateTime(row.importadaEm)} (${row.origem === 'agendado' ? 'automática' : 'envio'})`,
              },
            ]}
          />
        )}
      </ListState>
      <Title order={2} size="h4">
        Códigos de despacho fora da nossa tabela
      </Title>
      <Text size="sm" c="dimmed">
        Códigos que apareceram nas revistas e que a tabela de despachos ainda não descreve. O cliente vê o nome que o
        INPI publicou; inclua o código na tabela (src/server/inpi/despacho-codes.ts) com a fonte.
      </Text>
      <ListState detail={unknown.detail}>
        {(codes) => (
          <AdminTable
            records={codes}
            idAccessor="codigo"
            empty="Nenhum código desconhecido"
            columns={[
              {
                accessor: 'codigo',
                title: 'Código',
                render: (row) => <TwoLineCell main={row.codigo} nowrap detail={row.nome} detailOnPhone />,
              },
              { accessor: 'nome', title: 'Nome publicado pelo INPI', visibleMediaQuery: FROM_TABLET },
              { accessor: 'vezes', title: 'Vezes', render: (row) => row.vezes.toLocaleString('pt-BR') },
              {
                accessor: 'ultimaRpi',
                title: 'RPIs',
                visibleMediaQuery: FROM_SMALL_LAPTOP,
                render: (row) =>
                  row.primeiraRpi === row.ultimaRpi
                    ? `nº ${row.ultimaRpi}`
                    : `nº ${row.primeiraRpi} a ${row.ultimaRpi}`,
              },
              {
                accessor: 'exemploProcesso',
                title: 'Exemplo',
                visibleMediaQuery: FROM_SMALL_LAPTOP,
                render: (row) => row.exemploProcesso ?? '—',
              },
            ]}
          />
        )}
      </ListState>
    </Stack>
  );
}
