import { Card, Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { findEntry } from '../../shared/catalogue';
import { PaymentPageLayout } from './PaymentPageLayout';
import { SandboxPaymentForm, type PaymentFormProps } from './SandboxPaymentForm';
import { useCheckoutOrder } from './checkout-context';
import { usePublicConfig } from '../config';
import { usePageTitle } from '../use-page-title';

// Only the Mercado Pago provider downloads the Brick and its SDK.
const MercadoPagoPayment = lazy(() => import('./MercadoPagoPayment'));

/** /payment: choose how to pay; while the attempt is sent, the same form waits. */
export function PaymentScreen() {
  const { state, send } = useCheckoutOrder();
  usePageTitle('Pagamento');
  const config = usePublicConfig();
  const { summary, profile, order, method } = state.context;
  const entry = findEntry(summary!.planoID)!;
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
          <Suspense
            fallback={
              <Stack align="center" py="xl">
                <Loader />
              </Stack>
            }
          >
            <MercadoPagoPayment {...formProps} publicKey={config.mercadoPagoPublicKey} />
          </Suspense>
        ) : (
          <SandboxPaymentForm {...formProps} />
        )}
      </Card>
    </PaymentPageLayout>
  );
}
