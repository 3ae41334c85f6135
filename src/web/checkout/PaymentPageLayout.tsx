import { Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CheckoutScreen } from '../../../machines/checkout';
import { CheckoutSteps } from './CheckoutSteps';
import { OrderSummaryCard } from './OrderSummaryCard';

/**
 * The payment pages: steps, a title, the content and, beside it, what is being paid. On a phone the order
 * comes first where the customer chooses how to pay, and after the content elsewhere (the code, a refusal).
 */
export function PaymentPageLayout(props: {
  screen: CheckoutScreen;
  planId: number;
  title: string;
  lead?: string;
  summaryFirst?: boolean;
  children: ReactNode;
}) {
  const { summaryFirst = false } = props;
  return (
    <Stack gap="xl">
      <CheckoutSteps screen={props.screen} />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="marca.9">
          {props.title}
        </Title>
        {props.lead && <Text c="dimmed">{props.lead}</Text>}
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: summaryFirst ? 2 : 1, md: 1 }}>
          {props.children}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: summaryFirst ? 1 : 2, md: 2 }}>
          <OrderSummaryCard planId={props.planId} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
