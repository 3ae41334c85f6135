import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { findEntry, purchasablePlanIds } from '../../../shared/catalogue';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { PriceBlock } from '../../components/public/PlanCards';
import { Panel } from '../../components/public/ui';
import { WhatsAppButton } from '../../components/public/WhatsAppButton';
import { usePublicConfig } from '../../config';
import { chatMessages } from '../../content/landing';
import { usePageTitle } from '../../use-page-title';

/** Placeholder until the checkout arrives: shows what was chosen and leads back to the plans. */
export function ConfirmPlanPlaceholder({ planId }: { planId?: number }) {
  const config = usePublicConfig();
  const entry = planId !== undefined && (purchasablePlanIds as readonly number[]).includes(planId) ? findEntry(planId) : undefined;
  usePageTitle(`${entry ? `Contratar ${entry.title}` : 'Escolha um plano'} | ${config.appName}`);
  return (
    <>
      <SiteHeader />
      <Container size="xs" py={56}>
        <Stack gap="lg">
          <Title order={1} fz={28} c="marca.9">
            {entry ? `Você escolheu: ${entry.title}` : 'Escolha um plano'}
          </Title>
          {entry && (
            <Panel>
              <Stack gap="sm">
                <Text c="dimmed">{entry.summary}</Text>
                <PriceBlock entry={entry} />
              </Stack>
            </Panel>
          )}
          <Alert color="marca" title="Em breve">
            A contratação on-line estará disponível em breve. Enquanto isso, fale com a nossa equipe pelo WhatsApp.
          </Alert>
          <WhatsAppButton message={chatMessages.specialist} color="teal">
            Falar pelo WhatsApp
          </WhatsAppButton>
          <Button component={Link} to="/" hash="planos" variant="light">
            Voltar aos planos
          </Button>
        </Stack>
      </Container>
    </>
  );
}
