import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CatalogueEntry } from '../../shared/catalogue';
import { chatMessages, sectionTexts } from '../public/content/landing';
import { FeatureList, PriceBlock } from '../ui/PlanCards';
import { WhatsAppButton } from '../ui/WhatsAppButton';

/** A plan or service card in the customer area: "Contratar" for what is sold online, the chat for a quote. */
export function CatalogueCard({ entry, highlighted, onChoose }: { entry: CatalogueEntry; highlighted?: boolean; onChoose: () => void }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow={highlighted ? 'md' : 'xs'}
      style={highlighted ? { borderColor: 'var(--mantine-color-marca-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz={20}>
            {entry.title}
          </Title>
          {highlighted && <Badge>{sectionTexts.plans.recommended}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {entry.summary}
        </Text>
        <PriceBlock entry={entry} />
        <FeatureList features={entry.features} />
        <div style={{ marginTop: 'auto' }}>
          {entry.priceCents === null ? (
            <WhatsAppButton message={chatMessages.corporate(entry.title)} variant="outline" fullWidth>
              {sectionTexts.plans.quoteAction}
            </WhatsAppButton>
          ) : (
            <Button fullWidth variant={highlighted ? 'filled' : 'light'} onClick={onChoose} aria-label={`Contratar ${entry.title}`}>
              {sectionTexts.plans.buyAction}
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}
