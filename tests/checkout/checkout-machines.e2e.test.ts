import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckoutContext, CheckoutEvent, CheckoutInput } from '../../machines/checkout/checkout';
import {
  orderScreens as orderPageNames,
  type CheckoutOrderContext,
  type CheckoutOrderInput,
  type OrderStep,
} from '../../machines/checkout/checkout-order';
import { walkMachine, type WalkPath, type WalkStep } from '../../machines/tooling/walk';
import { findEntry, isBrandPlan } from '../../src/shared/catalogue';
import { messages } from '../../src/shared/messages';
import { paymentMethodNames } from '../../src/shared/payments/method-names';
import type { Payment } from '../../machines/checkout/payment';
import { checkoutModel, checkoutOrderModel, holders } from '../support/machines/checkout-model';
import { fillBoleto, fillCard, holder, main, signUp, type Holder } from '../support/e2e/checkout-helpers';
import {
  bankPays,
  customerWithOrder,
  drivablePrefix,
  pathsWithEveryFailure,
  type OrderStanding,
} from '../support/e2e/checkout-replay-helpers';
import { eventually, pathOf, storeToken, waitForPath } from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { Gate } from '../support/e2e/gate';
import { openApp } from '../support/e2e/navigation';
import {
  canReplay,
  coveringPaths,
  replayPath,
  statesOf,
  type ReplayContext,
  type ScreenMap,
} from '../support/e2e/replay';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl } = inject('e2e');
const browser = useBrowser();

const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name, exact: true });
const button = (page: Page, name: string | RegExp) => main(page).getByRole('button', { name });
const gate = (context: ReplayContext, name: string) => context.memory.get(`gate:${name}`) as Gate;
const answerAfter = (context: ReplayContext) => context.path.steps[context.index + 1];

/** On this page, with this title: the page a state belongs to, not only its route. */
async function on(page: Page, path: string, title: string) {
  await eventually(() => pathOf(page)).toBe(path);
  await heading(page, title).waitFor();
}

/** The page's red message is exactly the state's, or there is none (the sandbox's test-card hint is no message). */
async function showsError(page: Page, error: string | null) {
  const alerts = main(page).getByRole('alert').filter({ hasNotText: messages.checkout.sandboxHint });
  if (error === null) await eventually(() => alerts.count()).toBe(0);
  else await eventually(() => alerts.first().innerText()).toContain(error);
}

// ---------------------------------------------------------------- one order's pages, replayed from machines/checkout/checkout-order.ts

const orderContext = ({ step }: ReplayContext) => step.snapshot.context as CheckoutOrderContext;

/** How the review states the payment, in the spec's words: paid, a Pix or boleto awaited, or the card's analysis. */
function standingText({ summary, payment }: CheckoutOrderContext): string {
  if (summary?.statusPagamento === 'Pago' || payment?.status === 'approved')
    return messages.payments.statusDetail.accredited;
  if (payment?.metodo === 'pix') return messages.checkout.pixAwaiting;
  if (payment?.metodo === 'boleto') return messages.checkout.boletoAwaiting;
  return messages.payments.statusDetail[payment!.statusDetail]!;
}

/** The sandbox's card names and the model's named answers to a payment. */
const cardholderOf: Partial<Record<string, string>> = {
  cardApproved: 'APRO',
  cardInAnalysis: 'CONT',
  cardRejected: 'OTHE',
};

/** Pays on /payment the way the model's next answer needs: a Pix, a boleto or a card whose name decides the answer. */
async function payAs(page: Page, outcome: string | undefined) {
  const cardholder = outcome && cardholderOf[outcome];
  if (cardholder) {
    await fillCard(page, cardholder);
    return button(page, /^Pagar R\$/).click();
  }
  if (outcome === 'boleto') {
    await fillBoleto(page);
    return button(page, 'Gerar boleto').click();
  }
  await main(page).getByRole('radio', { name: 'Pix' }).check();
  await button(page, /^Gerar Pix de /).click();
}

