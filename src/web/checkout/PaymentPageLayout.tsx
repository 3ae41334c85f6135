import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CheckoutScreen } from '../../../machines/checkout/checkout';
import { CheckoutSteps } from './CheckoutSteps';
import { OrderSummaryCard } from './OrderSummaryCard';
import { PageHeading } from '../ui/PageHeading';

/**
 * The payment pages: steps, a title, the content and, beside it, what is being paid. On a phone the content (the
 * payment methods, the code, a refusal) comes first and the order after it: the title already names the plan.
 */
export function PaymentPageLayout(props: {
  screen: CheckoutScreen;
  planId: number;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xl">
      <CheckoutSteps screen={props.screen} />
      <PageHeading title={props.title} lead={props.lead} look="checkout" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>{props.children}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummaryCard planId={props.planId} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
