import { Badge, Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CalendarFeedButton } from '../../ui/CalendarFeedButton';
import { useBusyAction } from '../../ui/use-busy-action';
import { AdminTable, TwoLineCell } from '../AdminTable';
import { FROM_SMALL_LAPTOP, FROM_TABLET } from '../columns';
import { formatDate, formatDateTime } from '../format';
import { BrandLink } from './BrandLink';
import { listDeadlines, markDeadlineHandled } from './inpi-api';
import type { DeadlineRow } from '../../../shared/schemas/inpi';
import { ListState } from '../ListState';
import { useReloadableList } from './use-list';

const urgency = (days: number) => (days <= 5 ? 'red' : days <= 15 ? 'orange' : 'gray');

/** "Prazos": every open term from the INPI's despachos, the soonest first; staff mark each handled or take them all to a calendar. */
export function DeadlinesTab() {
  const { detail, reload } = useReloadableList(listDeadlines);
  const { busy, run } = useBusyAction<number>();
  const handle = (id: number) =>
    run(async () => {
      const { mensagem } = await markDeadlineHandled(id);
      reload();
      return mensagem;
    }, id);
  // On a phone the button sits under the term, in a narrow column: one short word, the full name for screen readers.
  const wide = useMediaQuery(FROM_TABLET, true);
  const handled = (row: DeadlineRow, label = 'Marcar como tratado') =>
    row.tratadoEm ? (
      <Text size="xs" c="dimmed">
        Tratado por {row.tratadoPor ?? 'equipe'} em {formatDateTime(row.tratadoEm)}
      </Text>
    ) : (
      <Button
        size="xs"
        variant="light"
        loading={busy === row.id}
        onClick={() => void handle(row.id)}
        aria-label={`Marcar como tratado: ${row.prazo}, processo ${row.processo}`}
      >
        {label}
      </Button>
    );
  return (
    <Stack gap="md">
      <CalendarFeedButton scope="equipe" />
      <ListState detail={detail}>
        {(rows) => (
          <AdminTable
            records={rows}
            idAccessor="id"
            empty="Nenhum prazo em aberto"
            columns={[
              {
                accessor: 'vencimento',
                title: 'Vence em',
                render: (row) => (
                  <TwoLineCell main={formatDate(row.vencimento)} strong nowrap>
                    <Badge color={urgency(row.diasRestantes)} variant="light" size="sm">
                      {row.diasRestantes === 0 ? 'hoje' : `${row.diasRestantes} dias`}
                    </Badge>
                  </TwoLineCell>
                ),
              },
              {
                accessor: 'prazo',
                title: 'Prazo',
                render: (row) => (
                  <Stack gap={4}>
                    <TwoLineCell main={row.prazo} detail={row.clienteAge ? 'O cliente precisa agir' : 'Acompanhar'} />
                    {/* On a phone the "Tratado" column gives way: the same line under the term. */}
                    {!wide && handled(row, 'Tratado')}
                  </Stack>
                ),
              },
              {
                accessor: 'marca',
                title: 'Marca',
                render: (row) => (
                  <Stack gap={0}>
                    <BrandLink marcaId={row.marcaId} nome={row.marca} />
                    <Text size="xs" c="dimmed">
                      {row.cliente} · processo {row.processo}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'despacho',
                title: 'Despacho',
                visibleMediaQuery: FROM_SMALL_LAPTOP,
                render: (row) => (row.rpi === null ? row.despacho : `${row.despacho} (${row.codigo}, RPI ${row.rpi})`),
              },
              {
                accessor: 'tratado',
                title: 'Tratado',
                visibleMediaQuery: FROM_TABLET,
                render: (row) => handled(row),
              },
            ]}
          />
        )}
      </ListState>
    </Stack>
  );
}