const awaitedByBank = (payment: Payment | null | undefined) =>
  payment?.metodo === 'pix' || payment?.metodo === 'boleto';

/**
 * Before the server is asked about the payment: the bank pays a Pix or a boleto, or the next question gets no answer;
 * what only time or the provider decides (a Pix expired, a card approved after its analysis) is the server's own
 * answer with the standing the model's answer has.
 */
async function prepareCheck(context: ReplayContext, answer: WalkStep | undefined) {
  const before = (answer?.previous?.context as CheckoutOrderContext | undefined)?.payment;
  if (answer?.outcome === 'paid' && awaitedByBank(before))
    await bankPays(context.memory.get('token') as string, context.memory.get('orderId') as number);
  else if (answer?.outcome === 'paid' || answer?.outcome === 'expired') {
    gate(context, 'check').answerNext({
      kind: 'restate',
      standing: (answer.event as unknown as { output: Payment }).output,
    });
  }
  gate(context, 'check').answerAs(answer);
}

async function awaitingPix(page: Page) {
  await on(page, '/pix-payment', 'Pague com Pix');
  await main(page).getByRole('img', { name: 'QR Code do Pix' }).waitFor();
}

async function awaitingBoleto(page: Page) {
  await on(page, '/ticket-payment', 'Seu boleto está pronto');
  await main(page).getByRole('link', { name: 'Visualizar boleto' }).waitFor();
}

type OrderStateKey =
  | Exclude<OrderStep, 'review'>
  | 'awaitingPix.checking'
  | 'awaitingBoleto.checking'
  | 'review.reading'
  | 'review.shown'
  | 'finished'
  | 'toLogin'
  | 'orderMissing';

/** What the customer sees in each of the order's states: the one map the browser is checked against. */
const orderStates = {
  loading: async (page, context) => {
    await main(page).getByText('Carregando seu pedido...', { exact: true }).waitFor();
    expect(pathOf(page)).toBe(`/${orderContext(context).resumeAt}`);
    gate(context, 'load').answerAs(answerAfter(context));
    gate(context, 'load').open();
  },
  loadFailed: async (page, context) => {
    await showsError(page, orderContext(context).error);
    await button(page, 'Tentar novamente').waitFor();
    expect(await heading(page, 'Pagamento').count()).toBe(0);
  },
  choosingMethod: async (page, context) => {
    await on(page, '/payment', 'Pagamento');
    const method = paymentMethodNames[orderContext(context).method ?? 'pix'];
    await eventually(() => main(page).getByRole('radio', { name: method }).isChecked()).toBe(true);
    await showsError(page, null);
  },
  submitting: async (page, context) => {
    await on(page, '/payment', 'Pagamento');
    // The pay button shows it is working (Mantine's loading state) and the form stays on screen.
    await main(page).locator('button[data-loading="true"]').waitFor();
    expect(await main(page).getByRole('radio', { name: 'Pix' }).count()).toBe(1);
    gate(context, 'pay').answerAs(answerAfter(context));
    gate(context, 'pay').open();
  },
  submitFailed: async (page, context) => {
    await on(page, '/payment', 'Pagamento');
    await main(page).getByRole('alert').filter({ hasText: 'O pagamento não foi enviado' }).waitFor();
    await showsError(page, orderContext(context).error);
    await button(page, 'Outra forma de pagamento').waitFor();
    expect(await main(page).getByRole('radio', { name: 'Pix' }).count()).toBe(0);
  },
  declined: async (page, context) => {
    await on(page, '/payment', 'Pagamento não aprovado');
    await showsError(page, orderContext(context).error);
    expect(await main(page).getByRole('radio', { name: 'Pix' }).count()).toBe(0);
  },
  awaitingPix: (page) => awaitingPix(page),
  awaitingBoleto: (page) => awaitingBoleto(page),
  // While the page asks about the payment (its question held) it still shows the Pix or the boleto.
  'awaitingPix.checking': async (page, context) => {
    await awaitingPix(page);
    gate(context, 'check').passOne();
  },
  'awaitingBoleto.checking': async (page, context) => {
    await awaitingBoleto(page);
    gate(context, 'check').passOne();
  },
  'review.reading': async (page, context) => {
    await on(page, '/confirm-payment', 'Revise sua contratação');
    // The standing read with the order may be stale while the payment is asked about: none is shown.
    expect(await main(page).getByRole('status').count()).toBe(0);
    await prepareCheck(context, answerAfter(context));
    gate(context, 'check').passOne();
  },
  'review.shown': async (page, context) => {
    await on(page, '/confirm-payment', 'Revise sua contratação');
    // A card still in analysis stays the order's attempt while the model's pending answer is a Pix one.
    const cardInAnalysis = context.path.steps.some(
      (step) => step.trigger === 'done: loadOrder' && step.outcome === 'cardInAnalysis',
    );
    const modelled = standingText(orderContext(context));
    const standing =
      cardInAnalysis && modelled === messages.checkout.pixAwaiting
        ? messages.payments.statusDetail.pending_contingency
        : modelled;
    await eventually(() => main(page).getByRole('status').innerText()).toBe(standing);
    await button(page, 'Finalizar requisição').waitFor();
  },
  finished: async (page) => {
    await waitForPath(page, '/home');
    await heading(page, 'Minhas marcas').waitFor();
  },
  toLogin: (page) => waitForPath(page, '/login'),
  orderMissing: async (page) => {
    await waitForPath(page, '/home');
    await page.getByText(messages.orders.notFound, { exact: true }).first().waitFor();
  },
} satisfies Record<OrderStateKey, ScreenMap['stateAssertions'][string]>;

