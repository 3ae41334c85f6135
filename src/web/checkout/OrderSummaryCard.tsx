import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { findEntry, instalmentCents, isBrandPlan } from '../../shared/catalogue';
import { formatCents } from '../../shared/money';
import { OfficialFees } from './OfficialFees';

/** The order being paid, from the catalogue: name, kind, total and the instalments it allows. */
export function OrderSummaryCard({ planId }: { planId: number }) {
  const entry = findEntry(planId);
  if (!entry || entry.priceCents === null) return null;
  const perInstalment = instalmentCents(entry)!;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.5 }}>
          {isBrandPlan(planId) ? 'Plano de registro de marca' : 'Serviço'}
        </Text>
        <Title order={2} fz={22}>
          {entry.title}
        </Title>
        <Text size="sm" c="dimmed">
          {entry.summary}
        </Text>
        {entry.monitoringMonths && (
          <Text size="sm">
            Acompanhamento do processo por <strong>{entry.monitoringMonths} meses</strong>
          </Text>
        )}
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={600}>Total</Text>
          <Text fz={22} fw={800} c="marca.9">
            {formatCents(entry.priceCents)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" ta="right">
          em até {entry.instalments}x de {formatCents(perInstalment)} sem juros no cartão
        </Text>
        <OfficialFees planId={planId} withFeatures />
      </Stack>
    </Card>
  );
}
