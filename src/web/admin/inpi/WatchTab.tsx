import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { formatDate } from '../format';
import { decideWatchHit, listWatchHits } from './inpi-api';
import { ListState } from './ListState';
import { useReloadableList } from './use-list';

/** "Vigilância": new filings that look or sound like a customer's brand, for staff to confirm or dismiss. */
export function WatchTab() {
  const { detail, reload } = useReloadableList(listWatchHits);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const decide = async (id: number, decision: 'confirmar' | 'descartar') => {
    setBusy(id);
    try {
      setOutcome({ ok: true, text: (await decideWatchHit(id, decision)).mensagem });
      reload();
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, 'Não foi possível salvar. Tente novamente.') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      <ListState detail={detail}>
        {(rows) => (
          <Paper withBorder radius="md">
            <DataTable
              records={rows}
              idAccessor="id"
              minHeight={rows.length ? undefined : 160}
              noRecordsText="Nenhum alerta para analisar"
              verticalSpacing="sm"
              horizontalSpacing="md"
              columns={[
                {
                  accessor: 'nome',
                  title: 'Novo pedido',
                  render: (row) => (
                    <Stack gap={2}>
                      <Text size="sm" fw={600}>
                        {row.nome}
                      </Text>
                      <Text size="xs" c="dimmed">
                        processo {row.processo} · classe {row.classes.join(', ')} · RPI {row.rpi}
                      </Text>
                      <Badge color={row.risco === 'alto' ? 'red' : 'yellow'} variant="light" size="sm">
                        {row.riscoTexto}
                      </Badge>
                    </Stack>
                  ),
                },
                {
                  accessor: 'marcaCliente',
                  title: 'Marca do cliente',
                  render: (row) => (
                    <Stack gap={0}>
                      <Text size="sm">{row.marcaCliente ?? '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {row.cliente} · classe {row.classeCliente ?? '—'}
                      </Text>
                    </Stack>
                  ),
                },
                { accessor: 'vencimento', title: 'Oposição até', visibleMediaQuery: '(min-width: 48em)', render: (row) => formatDate(row.vencimento) },
                {
                  accessor: 'acoes',
                  title: '',
                  render: (row) => (
                    <Group gap="xs" wrap="wrap">
                      <Button size="xs" loading={busy === row.id} onClick={() => decide(row.id, 'confirmar')} aria-label={`Confirmar alerta ${row.nome} contra ${row.marcaCliente ?? ''}`}>
                        Confirmar
                      </Button>
                      <Button size="xs" variant="default" disabled={busy === row.id} onClick={() => decide(row.id, 'descartar')} aria-label={`Descartar alerta ${row.nome} contra ${row.marcaCliente ?? ''}`}>
                        Descartar
                      </Button>
                    </Group>
                  ),
                },
              ]}
            />
          </Paper>
        )}
      </ListState>
    </Stack>
  );
}
