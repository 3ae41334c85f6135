import { Button, SimpleGrid, Stack } from '@mantine/core';
import type { CatalogueEntry } from '../../shared/catalogue';
import { usePageTitle } from '../use-page-title';
import { sectionTexts } from '../public/content/landing';
import { PlanCard } from '../ui/PlanCards';
import { useCheckout } from './checkout-context';
import { PageHeading } from '../ui/PageHeading';

/** The customer area's page of catalogue cards; "Contratar" tells the checkout which one. */
export function CataloguePage(props: {
  title: string;
  lead: string;
  entries: readonly CatalogueEntry[];
  highlight?: number;
}) {
  const { send } = useCheckout();
  usePageTitle(props.title);
  return (
    <Stack gap="lg">
      <PageHeading title={props.title} lead={props.lead} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {props.entries.map((entry) => (
          <PlanCard
            key={entry.planId}
            entry={entry}
            highlighted={entry.planId === props.highlight}
            headingOrder={2}
            buy={
              <Button
                fullWidth
                size="md"
                variant={entry.planId === props.highlight ? 'filled' : 'light'}
                onClick={() => send({ type: 'CHOOSE', planId: entry.planId })}
                aria-label={`Contratar ${entry.title}`}
              >
                {sectionTexts.plans.buyAction}
              </Button>
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
