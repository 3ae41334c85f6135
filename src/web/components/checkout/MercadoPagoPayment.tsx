import { initMercadoPago, Payment } from '@mercadopago/sdk-react';
import { Alert, Box, LoadingOverlay } from '@mantine/core';
import { useState } from 'react';
import { documentTypeOf, onlyDigits } from '../../../shared/documents';
import { messages } from '../../../shared/messages';
import type { PaymentRequest } from '../../../shared/schemas/checkout';
import type { PaymentFormProps } from './SandboxPaymentForm';
import { newIdempotencyKey } from './payment-labels';
import { brickPaymentRequest, splitName, type BrickSubmission } from './payment-request';

let initialisedWith: string | null = null;

/**
 * Mercado Pago's Payment Brick (cards, debit, Pix, boleto), loaded only when the provider is Mercado Pago.
 * The card data stays in Mercado Pago's fields; we receive a token and send it with the order's reference.
 */
export default function MercadoPagoPayment(props: PaymentFormProps & { publicKey: string }) {
  const [failed, setFailed] = useState(false);
  if (!props.publicKey) {
    return <Alert color="red">{messages.checkout.brickFailed}</Alert>;
  }
  if (initialisedWith !== props.publicKey) {
    initMercadoPago(props.publicKey, { locale: 'pt-BR' });
    initialisedWith = props.publicKey;
  }
  const { profile } = props;
  const document = onlyDigits(profile.CPF).length === 11 ? profile.CPF : profile.CPF.toUpperCase();
  const names = splitName(profile.fullName);
  return (
    <Box pos="relative">
      <LoadingOverlay visible={props.submitting} zIndex={5} />
      {failed && <Alert color="red">{messages.checkout.brickFailed}</Alert>}
      <Payment
        locale="pt-BR"
        initialization={{
          amount: props.totalCents / 100,
          payer: {
            email: profile.Email,
            firstName: names.first_name,
            lastName: names.last_name,
            identification: { type: documentTypeOf(document) === 'cnpj' ? 'CNPJ' : 'CPF', number: document },
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
          const request: PaymentRequest | null = brickPaymentRequest(props.order, profile, submission as unknown as BrickSubmission, newIdempotencyKey());
          if (request) props.onPay(request);
        }}
      />
    </Box>
  );
}
