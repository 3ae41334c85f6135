import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { expect, inject } from 'vitest';
import { activeStates, type WalkPath, type WalkStep } from '../../machines/tooling/walk';
import type { OrderSummary } from '../../src/shared/schemas/checkout';
import { call } from './brand-wizard-helpers';
import { registerCustomer } from './support/accounts';

/**
 * What the checkout replays need besides the screens: calls held or failed at the browser's HTTP boundary (the
 * server itself answers every call that goes through), orders put in a given standing through the real API, and
 * the choice of the walk's paths worth a browser.
 */

type Failure = 'abort' | 'expire';

/**
 * The browser's calls of one kind (`method` on the addresses `matches` accepts): while closed they wait, so the
 * replay can see the state that waits for them; the next one can be made to fail as the path says, either with no
 * answer (offline) or with a session the server no longer accepts (it answers 401 itself).
 */
export class Gate {
  private held: Promise<void> | null = null;
  private release: () => void = () => {};
  private failure: Failure | null = null;

  private constructor(private readonly method: string) {}

  static async on(page: Page, method: string, matches: (url: URL) => boolean): Promise<Gate> {
    const gate = new Gate(method);
    await page.route(matches, (route) => gate.pass(route));
    return gate;
  }

  close(): void {
    if (!this.held) this.held = new Promise((resolve) => (this.release = resolve));
  }

  open(): void {
    this.release();
    this.held = null;
  }

  failNext(failure: Failure): void {
    this.failure = failure;
  }

  /** Prepares the model's named answer to the call this gate holds: offline, or a session expired. */
  answerAs(outcome: string | undefined): void {
    if (outcome === 'offline') this.failNext('abort');
    if (outcome === 'sessionExpired') this.failNext('expire');
  }

  private async pass(route: Route): Promise<void> {
    if (route.request().method() !== this.method) return route.fallback();
    if (this.held) await this.held;
    const failure = this.failure;
    this.failure = null;
    if (failure === 'abort') return route.abort();
    if (failure === 'expire') return route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer sessao-expirada' } });
    return route.continue();
  }
}

export type OrderStanding = 'unpaid' | 'pixPending' | 'boletoPending' | 'cardInAnalysis' | 'cardRejected' | 'paid';

/** A new customer whose Essencial order (sign-up opens one) stands as asked, paid through the real API and the sandbox. */
export async function customerWithOrder(standing: OrderStanding): Promise<{ token: string; orderId: number; email: string }> {
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
  const card = (cardholderName: string) => pay({ metodo: 'credit_card', payment_method_id: 'visa', token: 'sandbox', cardholderName });
  if (standing === 'pixPending') await pay({ metodo: 'pix', payment_method_id: 'pix' });
  if (standing === 'paid') {
    const { id } = await pay({ metodo: 'pix', payment_method_id: 'pix' });
    await call(customer.token, `/pagamentos/sandbox/${id}/pagar`, { method: 'POST' });
  }
  if (standing === 'cardInAnalysis') await card('CONT');
  if (standing === 'cardRejected') await card('OTHE');
  if (standing === 'boletoPending') {
    const { CPF } = await call<{ CPF: string }>(customer.token, '/profile/');
    const address = { zip_code: '57035000', street_name: 'Avenida Álvaro Otacílio', street_number: '3500', neighborhood: 'Ponta Verde', city: 'Maceió', federal_unit: 'AL' };
    await pay({
      metodo: 'boleto',
      payment_method_id: 'bolbradesco',
      payer: { first_name: 'Maria', last_name: 'da Silva Souza', email: customer.email, identification: { type: 'CPF', number: CPF.replace(/\D/g, '') }, address },
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

/** As the walk names a step: 'done: logIn(admin)', 'CHOOSE(2)', 'PAY("pix request")'. */
function stepName(step: WalkStep): string {
  if (step.outcome) return `${step.trigger}(${step.outcome})`;
  const { type: _type, ...payload } = step.event;
  const values = Object.values(payload).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return values.length ? `${step.trigger}(${values.join(', ')})` : step.trigger;
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

/**
 * The shortest paths that, together, rest in every state the walk reaches, take every named answer and event, and
 * start from every entry page: each state is checked on screen, without replaying every path in a browser.
 */
export function coveringPaths(paths: WalkPath[]): WalkPath[] {
  const keysOf = (path: WalkPath) => [
    `start: ${path.input.name}`,
    ...path.steps.flatMap((step) => [...activeStates(step.snapshot).map((state) => `state: ${state}`), `step: ${stepName(step)}`]),
  ];
  const seen = new Set<string>();
  const chosen: WalkPath[] = [];
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const keys = keysOf(path);
    if (keys.every((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    chosen.push(path);
  }
  // A path another chosen one starts with adds nothing the longer one does not check.
  const names = (path: WalkPath) => path.steps.map(stepName);
  const startsWith = (long: WalkPath, short: WalkPath) =>
    long !== short && long.input === short.input && names(short).every((name, index) => names(long)[index] === name);
  return chosen.filter((path) => !chosen.some((other) => startsWith(other, path)));
}

/** Every state the paths rest in, to show none is left without a replay. */
export const statesOf = (paths: WalkPath[]) => new Set(paths.flatMap((path) => path.steps.flatMap((step) => activeStates(step.snapshot))));
