import { Anchor, Divider, List, Stack, Text } from '@mantine/core';
import { findEntry, isBrandPlan } from '../../shared/catalogue';
import { inpiFeeTable } from '../../shared/inpi-fees';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';

const text = messages.officialFees;
const brazilianDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * What a registration plan includes and which INPI fees are paid apart, from the dated fee table, so
 * nothing at filing or grant is a surprise. Only brand plans: the fee table is the filing's.
 */
export function OfficialFees({ planId, withFeatures = false }: { planId: number; withFeatures?: boolean }) {
  const entry = findEntry(planId);
  if (!entry || !isBrandPlan(planId)) return null;
  return (
    <Stack gap="xs" aria-label={text.title} role="region">
      <Divider />
      {withFeatures && (
        <>
          <Text fw={600} size="sm">
            {text.included}
          </Text>
          <List size="sm" spacing={2}>
            {entry.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </>
      )}
      <Text fw={600} size="sm">
        {text.title}
      </Text>
      <Text size="sm" c="dimmed">
        {text.intro}
      </Text>
      <List size="sm" spacing={4}>
        {inpiFeeTable.fees.map((fee) => (
          <List.Item key={fee.id}>
            {fee.label}: <strong>{text.perClass(formatCents(fee.fullCents), formatCents(fee.discountedCents))}</strong>.{' '}
            {fee.note}
          </List.Item>
        ))}
      </List>
      <Text size="xs">{text.discount(inpiFeeTable.discountPercent, inpiFeeTable.discountHolders.join('; '))}</Text>
      <Text size="xs">{inpiFeeTable.exemption}</Text>
      <Text size="xs" c="dimmed">
        {text.source(brazilianDate(inpiFeeTable.effectiveFrom), inpiFeeTable.source)}{' '}
        <Anchor href={inpiFeeTable.sourceUrl} target="_blank" rel="noopener noreferrer" size="xs" underline="always">
          gov.br/inpi
        </Anchor>
      </Text>
    </Stack>
  );
}
