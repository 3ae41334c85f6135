import { Alert, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findEntry, isBrandPlan } from '../../shared/catalogue';
import { formatCents } from '../../shared/money';
import { CheckoutSteps } from './CheckoutSteps';
import { HolderDetails } from '../ui/HolderDetails';
import { paymentMethodLabel, paymentStanding } from './payment-labels';
import { useCheckoutOrder } from './checkout-context';
import { usePageTitle } from '../use-page-title';
import { OfficialFees } from './OfficialFees';
import { isPaid } from '../../shared/schemas/checkout';
import { PageHeading } from '../ui/PageHeading';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="baseline" gap="md">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={strong ? 800 : 500} fz={strong ? 20 : undefined} c={strong ? 'marca.9' : undefined} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** /confirm-payment: holder, plan or service, tracking time, method and total; "Finalizar requisição" goes home. */
export function ReviewScreen() {
  const { state, send } = useCheckoutOrder();
  usePageTitle('Revise sua contratação');
  const { summary, profile, payment } = state.context;
  const entry = findEntry(summary!.planId)!;
  const totalCents = entry.priceCents!;
  // While the payment is read again on opening, the standing read with the order may be stale: none is shown.
  const standing = state.matches({ review: 'reading' })
    ? null
    : paymentStanding(payment, isPaid(summary!.statusPagamento));
  const brand = isBrandPlan(entry.planId);
  return (
    <Stack gap="xl" maw={880} mx="auto">
      <CheckoutSteps screen="confirm-payment" />
      <PageHeading
        title="Revise sua contratação"
        lead="Confira os dados e finalize. Você acompanha o pedido na sua área de cliente."
        look="checkout"
      />
      {standing && (
        <Alert color={standing.color} variant="light" role="status">
          {standing.text}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} fz={18}>
              Titular
            </Title>
            {profile && <HolderDetails profile={profile} />}
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Title order={2} fz={18}>
              Pedido
            </Title>
            <Line label={brand ? 'Plano' : 'Serviço'} value={entry.title} />
            {brand && entry.monitoringMonths && (
              <Line label="Acompanhamento" value={`${entry.monitoringMonths} meses`} />
            )}
            {payment && <Line label="Forma de pagamento" value={paymentMethodLabel(payment, totalCents)} />}
            <Divider />
            <Line label="Total" value={formatCents(totalCents)} strong />
            <OfficialFees planId={entry.planId} withFeatures />
          </Stack>
        </Card>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button size="md" onClick={() => send({ type: 'FINISH' })}>
          Finalizar requisição
        </Button>
      </Group>
    </Stack>
  );
}
