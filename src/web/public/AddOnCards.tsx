import { Stack, Text, Title } from '@mantine/core';
import { IconScale, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { servicePlans, type CatalogueEntry } from '../../shared/catalogue';
import { sectionTexts } from './content/landing';
import { ButtonLink } from '../ui/ButtonLink';
import { FeatureList, PriceBlock } from '../ui/PlanCards';
import { Reveal } from '../ui/Reveal';
import { AutoGrid, IconBadge, Panel } from '../ui/ui';

const icons: Record<number, typeof IconScale> = { 4: IconSearch, 5: IconShieldCheck, 6: IconScale };

function AddOnCard({ entry }: { entry: CatalogueEntry }) {
  const Icon = icons[entry.planId] ?? IconSearch;
  return (
    <Panel>
      <Stack gap="md" h="100%">
        <IconBadge size={48}>
          <Icon size={26} />
        </IconBadge>
        <Title order={3} fz={20}>
          {entry.title}
        </Title>
        <Text c="dimmed" size="sm">
          {entry.summary}
        </Text>
        <PriceBlock entry={entry} />
        <FeatureList features={entry.features} />
        <ButtonLink
          to="/confirmplan"
          search={{ planId: entry.planId }}
          variant="light"
          fullWidth
          mt="auto"
          aria-label={`${sectionTexts.plans.buyAction} o serviço ${entry.title}`}
        >
          {sectionTexts.plans.buyAction}
        </ButtonLink>
      </Stack>
    </Panel>
  );
}

export function AddOnCards() {
  return (
    <AutoGrid min={300}>
      {servicePlans.map((entry, index) => (
        <Reveal key={entry.planId} delayMs={index * 100}>
          <AddOnCard entry={entry} />
        </Reveal>
      ))}
    </AutoGrid>
  );
}
