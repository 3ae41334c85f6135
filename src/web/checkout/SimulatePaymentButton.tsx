import { Alert, Button, Stack } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../shared/messages';
import { errorMessage } from '../api/client';
import { simulateSandboxPayment } from '../api/payments-sandbox';
import { usePublicConfig } from '../config';

/**
 * Sandbox only: plays the customer's bank paying this Pix or boleto, so a person trying the product needs
 * no curl. The server accepts it only from the owner and only for the order's current attempt.
 */
export function SimulatePaymentButton({ paymentId }: { paymentId: number }) {
  const { paymentProvider } = usePublicConfig();
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'paid' } | { status: 'failed'; message: string }>({
    status: 'idle',
  });
  if (paymentProvider !== 'sandbox') return null;
  const simulate = async () => {
    setState({ status: 'sending' });
    try {
      await simulateSandboxPayment(paymentId);
      setState({ status: 'paid' });
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, messages.sandbox.simulateFailed) });
    }
  };
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        color="yellow"
        leftSection={<IconBuildingBank size={18} />}
        loading={state.status === 'sending'}
        disabled={state.status === 'paid'}
        onClick={simulate}
      >
        {messages.sandbox.simulate}
      </Button>
      {state.status === 'paid' && (
        <Alert color="green" variant="light" role="status">
          {messages.sandbox.simulated}
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
