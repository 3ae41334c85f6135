import type { ComponentType } from 'react';
import type { CheckoutView } from '../../../machines/checkout';
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
 * The one map from what the checkout's state shows (its view: the state's tag) to the screen drawn. The page's
 * address comes from the same view (`screenOfView` in machines/checkout.ts).
 */
export const checkoutPages = {
  signUp: SignUpScreen,
  brandPlans: BrandPlansScreen,
  services: ServicePlansScreen,
  newPayment: NewPaymentScreen,
  orderLoading: OrderLoadingScreen,
  paymentForm: PaymentScreen,
  paymentFailed: PaymentFailedScreen,
  declined: PaymentDeclinedScreen,
  pix: PixScreen,
  boleto: BoletoScreen,
  review: ReviewScreen,
} as const satisfies Record<CheckoutView, ComponentType>;
