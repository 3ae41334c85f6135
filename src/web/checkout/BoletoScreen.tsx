import { Button, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { messages } from '../../shared/messages';
import { AwaitingPaymentCard } from './AwaitingPaymentCard';
import { CopyField } from './CopyField';
import { PaymentPageLayout } from './PaymentPageLayout';
import { formatDayOf } from '../../shared/time/brasilia';
import { formatDigitableLine } from './payment-labels';
import { useCheckoutOrder } from './checkout-context';
import { usePageTitle } from '../use-page-title';
import { SimulatePaymentButton } from './SimulatePaymentButton';

/** /ticket-payment: the boleto to open in a new tab and its digitable line to copy. */
export function BoletoScreen() {
  const { state, send } = useCheckoutOrder();
  usePageTitle('Pagamento por boleto');
  const { payment, summary } = state.context;
  const due = formatDayOf(payment!.dateOfExpiration);
  const line = payment!.digitableLine ?? '';
  return (
    <PaymentPageLayout
      screen="ticket-payment"
      planId={summary!.planId}
      title="Seu boleto está pronto"
      lead={messages.checkout.boletoAwaiting}
    >
      <AwaitingPaymentCard amount={payment!.transactionAmount} send={send}>
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
        <SimulatePaymentButton paymentId={payment!.id} />
        {line && (
          <CopyField
            label="Linha digitável"
            value={formatDigitableLine(line)}
            copied={messages.checkout.boletoCopied}
            buttonLabel="Copiar linha digitável"
          />
        )}
      </AwaitingPaymentCard>
    </PaymentPageLayout>
  );
}
