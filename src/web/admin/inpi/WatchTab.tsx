import { Alert, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { inpiMessages } from '../../../shared/inpi-messages';
import type { WatchHitRow } from '../../../shared/schemas/inpi';
import { BrandLink } from './BrandLink';
import { useBusyAction } from '../../ui/use-busy-action';
import { AdminTable, TwoLineCell } from '../AdminTable';
import { FROM_SMALL_LAPTOP, FROM_TABLET } from '../columns';
import { formatDate, formatDateTime } from '../format';
import { decideWatchHit, listWatchHits } from './inpi-api';
import { ListState } from '../ListState';
import { useReloadableList } from './use-list';

/** ?situacao= on /admin/inpi?aba=vigilancia: the hits still to review (the default) or those already decided. */
export type WatchFilter = 'pendentes' | 'confirmadas' | 'descartadas';
export const watchFilter = (value: unknown): WatchFilter =>
  value === 'confirmadas' || value === 'descartadas' ? value : 'pendentes';

const filters: { value: WatchFilter; label: string; status: WatchHitRow['status']; empty: string }[] = [
  { value: 'pendentes', label: 'Pendentes', status: 'pendente', empty: 'Nenhum alerta para analisar' },
  { value: 'confirmadas', label: 'Confirmadas', status: 'confirmado', empty: 'Nenhum alerta confirmado' },
  { value: 'descartadas', label: 'Descartadas', status: 'descartado', empty: 'Nenhum alerta descartado' },
];

/**
 * "Vigilância": new filings that look or sound like a customer's brand, for staff to confirm or dismiss;
 * the ones already decided stay a click away, with when they were decided.
 */
export function WatchTab({
  situacao,
  onSituacaoChange,
}: {
  situacao: WatchFilter;
  onSituacaoChange: (next: WatchFilter) => void;
}) {
  const filter = filters.find((item) => item.value === situacao)!;
  const { detail, reload } = useReloadableList(useCallback(() => listWatchHits(filter.status), [filter.status]));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useBusyAction<number>({ onFailure: (text) => setOutcome({ ok: false, text }) });

  const decide = (id: number, decision: 'confirmar' | 'descartar') =>
    run(async () => {
      setOutcome({ ok: true, text: (await decideWatchHit(id, decision)).mensagem });
      reload();
    }, id);

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Situação dos alertas"
        data={filters.map(({ value, label }) => ({ value, label }))}
        value={situacao}
        onChange={(value) => {
          setOutcome(null);
          onSituacaoChange(watchFilter(value));
        }}
        style={{ alignSelf: 'flex-start' }}
      />
      {situacao === 'pendentes' && (
        <Text size="sm" c="dimmed">
          {inpiMessages.confirmMailsCustomer}
        </Text>
      )}
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      <ListState detail={detail}>
        {(rows) => (
          <AdminTable
            records={rows}
            idAccessor="id"
            empty={filter.empty}
            columns={[
              {
                accessor: 'nome',
                title: 'Novo pedido',
                render: (row) => (
                  <TwoLineCell
                    main={row.nome}
                    strong
                    detail={`processo ${row.processo} · classe ${row.classes.join(', ')} · RPI ${row.rpi}`}
                  >
                    <Text size="xs">Titular: {row.titulares || 'não publicado'}</Text>
                    {/* A phone sees the customer's brand here, folded under the filing. */}
                    <Text size="xs" hiddenFrom="xs" component="div">
                      contra <BrandLink marcaId={row.marcaId} nome={row.marcaCliente} /> · {row.cliente}
                    </Text>
                    <Badge color={row.risco === 'alto' ? 'red' : 'yellow'} variant="light" size="sm">
                      {row.motivo ? `${row.riscoTexto}: ${row.motivo}` : row.riscoTexto}
                    </Badge>
                  </TwoLineCell>
                ),
              },
              {
                accessor: 'marcaCliente',
                title: 'Marca do cliente',
                visibleMediaQuery: FROM_TABLET,
                render: (row) => (
                  <Stack gap={0}>
                    <BrandLink marcaId={row.marcaId} nome={row.marcaCliente} />
                    <Text size="xs" c="dimmed">
                      {row.cliente} · classe {row.classeCliente ?? '—'}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'vencimento',
                title: 'Oposição até',
                visibleMediaQuery: FROM_SMALL_LAPTOP,
                render: (row) => formatDate(row.vencimento),
              },
              {
                accessor: 'acoes',
                title: '',
                render: (row) =>
                  row.status !== 'pendente' ? (
                    <Stack gap={2}>
                      <Badge color={row.status === 'confirmado' ? 'green' : 'gray'} variant="light" size="sm">
                        {row.status === 'confirmado' ? 'Confirmado' : 'Descartado'}
                      </Badge>
                      {row.decididoEm && (
                        <Text size="xs" c="dimmed">
                          em {formatDateTime(row.decididoEm)}
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    <Group gap="xs" wrap="wrap">
                      <Button
                        size="xs"
                        loading={busy === row.id}
                        onClick={() => decide(row.id, 'confirmar')}
                        aria-label={`Confirmar alerta ${row.nome} contra ${row.marcaCliente ?? ''}`}
                      >
                        Confirmar
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busy === row.id}
                        onClick={() => decide(row.id, 'descartar')}
                        aria-label={`Descartar alerta ${row.nome} contra ${row.marcaCliente ?? ''}`}
                      >
                        Descartar
                      </Button>
                    </Group>
                  ),
              },
            ]}
          />
        )}
      </ListState>
    </Stack>
  );
}
