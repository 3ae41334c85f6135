import { Alert, Button, Card, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { messages } from '../../../shared/messages';
import { formatCents } from '../../../shared/money';
import { ActionRow } from '../../components/checkout/ActionRow';
import { CopyField } from '../../components/checkout/CopyField';
import { PaymentPageLayout } from '../../components/checkout/PaymentPageLayout';
import { formatDateTime } from '../../components/checkout/payment-labels';
import type { CheckoutScreenProps } from '../../components/checkout/screen-props';
import { usePageTitle } from '../../use-page-title';

/** /pix-payment: the QR code and the copy-and-paste code; the page moves on by itself once the bank confirms. */
export function PixScreen({ state, send }: CheckoutScreenProps) {
  usePageTitle('Pagamento por Pix');
  const { payment, summary } = state.context;
  const pix = payment!.point_of_interaction?.transaction_data;
  const expires = formatDateTime(payment!.date_of_expiration);
  return (
    <PaymentPageLayout
      screen="pix-payment"
      planId={summary!.planoID}
      title="Pague com Pix"
      lead="Abra o app do seu banco, escolha pagar com Pix e leia o QR Code ou cole o código."
    >
      <Card withBorder radius="lg" padding="lg" shadow="sm">
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text fw={600}>Valor</Text>
            <Text fz={22} fw={800} c="marca.9">
              {formatCents(Math.round(payment!.transaction_amount * 100))}
            </Text>
          </Group>
          {pix?.qr_code_base64 && (
            <Image
              src={`data:image/png;base64,${pix.qr_code_base64}`}
              alt="QR Code do Pix"
              w={220}
              h={220}
              mx="auto"
              style={{ imageRendering: 'pixelated' }}
            />
          )}
          {pix?.qr_code && (
            <CopyField label="Pix copia e cola" value={pix.qr_code} copied={messages.copy.pix} buttonLabel="Copiar código" />
          )}
          <Alert color="blue" variant="light" role="status" icon={<Loader size={18} />}>
            Aguardando a confirmação do banco. Esta página avança sozinha quando o Pix for pago.
            {expires && ` O código vale até ${expires}.`}
          </Alert>
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
