import { Text, Timeline } from '@mantine/core';
import { IconArrowRight, IconFileCheck, IconHistory } from '@tabler/icons-react';
import type { AdminHistoryRow } from '../../shared/schemas/admin';
import { formatDateTime } from './format';

const titleOf = (row: AdminHistoryRow) => {
  if (row.kind === 'status')
    return row.statusFrom === row.statusTo
      ? `Mensagem (${row.statusTo})`
      : `${row.statusFrom ?? '—'} → ${row.statusTo}`;
  if (row.kind === 'protocolo') return 'Processo e protocolo';
  if (row.kind === 'pagamento') return 'Pagamento';
  if (row.kind === 'assistente') return 'Registro enviado pelo cliente';
  return row.kind;
};

/** The request's append-only history (request_events), newest first: who, when, from, to, message. */
export function History({ rows }: { rows: AdminHistoryRow[] }) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma alteração registrada ainda.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={22} lineWidth={2} active={rows.length}>
      {rows.map((row) => (
        <Timeline.Item
          key={row.id}
          bullet={
            row.kind === 'status' ? (
              <IconArrowRight size={12} />
            ) : row.kind === 'protocolo' ? (
              <IconFileCheck size={12} />
            ) : (
              <IconHistory size={12} />
            )
          }
          title={
            <Text size="sm" fw={600}>
              {titleOf(row)}
            </Text>
          }
        >
          {row.message && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {row.message}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTime(row.criadoEm)} · {row.autor ?? 'cliente ou sistema'}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
