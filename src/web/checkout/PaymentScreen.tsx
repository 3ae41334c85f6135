import { Card, Loader, Stack } from '@mantine/core';
import { findEntry } from '../../shared/catalogue';
import { lazyComponent } from '../ui/lazy-component';
import { PaymentPageLayout } from './PaymentPageLayout';
import { SandboxPaymentForm, type PaymentFormProps } from './SandboxPaymentForm';
import { useCheckoutOrder } from './checkout-context';
import { usePublicConfig } from '../config';
import { usePageTitle } from '../use-page-title';

// Only the Mercado Pago provider downloads the Brick and its SDK.
const MercadoPagoPayment = lazyComponent(
  () => import('./MercadoPagoPayment').then((module) => module.default),
  <Stack align="center" py="xl">
    <Loader />
  </Stack>,
);

/** /payment: choose how to pay; while the attempt is sent, the same form waits. */
export function PaymentScreen() {
  const { state, send } = useCheckoutOrder();
  usePageTitle('Pagamento');
  const config = usePublicConfig();
  const { summary, profile, order, method } = state.context;
  const entry = findEntry(summary!.planId)!;
  const formProps: PaymentFormProps = {
    order: order!,
    profile: profile!,
    totalCents: entry.priceCents!,
    maxInstalments: entry.instalments,
    initialMethod: method,
    submitting: state.matches('submitting'),
    onPay: (request) => send({ type: 'PAY', request }),
  };
  return (
    <PaymentPageLayout
      screen="payment"
      planId={entry.planId}
      title="Pagamento"
      lead="Escolha como prefere pagar. O valor é o do plano, sem taxas extras."
    >
      <Card withBorder radius="lg" padding="lg" shadow="sm">
        {config.paymentProvider === 'mercadopago' ? (
          <MercadoPagoPayment {...formProps} publicKey={config.mercadoPagoPublicKey} />
        ) : (
          <SandboxPaymentForm {...formProps} />
        )}
      </Card>
    </PaymentPageLayout>
  );
}
