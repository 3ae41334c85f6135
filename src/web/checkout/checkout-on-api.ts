import { fromPromise } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout';
import { checkoutOrderMachine } from '../../../machines/checkout/checkout-order';
import { register } from '../api/auth';
import { call } from '../api/client';
import { createOrder, getOrderSummary } from '../api/orders';
import { getPayment, submitPayment } from '../api/payments';
import { getProfile } from '../api/profile';
import { saveToken, saveUser } from '../session';

/** The checkout machine, and the order's machine it invokes, on the real API. */
export const providedCheckoutMachine = checkoutMachine.provide({
  actors: {
    register: fromPromise(({ input }) =>
      call(async () => {
        const { fullName, email, cpf, phone, password, planId, aceitaWhatsapp } = input;
        const { token, ...registration } = await register({
          fullName,
          email,
          cpf,
          phone,
          password,
          planId,
          aceitaWhatsapp,
        });
        // Sign-up answers a token: the customer is signed in from here on, and no password travels between pages.
        saveToken(token);
        await getProfile()
          .then(saveUser)
          .catch(() => undefined);
        return registration;
      }),
    ),
    createOrder: fromPromise(({ input }) => call(() => createOrder(input.tipo, input.planId))),
    checkoutOrder: checkoutOrderMachine.provide({
      actors: {
        loadOrder: fromPromise(({ input }) =>
          call(async () => {
            const [summary, profile] = await Promise.all([getOrderSummary(input.tipo, input.id), getProfile()]);
            saveUser(profile);
            return { summary, profile };
          }),
        ),
        submitPayment: fromPromise(({ input }) => call(() => submitPayment(input))),
        checkPayment: fromPromise(({ input }) => call(() => getPayment(input.id))),
      },
    }),
  },
});
