import { Box, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { brandPlans } from '../../shared/catalogue';
import { searchPageTexts } from '../../shared/search-messages';
import { chatMessages, hero } from './content/landing';
import { scrollToSection } from '../ui/motion';
import { lowestInstalment, maxInstalments } from '../ui/price';
import { AutoGrid, IconBadge, Label, Panel, Row } from '../ui/ui';
import { WhatsAppButton } from '../ui/WhatsAppButton';

const fromPrice = lowestInstalment(brandPlans);
const promises = hero.promises.map((promise) => promise.replace('{instalments}', String(maxInstalments(brandPlans))));

export function Hero() {
  return (
    <Box
      component="section"
      id="hero"
      aria-labelledby="hero-titulo"
      c="white"
      data-on-dark
      py={{ base: 48, md: 88 }}
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-marca-9) 0%, var(--mantine-color-marca-7) 100%)',
        scrollMarginTop: 72,
      }}
    >
      <Container size="lg">
        <AutoGrid min={340} gap={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Label inverted>{hero.eyebrow}</Label>
            <Title order={1} id="hero-titulo" fz={{ base: 32, sm: 44 }} lh={1.15}>
              {hero.title}
            </Title>
            <Text size="lg" c="marca.0">
              {hero.lead}
            </Text>
            {/* A plain GET form: it works before the page's code arrives, and /busca is drawn by the server too. */}
            <form method="get" action="/busca" role="search" aria-label={searchPageTexts.heroLabel}>
              {/* The button keeps its one word whole: beside the box when both fit, under it otherwise. */}
              <Row gap={8} align="flex-end" wrap>
                <TextInput
                  name="marca"
                  label={searchPageTexts.heroLabel}
                  placeholder={searchPageTexts.namePlaceholder}
                  required
                  maxLength={100}
                  style={{ flex: '1 1 220px' }}
                  // Mantine's red asterisk is 2:1 on the hero's blue.
                  styles={{ label: { color: 'white', marginBottom: 6 }, required: { color: 'white' } }}
                  size="md"
                />
                <Button type="submit" size="md" variant="white" style={{ flexShrink: 0 }}>
                  {searchPageTexts.heroAction}
                </Button>
              </Row>
            </form>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {promises.map((promise) => (
                <Row component="li" key={promise} gap={10} align="flex-start">
                  <IconCircleCheck size={24} color="#7be3a4" aria-hidden style={{ flexShrink: 0 }} />
                  <Text fw={500}>{promise}</Text>
                </Row>
              ))}
            </Stack>
            <Row gap={12} wrap mt="xs">
              <Button
                component="a"
                href="#planos"
                size="md"
                mih={52}
                px={20}
                style={{ flex: '1 1 auto' }}
                variant="white"
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection('planos');
                }}
              >
                {hero.primaryAction}
              </Button>
              <WhatsAppButton
                message={chatMessages.specialist}
                size="md"
                mih={52}
                px={20}
                style={{ flex: '1 1 auto' }}
                variant="outline"
                color="white"
              >
                {hero.secondaryAction}
              </WhatsAppButton>
            </Row>
          </Stack>
          <Panel
            style={{
              maxWidth: 460,
              width: '100%',
              height: 'auto',
              margin: '0 auto',
              boxShadow: 'var(--mantine-shadow-xl)',
              border: 0,
            }}
          >
            <Stack gap="md">
              <Text size="sm" c="dimmed" fw={700} tt="uppercase">
                {hero.priceCard.title}
              </Text>
              {fromPrice && (
                <div>
                  <Text fz={{ base: 28, sm: 40 }} fw={800} c="marca.9" lh={1.1}>
                    {fromPrice.instalment}
                  </Text>
                  <Text c="dimmed">sem juros · total de {fromPrice.total}</Text>
                </div>
              )}
              <Stack gap="sm" mt="xs">
                {hero.priceCard.items.map((item) => (
                  <Row key={item} gap={12}>
                    <IconBadge size={32} round>
                      <IconCircleCheck size={20} />
                    </IconBadge>
                    <Text size="sm" fw={500}>
                      {item}
                    </Text>
                  </Row>
                ))}
              </Stack>
            </Stack>
          </Panel>
        </AutoGrid>
      </Container>
    </Box>
  );
}