const orderScreens: ScreenMap = {
  start: async (page, context) => {
    const { resumeAt } = context.path.input.input as CheckoutOrderInput;
    const load = answerAfter(context);
    const standing = (
      ['sessionExpired', 'notFound', 'offline'].includes(load.outcome!) ? 'unpaid' : load.outcome
    ) as OrderStanding;
    const { token, orderId } = await customerWithOrder(standing);
    // Someone else's order looks exactly like a missing one.
    const shownId = load.outcome === 'notFound' ? (await customerWithOrder('unpaid')).orderId : orderId;
    context.memory.set('token', token);
    context.memory.set('orderId', orderId);
    const load$ = await Gate.on(page, 'GET', /^\/api\/pedidos\/marca\/\d+$/);
    const pay = await Gate.on(page, 'POST', /^\/api\/pagamentos\/prod$/);
    const check = await Gate.on(page, 'GET', /^\/api\/pagamentos\/\d+$/);
    load$.close();
    // Every question about the payment waits until its state has been seen on screen (each is let through alone).
    check.close();
    context.memory.set('gate:load', load$);
    context.memory.set('gate:pay', pay);
    context.memory.set('gate:check', check);
    await storeToken(page, token);
    await openApp(page, `/${resumeAt}?tipo=marca&id=${shownId}`);
  },
  stateAssertions: orderStates,
  eventActions: {
    'done: loadOrder': async () => {},
    'error: loadOrder': async () => {},
    RETRY: async (page, _event, context) => {
      gate(context, context.step.previous!.matches('loadFailed') ? 'load' : 'pay').close();
      await button(page, 'Tentar novamente').click();
    },
    PAY: async (page, _event, context) => {
      gate(context, 'pay').close();
      await payAs(page, answerAfter(context)?.outcome);
    },
    'done: submitPayment': async () => {},
    'error: submitPayment': async () => {},
    TRY_AGAIN: (page) => button(page, 'Tentar novamente').click(),
    CHANGE_METHOD: (page) => button(page, 'Outra forma de pagamento').click(),
    NEXT: (page) => button(page, 'Próximo').click(),
    // The page asks by itself every 3 s: the bank pays (or the network fails) first, then the question is seen held.
    'after: pollDelay': async (_page, _event, context) => {
      await prepareCheck(context, answerAfter(context));
      await eventually(() => gate(context, 'check').holding).toBe(1);
    },
    'done: checkPayment': async () => {},
    'error: checkPayment': async () => {},
    FINISH: (page) => button(page, 'Finalizar requisição').click(),
  },
};

