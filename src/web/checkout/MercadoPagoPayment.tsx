import { initMercadoPago, Payment } from '@mercadopago/sdk-react';
import { Alert, Box, Group, Loader, LoadingOverlay, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { documentTypeOf, onlyDigits } from '../../shared/documents';
import { messages } from '../../shared/messages';
import type { PaymentSubmission } from '../../../machines/checkout/payment';
import type { PaymentFormProps } from './SandboxPaymentForm';
import { newIdempotencyKey } from './payment-labels';
import { brickPaymentRequest, splitName, type BrickSubmission } from './payment-request';

// Mercado Pago's script comes from its servers; past this, say so instead of leaving an empty card.
const READY_WITHIN_MS = 20_000;
const SDK_URL = 'https://sdk.mercadopago.com/js/v2';

/**
 * Loads Mercado Pago's script before the Brick asks for it: the Brick's own loader leaves a failure
 * unhandled, and the customer with a blank card. Once the script is on the page, the Brick uses it.
 * A script tag still loading (a form mounted again meanwhile) is waited for, not added twice; a failed one is
 * removed, so the next form tries again.
 */
function loadSdk(): Promise<void> {
  if ((window as { MercadoPago?: unknown }).MercadoPago) return Promise.resolve();
  let script = document.head.querySelector<HTMLScriptElement>(`script[src="${SDK_URL}"]`);
  if (!script) {
    script = document.createElement('script');
    script.src = SDK_URL;
    document.head.appendChild(script);
  }
  const loading = script;
  return new Promise<void>((resolve, reject) => {
    loading.addEventListener('load', () => resolve(), { once: true });
    loading.addEventListener(
      'error',
      () => {
        loading.remove();
        reject(new Error(messages.checkout.brickFailed));
      },
      { once: true },
    );
  });
}

/**
 * Mercado Pago's Payment Brick (cards, debit, Pix, boleto), loaded only when the provider is Mercado Pago.
 * The card data stays in Mercado Pago's fields; we receive a token and send it with the order's reference.
 */
export default function MercadoPagoPayment(props: PaymentFormProps & { publicKey: string }) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    loadSdk().then(
      () => current && setLoaded(true),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setFailed(true), READY_WITHIN_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  if (!props.publicKey) {
    return <Alert color="red">{messages.checkout.brickFailed}</Alert>;
  }
  // Before the Brick asks for its instance; the library keeps its instance when the key and options are the same.
  initMercadoPago(props.publicKey, { locale: 'pt-BR' });
  const { profile } = props;
  const documentNumber = onlyDigits(profile.CPF).length === 11 ? profile.CPF : profile.CPF.toUpperCase();
  const names = splitName(profile.fullName);
  return (
    <Box pos="relative">
      <LoadingOverlay visible={props.submitting} zIndex={5} />
      {failed && !ready && <Alert color="red">{messages.checkout.brickFailed}</Alert>}
      {!ready && !failed && (
        <Group justify="center" gap="sm" py="xl">
          <Loader size="sm" />
          <Text c="dimmed" size="sm">
            Carregando o pagamento seguro do Mercado Pago...
          </Text>
        </Group>
      )}
      {loaded && (
        <Payment
          onReady={() => setReady(true)}
          locale="pt-BR"
          initialization={{
            amount: props.totalCents / 100,
            payer: {
              email: profile.Email,
              firstName: names.firstName,
              lastName: names.lastName,
              identification: {
                type: documentTypeOf(documentNumber) === 'cnpj' ? 'CNPJ' : 'CPF',
                number: documentNumber,
              },
            },
          }}
          customization={{
            paymentMethods: {
              creditCard: 'all',
              debitCard: 'all',
              ticket: 'all',
              bankTransfer: ['pix'],
              maxInstallments: props.maxInstalments,
            },
            visual: { style: { theme: 'default' } },
          }}
          onError={(error) => {
            if (error.type === 'critical') setFailed(true);
          }}
          onSubmit={async (submission) => {
            const request: PaymentSubmission | null = brickPaymentRequest(
              props.order,
              profile,
              submission as unknown as BrickSubmission,
              newIdempotencyKey(),
            );
            if (request) props.onPay(request);
          }}
        />
      )}
    </Box>
  );
}
