import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { messages } from '../../../shared/messages';
import { formatCents } from '../../../shared/money';
import { ActionRow } from '../../components/checkout/ActionRow';
import { CopyField } from '../../components/checkout/CopyField';
import { PaymentPageLayout } from '../../components/checkout/PaymentPageLayout';
import { formatDate, formatDigitableLine } from '../../components/checkout/payment-labels';
import type { CheckoutScreenProps } from '../../components/checkout/screen-props';
import { usePageTitle } from '../../use-page-title';

/** /ticket-payment: the boleto to open in a new tab and its digitable line to copy. */
export function BoletoScreen({ state, send }: CheckoutScreenProps) {
  usePageTitle('Pagamento por boleto');
  const { payment, summary } = state.context;
  const due = formatDate(payment!.date_of_expiration);
  const line = payment!.digitable_line ?? '';
  return (
    <PaymentPageLayout
      screen="ticket-payment"
      planId={summary!.planoID}
      title="Seu boleto está pronto"
      lead={messages.checkout.boletoAwaiting}
    >
      <Card withBorder radius="lg" padding="lg" shadow="sm">
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text fw={600}>Valor</Text>
            <Text fz={22} fw={800} c="marca.9">
              {formatCents(Math.round(payment!.transaction_amount * 100))}
            </Text>
          </Group>
          {due && (
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>Vencimento</Text>
              <Text>{due}</Text>
            </Group>
          )}
          {payment!.link && (
            <Button
              component="a"
              href={payment!.link}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              leftSection={<IconExternalLink size={18} />}
            >
              Visualizar boleto
            </Button>
          )}
          {line && (
            <CopyField
              label="Linha digitável"
              value={formatDigitableLine(line)}
              copied={messages.checkout.boletoCopied}
              buttonLabel="Copiar linha digitável"
            />
          )}
          <ActionRow
            secondary={
              <Button variant="subtle" onClick={() => send({ type: 'CHANGE_METHOD' })}>
                Outra forma de pagamento
              </Button>
            }
            primary={
              <Button rightSection={<IconArrowRight size={16} />} onClick={() => send({ type: 'NEXT' })}>
                Próximo
              </Button>
            }
          />
        </Stack>
      </Card>
    </PaymentPageLayout>
  );
}
