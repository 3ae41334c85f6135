import { Alert, Image, Loader } from '@mantine/core';
import { messages } from '../../shared/messages';
import { AwaitingPaymentCard } from './AwaitingPaymentCard';
import { CopyField } from './CopyField';
import { PaymentPageLayout } from './PaymentPageLayout';
import { formatDateTime } from '../../shared/time/brasilia';
import { useCheckoutOrder } from './checkout-context';
import { usePageTitle } from '../use-page-title';
import { SimulatePaymentButton } from './SimulatePaymentButton';

/** /pix-payment: the QR code and the copy-and-paste code; the page moves on by itself once the bank confirms. */
export function PixScreen() {
  const { state, send } = useCheckoutOrder();
  usePageTitle('Pagamento por Pix');
  const { payment, summary } = state.context;
  const pix = payment!.pix;
  const expires = formatDateTime(payment!.dateOfExpiration);
  return (
    <PaymentPageLayout
      screen="pix-payment"
      planId={summary!.planId}
      title="Pague com Pix"
      lead="Abra o app do seu banco, escolha pagar com Pix e leia o QR Code ou cole o código."
    >
      <AwaitingPaymentCard amount={payment!.transactionAmount} send={send}>
        {pix?.qrCodeBase64 && (
          <Image
            src={`data:image/png;base64,${pix.qrCodeBase64}`}
            alt="QR Code do Pix"
            w={220}
            h={220}
            mx="auto"
            style={{ imageRendering: 'pixelated' }}
          />
        )}
        <SimulatePaymentButton paymentId={payment!.id} />
        {pix?.qrCode && (
          <CopyField
            label="Pix copia e cola"
            value={pix.qrCode}
            copied={messages.copy.pix}
            buttonLabel="Copiar código"
          />
        )}
        <Alert color="blue" variant="light" role="status" icon={<Loader size={18} />}>
          Aguardando a confirmação do banco. Esta página avança sozinha quando o Pix for pago.
          {expires && ` O código vale até ${expires}.`}
        </Alert>
      </AwaitingPaymentCard>
    </PaymentPageLayout>
  );
}
