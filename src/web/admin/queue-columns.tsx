import { Badge, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { FILING_PROMISE_BUSINESS_DAYS, type AdminQueueFacts } from '../../shared/schemas/admin';
import { formatDayOf } from '../../shared/time/brasilia';
import { FROM_SMALL_LAPTOP, FROM_TABLET, FROM_WIDE } from './columns';

/** "Enviado em", "Responsável" (on a wide screen) and "Dias úteis" against the terms' filing promise, shared by Marcas and Serviços. */
export function queueColumns<Row extends AdminQueueFacts>(): DataTableColumn<Row>[] {
  return [
    {
      accessor: 'enviadoEm',
      title: 'Enviado em',
      sortable: true,
      sortKey: 'enviado',
      visibleMediaQuery: FROM_SMALL_LAPTOP,
      render: (row) =>
        formatDayOf(row.enviadoEm) ?? (
          <Text size="sm" c="dimmed">
            Não enviado
          </Text>
        ),
    },
    {
      accessor: 'responsavel',
      title: 'Responsável',
      visibleMediaQuery: FROM_WIDE,
      render: (row) =>
        row.responsavel?.nome ?? (
          <Text size="sm" c="dimmed">
            Ninguém
          </Text>
        ),
    },
    {
      accessor: 'diasUteis',
      title: 'Dias úteis',
      visibleMediaQuery: FROM_TABLET,
      render: (row) =>
        row.diasUteis === null ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : row.atrasado ? (
          <Badge color="red" variant="light">
            {row.diasUteis} de {FILING_PROMISE_BUSINESS_DAYS} · atrasado
          </Badge>
        ) : (
          <Text size="sm">
            {row.diasUteis} de {FILING_PROMISE_BUSINESS_DAYS}
          </Text>
        ),
    },
  ];
}

/** Overdue rows stand out in the list. */
export const overdueRowColor = (row: AdminQueueFacts) => (row.atrasado ? 'var(--mantine-color-red-0)' : undefined);