/**
 * The model's expired payment is a Pix: "Tentar novamente" after it offers Pix again, which a boleto expiring does
 * not (machine-tested in tests/machines).
 */
function orderDrivable(step: WalkStep) {
  const before = step.previous?.context as CheckoutOrderContext | undefined;
  return !(step.outcome === 'expired' && before?.payment?.metodo !== 'pix');
}

describe('the order pages (/payment … /confirm-payment), replayed from the checkout-order machine in Chromium', () => {
  const walk = walkMachine(checkoutOrderModel);
  const paths = coveringPaths(
    pathsWithEveryFailure(checkoutOrderModel)
      .map((path) => drivablePrefix(path, orderDrivable))
      .filter((path) => canReplay(path, orderScreens)),
  );

  it('replays a path through every state the walk reaches, each checked on screen', () => {
    expect([...statesOf(paths)].sort()).toEqual([...statesOf(walk.paths)].sort());
  });

  for (const path of paths) {
    it(`${path.input.name}: ${path.description}`, () => replayPath(browser.page, path, orderScreens));
  }
});

// ---------------------------------------------------------------- the checkout before the order, replayed from machines/checkout/checkout.ts

const checkoutContext = ({ step }: ReplayContext) => step.snapshot.context as CheckoutContext;
let taken: Holder;

beforeAll(async () => {
  // The CPF and e-mail a new visitor may find already taken.
  taken = holder('Tereza Cristina Moura');
  const answer = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...taken, phone: '(82) 99876-5432', planoID: 1 }),
  });
  expect(answer.ok, await answer.text()).toBe(true);
});

const planTitle = (context: ReplayContext) => findEntry(checkoutContext(context).planId!)!.title;

/** /new-payment: the terms as the state has them, the button they allow, and the state's message. */
const confirming = async (page: Page, context: ReplayContext) => {
  const { termsAccepted, error } = checkoutContext(context);
  await on(page, '/new-payment', 'Confirme sua contratação');
  await main(page).getByText(planTitle(context), { exact: true }).first().waitFor();
  await eventually(() =>
    main(page)
      .getByRole('checkbox', { name: /Li e aceito/ })
      .isChecked(),
  ).toBe(termsAccepted);
  await eventually(() => button(page, 'Ir para o pagamento').isDisabled()).toBe(!termsAccepted);
  await showsError(page, error);
};

/** The plan's own page: /home for a brand, /servicos for a service. */
const homeOf = (context: ReplayContext) =>
  isBrandPlan(checkoutContext(context).planId ?? 0)
    ? { path: '/home', title: 'Minhas marcas' }
    : { path: '/servicos', title: 'Meus serviços' };

