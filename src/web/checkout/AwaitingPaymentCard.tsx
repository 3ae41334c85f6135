import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatCents } from '../../shared/money';
import { ActionRow } from './ActionRow';
import type { CheckoutOrderSend } from './checkout-context';

/** A Pix or boleto waiting to be paid: its amount, how to pay it (`children`), and the way to another method or on. */
export function AwaitingPaymentCard({
  amount,
  send,
  children,
}: {
  amount: number;
  send: CheckoutOrderSend;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Text fw={600}>Valor</Text>
          <Text fz={22} fw={800} c="marca.9">
            {formatCents(Math.round(amount * 100))}
          </Text>
        </Group>
        {children}
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
  );
}
