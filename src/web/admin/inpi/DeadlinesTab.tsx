import { Badge, Paper, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { FROM_SMALL_LAPTOP } from '../columns';
import { formatDate } from '../format';
import { listDeadlines } from './inpi-api';
import { ListState } from './ListState';
import { useReloadableList } from './use-list';

const urgency = (days: number) => (days <= 5 ? 'red' : days <= 15 ? 'orange' : 'gray');

/** "Prazos": every open term from the INPI's despachos, the soonest first. */
export function DeadlinesTab() {
  const { detail } = useReloadableList(listDeadlines);
  return (
    <ListState detail={detail}>
      {(rows) => (
        <Paper withBorder radius="md">
          <DataTable
            records={rows}
            idAccessor="id"
            minHeight={rows.length ? undefined : 160}
            noRecordsText="Nenhum prazo em aberto"
            verticalSpacing="sm"
            horizontalSpacing="md"
            columns={[
              {
                accessor: 'vencimento',
                title: 'Vence em',
                render: (row) => (
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {formatDate(row.vencimento)}
                    </Text>
                    <Badge color={urgency(row.diasRestantes)} variant="light" size="sm">
                      {row.diasRestantes === 0 ? 'hoje' : `${row.diasRestantes} dias`}
                    </Badge>
                  </Stack>
                ),
              },
              {
                accessor: 'prazo',
                title: 'Prazo',
                render: (row) => (
                  <Stack gap={0}>
                    <Text size="sm">{row.prazo}</Text>
                    <Text size="xs" c="dimmed">
                      {row.clienteAge ? 'O cliente precisa agir' : 'Acompanhar'}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'marca',
                title: 'Marca',
                render: (row) => (
                  <Stack gap={0}>
                    <Text size="sm">{row.marca ?? '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {row.cliente} · processo {row.processo}
                    </Text>
                  </Stack>
                ),
              },
              { accessor: 'despacho', title: 'Despacho', visibleMediaQuery: FROM_SMALL_LAPTOP, render: (row) => `${row.despacho} (${row.codigo}, RPI ${row.rpi})` },
            ]}
          />
        </Paper>
      )}
    </ListState>
  );
}
