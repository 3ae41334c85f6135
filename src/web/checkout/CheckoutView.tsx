import { Loader, Stack } from '@mantine/core';
import { checkoutScreen, type CheckoutInput } from '../../../machines/checkout';
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
import { useCheckout } from './use-checkout';

function Waiting() {
  return (
    <Stack align="center" py={80}>
      <Loader />
    </Stack>
  );
}

/** A checkout page: the machine's state picks the screen; a state that belongs on another page waits for the move. */
export function CheckoutView({ input }: { input: CheckoutInput }) {
  const [state, send] = useCheckout(input);
  if (checkoutScreen(state) !== input.at) return <Waiting />;
  const props = { state, send };
  if (state.matches('signUp')) return <SignUpScreen {...props} />;
  if (state.matches('choosingBrandPlan')) return <BrandPlansScreen {...props} />;
  if (state.matches('choosingService')) return <ServicePlansScreen {...props} />;
  if (state.matches('newPayment')) return <NewPaymentScreen {...props} />;
  if (state.matches({ order: 'choosingMethod' }) || state.matches({ order: 'submitting' })) return <PaymentScreen {...props} />;
  if (state.matches({ order: 'submitFailed' })) return <PaymentFailedScreen {...props} />;
  if (state.matches({ order: 'declined' })) return <PaymentDeclinedScreen {...props} />;
  if (state.matches({ order: 'awaitingPix' })) return <PixScreen {...props} />;
  if (state.matches({ order: 'awaitingBoleto' })) return <BoletoScreen {...props} />;
  if (state.matches({ order: 'review' })) return <ReviewScreen {...props} />;
  return <OrderLoadingScreen {...props} />;
}
