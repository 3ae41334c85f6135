import { Alert, Anchor, Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { findEntry, isBrandPlan } from '../../shared/catalogue';
import { ActionRow } from './ActionRow';
import { CheckoutSteps } from './CheckoutSteps';
import { HolderDetails } from '../ui/HolderDetails';
import { OrderSummaryCard } from './OrderSummaryCard';
import { useCheckout } from './checkout-context';
import { usePageTitle } from '../use-page-title';
import { TermsCheckbox } from '../ui/TermsCheckbox';
import { PageHeading } from '../ui/PageHeading';

/** /new-payment: a signed-in customer confirms the plan or service; the order is created on the way to payment. */
export function NewPaymentScreen() {
  const { state, send } = useCheckout();
  const { planId, profile, termsAccepted, error } = state.context;
  const entry = findEntry(planId!)!;
  usePageTitle(`Contratar ${entry.title}`);
  const creating = !state.matches({ newPayment: 'form' });
  const brand = isBrandPlan(entry.planId);
  return (
    <Stack gap="lg" maw={1080}>
      <CheckoutSteps screen="new-payment" />
      <PageHeading
        title="Confirme sua contratação"
        lead={<>Confira o {brand ? 'plano' : 'serviço'} e os dados do titular antes de seguir para o pagamento.</>}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummaryCard planId={entry.planId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Title order={2} fz={20}>
                Dados do titular
              </Title>
              {profile && <HolderDetails profile={profile} />}
              <Text size="sm" c="dimmed">
                O pedido fica no nome do titular da conta. Para corrigir nome, e-mail ou telefone, use{' '}
                <Anchor component={Link} to="/editar-perfil" inherit underline="always">
                  Editar perfil
                </Anchor>
                .
              </Text>
              <TermsCheckbox
                checked={termsAccepted}
                onChange={(event) => send({ type: 'SET_TERMS', accepted: event.currentTarget.checked })}
                disabled={creating}
              />
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              )}
              <ActionRow
                secondary={
                  <Button
                    variant="default"
                    leftSection={<IconArrowLeft size={16} />}
                    onClick={() => send({ type: 'BACK' })}
                    disabled={creating}
                  >
                    {brand ? 'Escolher outro plano' : 'Escolher outro serviço'}
                  </Button>
                }
                primary={
                  <Button onClick={() => send({ type: 'CONFIRM' })} loading={creating} disabled={!termsAccepted}>
                    Ir para o pagamento
                  </Button>
                }
              />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
