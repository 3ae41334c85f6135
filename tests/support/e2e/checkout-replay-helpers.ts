import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  activeStates,
  walkMachine,
  type WalkOptions,
  type WalkPath,
  type WalkStep,
} from '../../../machines/tooling/walk';
import type { OrderSummary } from '../../../src/shared/schemas/checkout';
import { call } from './brand-wizard-helpers';
import { registerCustomer } from './accounts';
import { stepName } from './replay';

/**
 * What the checkout replays need besides the screens (calls are held or answered with ./support/gate): orders put in
 * a given standing through the real API, and the choice of the walk's paths worth a browser.
 */

export type OrderStanding = 'unpaid' | 'pixPending' | 'boletoPending' | 'cardInAnalysis' | 'cardRejected' | 'paid';

/** A new customer whose Essencial order (sign-up opens one) stands as asked, paid through the real API and the sandbox. */
export async function customerWithOrder(
  standing: OrderStanding,
): Promise<{ token: string; orderId: number; email: string }> {
  const customer = await registerCustomer(inject('e2e').baseUrl, 'Maria da Silva Souza', 'replay');
  const { marcas } = await call<{ marcas: Array<{ id: number }> }>(customer.token, '/marcas/');
  const orderId = marcas[0].id;
  const pay = (fields: Record<string, unknown>) =>
    call<{ id: number }>(customer.token, '/pagamentos/prod', {
      method: 'POST',
      body: JSON.stringify({
        id: orderId,
        tipo: 'marca',
        installments: 1,
        idempotencyKey: randomUUID(),
        payer: { first_name: 'Maria', last_name: 'da Silva Souza', email: customer.email },
        ...fields,
      }),
    });
  const card = (cardholderName: string) =>
    pay({ metodo: 'credit_card', payment_method_id: 'visa', token: 'sandbox', cardholderName });
  if (standing === 'pixPending') await pay({ metodo: 'pix', payment_method_id: 'pix' });
  if (standing === 'paid') {
    const { id } = await pay({ metodo: 'pix', payment_method_id: 'pix' });
    await call(customer.token, `/pagamentos/sandbox/${id}/pagar`, { method: 'POST' });
  }
  if (standing === 'cardInAnalysis') await card('CONT');
  if (standing === 'cardRejected') await card('OTHE');
  if (standing === 'boletoPending') {
    const { CPF } = await call<{ CPF: string }>(customer.token, '/profile/');
    const address = {
      zip_code: '57035000',
      street_name: 'Avenida Álvaro Otacílio',
      street_number: '3500',
      neighborhood: 'Ponta Verde',
      city: 'Maceió',
      federal_unit: 'AL',
    };
    await pay({
      metodo: 'boleto',
      payment_method_id: 'bolbradesco',
      payer: {
        first_name: 'Maria',
        last_name: 'da Silva Souza',
        email: customer.email,
        identification: { type: 'CPF', number: CPF.replace(/\D/g, '') },
        address,
      },
    });
  }
  return { token: customer.token, orderId, email: customer.email };
}

/** Plays the customer's bank: the sandbox marks the order's pending Pix or boleto paid. */
export async function bankPays(token: string, orderId: number): Promise<void> {
  const order = await call<OrderSummary>(token, `/pedidos/marca/${orderId}`);
  expect(order.pagamento?.metodo).toMatch(/^(pix|boleto)$/);
  await call(token, `/pagamentos/sandbox/${order.pagamento!.id}/pagar`, { method: 'POST' });
}

/**
 * The model's paths, each named failure included: the walk takes each transition once, with the first answer that
 * takes it, so a refusal or a server error that shares the offline answer's branch is never walked. Walked again
 * with each failure alone, every one the model names reaches the screens.
 */
export function pathsWithEveryFailure<TMachine extends AnyStateMachine>(model: WalkOptions<TMachine>): WalkPath[] {
  const actors = model.actors ?? {};
  const alone = Object.entries(actors).flatMap(([actor, outcomes]) =>
    Object.entries(outcomes.error ?? {}).map(([name, failure]) => ({
      ...actors,
      [actor]: { ...outcomes, error: { [name]: failure } },
    })),
  );
  return [actors, ...alone].flatMap((variant) => walkMachine({ ...model, actors: variant }).paths);
}

/** A path cut before its first step the browser cannot be made to play (a later path may play it another way). */
export function drivablePrefix(path: WalkPath, drivable: (step: WalkStep) => boolean): WalkPath {
  const cut = path.steps.findIndex((step, index) => index > 0 && !drivable(step));
  if (cut === -1) return path;
  const steps = path.steps.slice(0, cut);
  const events = steps.slice(1).map(stepName);
  const description = `${events.length ? events.join(' → ') : '(start)'} ⇒ ${activeStates(steps[steps.length - 1].snapshot).join(', ')}`;
  return { ...path, steps, description };
}
