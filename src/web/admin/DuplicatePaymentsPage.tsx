import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { providerStatusLabel } from '../../shared/payments/status';
import type { AdminPaymentRow, AdminUnknownPaymentRow } from '../../shared/schemas/admin';
import { listPaymentAlerts, listUnknownPayments } from './admin-api';
import { AdminTable, TwoLineCell } from './AdminTable';
import { FROM_SMALL_LAPTOP, FROM_TABLET } from './columns';
import { formatDateTime } from './format';
import { ListState } from './ListState';
import { useDetail } from './use-detail';
import { PageHeading } from '../ui/PageHeading';

// useDetail loads by a key; this page has a single one.
const loadAlerts = () => Promise.all([listPaymentAlerts(), listUnknownPayments()]);

/** /admin/equipe (Pagamentos tab): payments staff must look at (duplicates, deleted accounts, divergent amounts, chargebacks), whose they are and whether the money went back. */
export function DuplicatePaymentsPage() {
  const { detail } = useDetail(loadAlerts, 1);
  return (
    <ListState detail={detail}>
      {([rows, unknown]) => (
        <Stack gap="xl">
          <DuplicatesList rows={rows} />
          {unknown.length > 0 && <UnknownPayments rows={unknown} />}
        </Stack>
      )}
    </ListState>
  );
}

/** Payments the provider notified that name no order of ours, once their time to be matched is over. */
function UnknownPayments({ rows }: { rows: AdminUnknownPaymentRow[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Pagamentos do Mercado Pago sem pedido nosso
      </Title>
      <Text size="sm" c="dimmed">
        O Mercado Pago avisou destes pagamentos, mas a referência não é de nenhum pedido. Confira no painel do Mercado
        Pago de quem são e, se for o caso, devolva por lá.
      </Text>
      <AdminTable<AdminUnknownPaymentRow>
        records={rows}
        idAccessor={(row) => `${row.provedor}-${row.idNoProvedor}`}
        empty=""
        columns={[
          {
            accessor: 'idNoProvedor',
            title: 'Pagamento',
            render: (row) => (
              <TwoLineCell main={row.idNoProvedor} detail={row.referencia ?? 'sem referência'} detailOnPhone />
            ),
          },
          {
            accessor: 'referencia',
            title: 'Referência',
            visibleMediaQuery: FROM_TABLET,
            render: (row) => <Text size="sm">{row.referencia ?? 'sem referência'}</Text>,
          },
          {
            accessor: 'valorCents',
            title: 'Valor',
            render: (row) => (
              <TwoLineCell main={formatCents(row.valorCents)} nowrap detail={providerStatusLabel(row.status)} />
            ),
          },
          {
            accessor: 'vistoEm',
            title: 'Avisado em',
            visibleMediaQuery: FROM_SMALL_LAPTOP,
            render: (row) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.vistoEm)}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}

function RequestLink({ row }: { row: AdminPaymentRow }) {
  const { tipo, id, referencia } = row.pedido;
  const label = `${tipo === 'marca' ? 'Marca' : 'Serviço'} ${referencia}`;
  return tipo === 'marca' ? (
    <Anchor size="sm" renderRoot={(props) => <Link to="/admin" search={{ ver: id }} {...props} />}>
      {label}
    </Anchor>
  ) : (
    <Anchor size="sm" renderRoot={(props) => <Link to="/admin/servicos" search={{ ver: id }} {...props} />}>
      {label}
    </Anchor>
  );
}

function DuplicatesList({ rows }: { rows: AdminPaymentRow[] }) {
  return (
    <Stack gap="md">
      <PageHeading
        title="Pagamentos com alerta"
        lead="Pagamentos em duplicidade, de contas excluídas ou com valor divergente (devolvidos pelo provedor) e estornos ou contestações depois da aprovação (o pedido deixa de estar pago e o cliente recebe um e-mail)."
        look="desk"
      />
      <AdminTable<AdminPaymentRow>
        records={rows}
        idAccessor={(row) => `${row.id}`}
        empty={messages.admin.emptyPaymentAlerts}
        columns={[
          {
            accessor: 'alerta',
            title: 'Alerta',
            visibleMediaQuery: FROM_TABLET,
            render: (row) => (
              <Badge color="red" variant="light" tt="none" radius="sm">
                {row.alerta}
              </Badge>
            ),
          },
          {
            accessor: 'pedido',
            title: 'Requisição',
            // A phone sees the request, whose it is and the refund: the rest is in the modal a click away.
            render: (row) => (
              <TwoLineCell
                main={<RequestLink row={row} />}
                detail={`${row.cliente.nome} · ${formatCents(row.valorCents)}`}
                detailOnPhone
              />
            ),
          },
          {
            accessor: 'cliente',
            title: 'Cliente',
            visibleMediaQuery: FROM_TABLET,
            render: (row) => <TwoLineCell main={row.cliente.nome} detail={row.cliente.email} />,
          },
          {
            accessor: 'valorCents',
            title: 'Valor',
            visibleMediaQuery: FROM_SMALL_LAPTOP,
            render: (row) => <TwoLineCell main={formatCents(row.valorCents)} nowrap detail={row.forma} />,
          },
          {
            accessor: 'devolucao',
            title: 'Devolução',
            render: (row) => (
              <Badge
                color={row.devolucao && !row.devolucao.concluida ? 'orange' : 'teal'}
                variant="light"
                tt="none"
                radius="sm"
                style={{ whiteSpace: 'normal', height: 'auto' }}
              >
                {row.devolucao?.texto ?? messages.noRefundOwed}
              </Badge>
            ),
          },
          {
            accessor: 'atualizadoEm',
            title: 'Atualizado',
            visibleMediaQuery: FROM_SMALL_LAPTOP,
            render: (row) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.atualizadoEm)}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}