/** What the customer sees in each of the checkout's states before and after an order's pages. */
const checkoutStates: ScreenMap['stateAssertions'] = {
  'signUp.form.editing': async (page, context) => {
    await on(page, '/confirmplan', `Contratar ${planTitle(context)}`);
    await showsError(page, null);
    // A holder the machine refuses never gets sent: the button, still pressable, says what is missing.
    if (context.step.trigger === 'SUBMIT')
      expect(await main(page).locator('#cadastro-pendencias').innerText()).toMatch(/^Para continuar, confira: /);
  },
  'signUp.form.failed': async (page, context) => {
    await on(page, '/confirmplan', `Contratar ${planTitle(context)}`);
    await showsError(page, checkoutContext(context).error);
    await eventually(() => button(page, 'Continuar para o pagamento').isEnabled()).toBe(true);
  },
  'signUp.registering': async (page, context) => {
    await eventually(() => button(page, messages.register.processing).isDisabled()).toBe(true);
    gate(context, 'register').answerAs(answerAfter(context));
    gate(context, 'register').open();
  },
  'signUp.registered': (page) =>
    page.getByText('Conta criada com sucesso! Prosseguindo para pagamento...', { exact: true }).first().waitFor(),
  choosingBrandPlan: (page) => on(page, '/new-marca', 'Contratar novo plano'),
  choosingService: (page) => on(page, '/new-service', 'Contratar novo serviço'),
  'newPayment.form.reviewing': confirming,
  'newPayment.form.failed': confirming,
  'newPayment.creating': async (page, context) => {
    await eventually(() => button(page, 'Ir para o pagamento').getAttribute('data-loading')).toBe('true');
    gate(context, 'create').answerAs(answerAfter(context));
    gate(context, 'create').open();
  },
  // The order's own states are replayed above; here, its first page (or, for an order about to vanish, its loading).
  order: async (page, context) => {
    if (vanishes(answerAfter(context))) {
      await main(page).getByText('Carregando seu pedido...', { exact: true }).waitFor();
      return expect(pathOf(page)).toBe('/payment');
    }
    await on(page, '/payment', 'Pagamento');
    await main(page).getByRole('radio', { name: 'Pix' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tipo')).toBe(
      isBrandPlan(checkoutContext(context).planId ?? 0) ? 'marca' : 'servico',
    );
  },
  done: async (page, context) => {
    const { path, title } = homeOf(context);
    await on(page, path, title);
  },
  toLogin: (page) => waitForPath(page, '/login'),
  orderMissing: async (page) => {
    await eventually(() => pathOf(page), 20_000).toBe('/home');
    await page.getByText(messages.orders.notFound, { exact: true }).first().waitFor();
  },
  planRefused: async (page, context) => {
    await eventually(() => pathOf(page)).toBe('/');
    expect(new URL(page.url()).hash).toBe('#planos');
    await page.getByText(checkoutContext(context).notice!, { exact: true }).first().waitFor();
  },
};

/** The order's pages end "no such order": the order just created is gone when they read it. */
const vanishes = (step: WalkStep | undefined) => step?.trigger === 'done: checkoutOrder' && step.outcome === 'notFound';

const checkoutScreens: ScreenMap = {
  start: async (page, context) => {
    const { at, planId, profile } = context.path.input.input as CheckoutInput;
    const register = await Gate.on(page, 'POST', /^\/api\/register$/);
    const create = await Gate.on(
      page,
      isBrandPlan(planId ?? 0) || at === 'new-marca' ? 'PUT' : 'POST',
      /^\/api\/(marcas|servicos)\/$/,
    );
    const pay = await Gate.on(page, 'POST', /^\/api\/pagamentos\/prod$/);
    context.memory.set('gate:register', register);
    context.memory.set('gate:create', create);
    context.memory.set('gate:pay', pay);
    const load = await Gate.on(page, 'GET', /^\/api\/pedidos\/(marca|servico)\/\d+$/);
    // An order that vanishes before it is read is seen loading first.
    if (context.path.steps.some(vanishes)) load.close();
    context.memory.set('gate:load', load);
    // The order pages belong to the customer area: a visitor is sent to /login before any checkout starts.
    const signedIn = profile || (orderPageNames as readonly string[]).includes(at);
    if (signedIn) await storeToken(page, (await registerCustomer(baseUrl, 'Maria da Silva Souza', 'replay')).token);
    await openApp(page, `/${at}${planId ? `?planId=${planId}` : ''}`);
  },
  stateAssertions: checkoutStates,
  eventActions: {
    SUBMIT: async (page, event, context) => {
      const sample = (event as Extract<CheckoutEvent, { type: 'SUBMIT' }>).holder;
      const answer = answerAfter(context)?.outcome;
      const person = holder('Maria da Silva Souza');
      if (answer === 'cpfTaken') person.cpf = taken.cpf;
      if (answer === 'emailTaken') person.email = taken.email;
      if (sample === holders.shortPassword) person.password = 'curta';
      await signUp(page, person, {
        confirmation: sample === holders.mismatch ? `${person.password}x` : undefined,
        terms: sample !== holders.termsUnticked,
      });
      const submit = button(page, 'Continuar para o pagamento');
      if (sample !== holders.valid) {
        await submit.click();
        // Refused in the browser: focus goes to the first field in error.
        return void (await eventually(() =>
          page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')),
        ).toBe('true'));
      }
      gate(context, 'register').close();
      await submit.click();
    },
    'done: register': async () => {},
    'error: register': async () => {},
    'after: redirectDelay': (page) => waitForPath(page, '/payment'),
    CHOOSE: async (page, event, context) => {
      const title = findEntry((event as Extract<CheckoutEvent, { type: 'CHOOSE' }>).planId)!.title;
      const choice = main(page).getByRole('button', { name: `Contratar ${title}`, exact: true });
      // A plan of the other kind is not on this page: the state stays.
      if (context.step.snapshot.value === context.step.previous!.value)
        return void expect(await choice.count()).toBe(0);
      await choice.click();
    },
    BACK: (page) => button(page, /^Escolher outro (plano|serviço)$/).click(),
    SET_TERMS: (page) =>
      main(page)
        .getByRole('checkbox', { name: /Li e aceito/ })
        .click(),
    CONFIRM: async (page, _event, context) => {
      gate(context, 'create').close();
      await button(page, 'Ir para o pagamento').click();
    },
    'done: createOrder': async () => {},
    'error: createOrder': async () => {},
    // The order's pages, as the order machine's replay plays them: a card the sandbox approves, then "Finalizar requisição".
    'done: checkoutOrder': async (page, _event, context) => {
      if (vanishes(context.step)) {
        // Every read of it, also the one /payment makes when it starts the order's pages afresh from the address.
        gate(context, 'load').answerEvery({ kind: 'refuse', status: 404, erro: messages.orders.notFound });
        return gate(context, 'load').open();
      }
      if (context.step.outcome === 'sessionExpired') {
        gate(context, 'pay').answerNext({ kind: 'expire' });
        return button(page, /^Gerar Pix de /).click();
      }
      await fillCard(page, 'APRO');
      await button(page, /^Pagar R\$/).click();
      await on(page, '/confirm-payment', 'Revise sua contratação');
      await button(page, 'Finalizar requisição').click();
    },
  },
};

/** A step the browser cannot play: a confirm the disabled button stops. */
function checkoutDrivable(step: WalkStep) {
  return !(step.trigger === 'CONFIRM' && !(step.previous!.context as CheckoutContext).termsAccepted);
}

describe('the checkout before and around the order, replayed from the checkout machine in Chromium', () => {
  // A reload of an order page starts the order machine, replayed above.
  const model = { ...checkoutModel, inputs: checkoutModel.inputs.filter((input) => input.input.at !== 'pix-payment') };
  const walk = walkMachine(model);
  const paths: WalkPath[] = coveringPaths(
    pathsWithEveryFailure(model)
      .map((path) => drivablePrefix(path, checkoutDrivable))
      .filter((path) => canReplay(path, checkoutScreens)),
  );

  it('replays a path through every state the walk reaches, each checked on screen', () => {
    expect([...statesOf(paths)].sort()).toEqual([...statesOf(walk.paths)].sort());
  });

  for (const path of paths) {
    it(`${path.input.name}: ${path.description}`, () => replayPath(browser.page, path, checkoutScreens));
  }
});
