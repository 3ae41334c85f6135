import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CatalogueEntry } from '../../shared/catalogue';
import { usePageTitle } from '../use-page-title';
import { CatalogueCard } from './CatalogueCard';
import { useCheckout } from './checkout-context';

/** The customer area's page of catalogue cards; "Contratar" tells the checkout which one. */
export function CataloguePage(
  props: { title: string; lead: string; entries: readonly CatalogueEntry[]; highlight?: number },
) {
  const { send } = useCheckout();
  usePageTitle(props.title);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {props.title}
        </Title>
        <Text c="dimmed">{props.lead}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {props.entries.map((entry) => (
          <CatalogueCard
            key={entry.planId}
            entry={entry}
            highlighted={entry.planId === props.highlight}
            onChoose={() => send({ type: 'CHOOSE', planId: entry.planId })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
