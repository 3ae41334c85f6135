import type { ComponentType } from 'react';
import {
  checkoutStep,
  orderActorOf,
  type CheckoutContext,
  type CheckoutScreen,
  type CheckoutStep,
} from '../../../machines/checkout/checkout';
import type { CheckoutOrderContext } from '../../../machines/checkout/checkout-order';
import { BoletoScreen } from './BoletoScreen';
import { BrandPlansScreen } from './BrandPlansScreen';
import { NewPaymentScreen } from './NewPaymentScreen';
import { OrderLoadingScreen } from './OrderLoadingScreen';
import { PaymentDeclinedScreen } from './PaymentDeclinedScreen';
import { PaymentFailedScreen } from './PaymentFailedScreen';
import { PaymentScreen } from './PaymentScreen';
import { PixScreen } from './PixScreen';
import { ReviewScreen } from './ReviewScreen';
import { ServicePlansScreen } from './ServicePlansScreen';
import { SignUpScreen } from './SignUpScreen';

/**
 * The one map from the checkout's state to the page's address and to what it shows. While the order is read, the
 * page stays the one opened (a reload resumes there), so those states have no address of their own.
 */
export const checkoutPages = {
  signUp: { path: '/confirmplan', component: SignUpScreen },
  choosingBrandPlan: { path: '/new-marca', component: BrandPlansScreen },
  choosingService: { path: '/new-service', component: ServicePlansScreen },
  newPayment: { path: '/new-payment', component: NewPaymentScreen },
  loading: { path: null, component: OrderLoadingScreen },
  loadFailed: { path: null, component: OrderLoadingScreen },
  choosingMethod: { path: '/payment', component: PaymentScreen },
  submitting: { path: '/payment', component: PaymentScreen },
  submitFailed: { path: '/payment', component: PaymentFailedScreen },
  declined: { path: '/payment', component: PaymentDeclinedScreen },
  awaitingPix: { path: '/pix-payment', component: PixScreen },
  awaitingBoleto: { path: '/ticket-payment', component: BoletoScreen },
  review: { path: '/confirm-payment', component: ReviewScreen },
} as const satisfies Record<CheckoutStep, { path: `/${CheckoutScreen}` | null; component: ComponentType }>;

type SnapshotLike = Parameters<typeof checkoutStep>[0] & { context: CheckoutContext };

/** The state a snapshot rests in and the page it belongs on; null once the checkout has ended. */
export function checkoutPage(snapshot: SnapshotLike): { step: CheckoutStep; screen: CheckoutScreen } | null {
  const step = checkoutStep(snapshot);
  if (!step) return null;
  const { path } = checkoutPages[step];
  if (path) return { step, screen: path.slice(1) as CheckoutScreen };
  const order = orderActorOf(snapshot)?.getSnapshot() as { context: CheckoutOrderContext } | undefined;
  return { step, screen: order?.context.resumeAt ?? snapshot.context.resumeAt };
}
