import { Badge } from '@mantine/core';
import { AdminTable, TwoLineCell } from '../AdminTable';
import { FROM_SMALL_LAPTOP } from '../columns';
import { formatDate } from '../format';
import { listDeadlines } from './inpi-api';
import { ListState } from '../ListState';
import { useReloadableList } from './use-list';

const urgency = (days: number) => (days <= 5 ? 'red' : days <= 15 ? 'orange' : 'gray');

/** "Prazos": every open term from the INPI's despachos, the soonest first. */
export function DeadlinesTab() {
  const { detail } = useReloadableList(listDeadlines);
  return (
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
                <TwoLineCell main={formatDate(row.vencimento)} strong>
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
                <TwoLineCell main={row.prazo} detail={row.clienteAge ? 'O cliente precisa agir' : 'Acompanhar'} />
              ),
            },
            {
              accessor: 'marca',
              title: 'Marca',
              render: (row) => (
                <TwoLineCell main={row.marca ?? '—'} detail={`${row.cliente} · processo ${row.processo}`} />
              ),
            },
            {
              accessor: 'despacho',
              title: 'Despacho',
              visibleMediaQuery: FROM_SMALL_LAPTOP,
              render: (row) => `${row.despacho} (${row.codigo}, RPI ${row.rpi})`,
            },
          ]}
        />
      )}
    </ListState>
  );
}
