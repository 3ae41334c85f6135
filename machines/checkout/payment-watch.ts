import type { CheckoutOrderContext } from './checkout-order';
import type { Payment } from './payment';

/**
 * The order's states that follow a payment on the server, shared by /pix-payment, /ticket-payment and the review,
 * so a Pix and a boleto are watched by the same steps (delay `pollDelay`, actor `checkPayment`, guards `paid` and
 * `stillAwaiting`, action `keepPayment`, all named in the setup() of machines/checkout/checkout-order.ts).
 */

const paymentId = ({ context }: { context: CheckoutOrderContext }) => ({ id: context.payment!.id });
const answered = ({ event }: { event: { output: Payment } }) => ({ payment: event.output });

/** Reads the server's answer: paid, still awaited, or expired (then /payment says why and offers another attempt). */
const answerRead = <Paid extends string, Awaiting extends string>(
  description: string,
  paid: Paid,
  awaiting: Awaiting,
) =>
  ({
    description,
    always: [
      { guard: 'paid', target: paid },
      { guard: 'stillAwaiting', target: awaiting },
      { target: '#checkout-order.declined' },
    ],
  }) as const;

/** An awaiting page: asks the server every `pollDelay` and moves on to the review by itself once paid. */
export const awaitingPayment = (description: string) =>
  ({
    description,
    initial: 'waiting',
    on: {
      NEXT: 'review',
      CHANGE_METHOD: { target: 'choosingMethod', actions: 'forgetAttempt' },
    },
    states: {
      waiting: {
        description: 'Waits before asking the server again.',
        after: { pollDelay: 'checking' },
      },
      checking: {
        description: 'Asks the server whether the payment was made.',
        invoke: {
          src: 'checkPayment',
          input: paymentId,
          onDone: { target: 'checked', actions: { type: 'keepPayment', params: answered } },
          // A failed poll is asked again later; the payment may still be made.
          onError: 'waiting',
        },
      },
      checked: answerRead('Reads the answer: paid, still waiting, or expired.', '#checkout-order.review', 'waiting'),
    },
  }) as const;

/** /confirm-payment: reads the payment's current standing on opening, so a payment made meanwhile shows as paid. */
export const reviewingOrder = {
  description: "/confirm-payment: the holder and the order, with the payment's status.",
  initial: 'opening',
  entry: 'clearError',
  on: { FINISH: 'finished' },
  states: {
    opening: {
      description: 'A paid order needs no asking; any other standing is read again from the server.',
      always: [{ guard: 'paid', target: 'shown' }, { target: 'reading' }],
    },
    reading: {
      description: "Asks the server for the payment's current standing.",
      invoke: {
        src: 'checkPayment',
        input: paymentId,
        onDone: { target: 'checked', actions: { type: 'keepPayment', params: answered } },
        // The standing read with the order is shown instead.
        onError: 'shown',
      },
    },
    checked: answerRead(
      'Reads the answer: paid or still awaited shows the review; expired goes back to /payment.',
      'shown',
      'shown',
    ),
    shown: { description: "The review with the payment's standing." },
  },
} as const;
