import { Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { brandPlans, PLAN, type CatalogueEntry } from '../../shared/catalogue';
import { chatMessages, sectionTexts } from '../public/content/landing';
import { ButtonLink } from './ButtonLink';
import { priceLabels } from './price';
import { Reveal } from './Reveal';
import { AutoGrid, Label, Panel, Row } from './ui';
import { WhatsAppButton } from './WhatsAppButton';

const texts = sectionTexts.plans;
const RECOMMENDED_PLAN_ID = PLAN.premium;

export function FeatureList({ features }: { features: string[] }) {
  return (
    <Stack component="ul" gap={10} p={0} m={0} style={{ listStyle: 'none' }}>
      {features.map((feature) => (
        <Row component="li" key={feature} gap={10} align="flex-start">
          <IconCheck
            size={18}
            stroke={3}
            color="var(--mantine-color-teal-7)"
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm">{feature}</Text>
        </Row>
      ))}
    </Stack>
  );
}

export function PriceBlock({ entry }: { entry: CatalogueEntry }) {
  const price = priceLabels(entry);
  return (
    <div>
      {/* Smaller on a phone, so "10x de R$ 179,90" stays on one line in a 360 px card. */}
      <Text fz={{ base: 24, xs: 28 }} fw={800} c="marca.9" lh={1.2}>
        {price ? price.instalment : texts.quoteLabel}
      </Text>
      <Text size="sm" c="dimmed">
        {price ? `${texts.interestFree} · total de ${price.total}` : texts.quoteNote}
      </Text>
    </div>
  );
}

/**
 * One plan or service card, the same on the landing and in the customer area: name, summary, price, what it
 * includes, and its action: `buy` for what is sold online, the chat for a quote (Corporativo).
 */
export function PlanCard({
  entry,
  highlighted,
  headingOrder,
  buy,
}: {
  entry: CatalogueEntry;
  highlighted: boolean;
  headingOrder: 2 | 3;
  buy: ReactNode;
}) {
  return (
    <Panel
      style={
        highlighted
          ? { border: '2px solid var(--mantine-color-marca-6)', boxShadow: 'var(--mantine-shadow-lg)' }
          : undefined
      }
    >
      <Stack gap="lg" h="100%">
        <Row justify="space-between" wrap>
          <Title order={headingOrder} fz={22}>
            {entry.title}
          </Title>
          {highlighted && <Label>{texts.recommended}</Label>}
        </Row>
        <Text c="dimmed" size="sm">
          {entry.summary}
        </Text>
        <PriceBlock entry={entry} />
        <FeatureList features={entry.features} />
        <div style={{ marginTop: 'auto' }}>
          {entry.priceCents === null ? (
            <WhatsAppButton message={chatMessages.corporate(entry.title)} fullWidth size="md" variant="outline">
              {texts.quoteAction}
            </WhatsAppButton>
          ) : (
            buy
          )}
        </div>
      </Stack>
    </Panel>
  );
}

export function PlanCards() {
  return (
    <AutoGrid min={300}>
      {brandPlans.map((entry, index) => (
        <Reveal key={entry.planId} delayMs={index * 100}>
          <PlanCard
            entry={entry}
            highlighted={entry.planId === RECOMMENDED_PLAN_ID}
            headingOrder={3}
            buy={
              <ButtonLink
                to="/confirmplan"
                search={{ planId: entry.planId }}
                fullWidth
                size="md"
                variant={entry.planId === RECOMMENDED_PLAN_ID ? 'filled' : 'light'}
                aria-label={`${texts.buyAction} o plano ${entry.title}`}
              >
                {texts.buyAction}
              </ButtonLink>
            }
          />
        </Reveal>
      ))}
    </AutoGrid>
  );
}
