import { FetchError } from 'ofetch';
import { fromPromise } from 'xstate';
import { checkoutMachine, type CheckoutFailure } from '../../../machines/checkout';
import { register } from '../api/auth';
import { createBrandOrder, createServiceOrder, getOrderSummary } from '../api/orders';
import { getPayment, submitPayment } from '../api/payments';
import { getProfile } from '../api/profile';
import { saveToken, saveUser } from '../session';

/** What the machine needs to know of a failed call: whether anything answered, its status and its pt-BR message. */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof FetchError)) return { status: 0 };
  const status = error.response?.status;
  const erro = (error.data as { erro?: unknown } | undefined)?.erro;
  return { status, message: typeof erro === 'string' && status !== undefined && status < 500 ? erro : undefined };
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw checkoutFailure(error);
  }
}

/** The checkout machine on the real API. */
export const providedCheckoutMachine = checkoutMachine.provide({
  actors: {
    register: fromPromise(({ input }) =>
      call(async () => {
        const { fullName, email, cpf, phone, password, planoID } = input;
        const answer = await register({ fullName, email, cpf, phone, password, planoID });
        // Sign-up answers a token: the customer is signed in from here on, and no password travels between pages.
        saveToken(answer.token);
        await getProfile()
          .then(saveUser)
          .catch(() => undefined);
        return answer;
      }),
    ),
    createBrandOrder: fromPromise(({ input }) => call(() => createBrandOrder(input.planoID))),
    createServiceOrder: fromPromise(({ input }) => call(() => createServiceOrder(input.plano_id))),
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
});
