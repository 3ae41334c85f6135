import type { Locator, Page } from 'playwright-core';
import type { StateValue } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../machines/shared/api-failure';
import { serviceDataOf } from '../../machines/service-request/service-answers';
import {
  screenOfServiceStep,
  type ServiceRequestContext,
  type ServiceRequestEvent,
  type ServiceReview,
} from '../../machines/service-request/service-request';
import { walkMachine, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import { segmentLabel, type ServiceStage } from '../../src/shared/schemas/service-request';
import { serviceRequestModel, typeNames, type ServiceType } from '../support/machines/service-request-model';
import { back, nationality, toastWith } from '../support/e2e/brand-wizard-helpers';
import { eventually, waitForPath } from '../support/e2e/journey-helpers';
import {
  confirmButton,
  fillServiceForm,
  onServiceStep,
  sendForm,
  serviceCustomer,
  serviceCustomerAt,
  serviceNext,
  serviceProcuracaoSignedByHolder,
  signIn,
  titles,
} from '../support/e2e/service-helpers';
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
import { unsignedPdf } from '../support/documents/samples';

const main = (page: Page) => page.locator('main');
const serviceContext = ({ step }: ReplayContext) => step.snapshot.context as ServiceRequestContext;
const stepAfter = (context: ReplayContext, ahead = 1): WalkStep | undefined =>
  context.path.steps[context.index + ahead];

const stageOfLoad: Record<string, ServiceStage> = {
  fresh: 'formulario',
  atPowerOfAttorney: 'procuracao',
  atReview: 'confirmacao',
  concluded: 'concluido',
};

type GatedActor = 'loadRequest' | 'saveForm' | 'loadReview' | 'confirm';

/** The calls of the machine's waiting states, each behind its own gate. */
const gatedCalls: Record<GatedActor, [string, RegExp]> = {
  loadRequest: ['GET', /^\/api\/servicos\/\d+\/assistente$/],
  saveForm: ['PUT', /^\/api\/servicos\/\d+$/],
  loadReview: ['GET', /^\/api\/servicos\/\d+$/],
  confirm: ['POST', /^\/api\/servicos\/\d+\/confirmar$/],
};

/** The states that wait for a call, and the call that ends each. */
const waitingStates: Array<[StateValue, GatedActor]> = [
  ['loading', 'loadRequest'],
  [{ editing: { review: 'loading' } }, 'loadReview'],
  ['saving', 'saveForm'],
  ['confirming', 'confirm'],
];

const gateOf = (context: ReplayContext, actor: GatedActor) => context.memory.get(`gate:${actor}`) as Gate;
const isAnswer = (step: WalkStep) => /^(done|error): /.test(step.trigger);

async function openGates(page: Page, context: ReplayContext) {
  for (const [actor, [method, path]] of Object.entries(gatedCalls)) {
    context.memory.set(`gate:${actor}`, await Gate.on(page, method, path));
  }
}

/**
 * Before the customer's move: the calls that end the waiting states it leads to (itself, or the answers that follow
 * with no move between) are held, so each waiting screen is seen; its check lets the call go (`release`).
 */
function holdWaits(context: ReplayContext) {
  for (let ahead = 0; ; ahead++) {
    const step = stepAfter(context, ahead);
    if (!step || (ahead > 0 && !isAnswer(step))) return;
    for (const [state, actor] of waitingStates) if (step.snapshot.matches(state)) gateOf(context, actor).close();
  }
}

/**
 * After the waiting screen was checked: the held call goes on, answered at the browser's HTTP boundary when the
 * path's next step is not what the real server would say: a failure (the model's status and message, or nothing at
 * all when offline), or a review the server never sends for a saved request (empty, unknown service).
 */
function release(context: ReplayContext, actor: GatedActor) {
  const gate = gateOf(context, actor);
  const step = stepAfter(context);
  const [waiting] = waitingStates.find(([, waitsFor]) => waitsFor === actor)!;
  // A move that keeps the state waiting (the address asking for the review it already loads) keeps the call held.
  if (step && !isAnswer(step) && step.snapshot.matches(waiting)) return;
  if (step && step.trigger.split(': ')[1] === actor) {
    if (step.trigger.startsWith('error: ')) {
      const failure = (step.event as unknown as { error: ApiFailure }).error;
      gate.answerNext(
        failure.status === undefined
          ? { kind: 'abort' }
          : { kind: 'refuse', status: failure.status, erro: failure.message ?? messages.http.internal },
      );
    } else if (actor === 'loadReview' && step.outcome !== 'filled') {
      const review = (step.event as unknown as { output: ServiceReview }).output;
      gate.answerNext({ kind: 'reply', json: { data: serviceDetailOf(review) } });
    }
  }
  gate.open();
}

/** The model's review as GET /api/servicos/{id} answers it (the spec's names). */
const serviceDetailOf = (review: ServiceReview) => ({
  id: review.id,
  num_protocolo: review.numProtocolo,
  nome: review.nome,
  plano_id: review.planId,
  status: review.status,
  status_pagamento: review.statusPagamento,
  mensagem: review.mensagem,
  procuracao_assinada: review.procuracaoAssinada,
  dados_servico: serviceDataOf(review.dados),
});

/** A button showing it is working (Mantine's loading state): busy and not pressable. */
const isBusy = (button: Locator) =>
  button.evaluate((element) => element.hasAttribute('data-loading') && (element as HTMLButtonElement).disabled);

/** A waiting screen is held until checked, but the page may still be starting on a busy machine. */
const held = { timeout: 30_000 };

async function showsError(page: Page, context: ReplayContext) {
  const { error } = serviceContext(context);
  const alerts = main(page).getByRole('alert');
  if (error === null) await eventually(() => alerts.count()).toBe(0);
  else await eventually(() => alerts.first().textContent()).toBe(error);
}

const onForm = (saved: boolean) => async (page: Page, context: ReplayContext) => {
  await onServiceStep(page, '/novo-servico', titles.form);
  // One action at a time: "Enviar" until the server accepted what is on screen, then "Próximo".
  await eventually(() => serviceNext(page).count()).toBe(saved ? 1 : 0);
  await eventually(() => sendForm(page).count()).toBe(saved ? 0 : 1);
  await showsError(page, context);
};

function screensFor(plan: ServiceType): ScreenMap {
  return {
    start: async (page, context) => {
      const load = stepAfter(context)!;
      let customer = await serviceCustomerAt(
        plan,
        load.trigger === 'done: loadRequest' ? stageOfLoad[load.outcome!] : 'formulario',
      );
      if (load.outcome === 'unpaid') customer = await serviceCustomer(plan, { unpaid: true });
      let servicoId = customer.servicoId;
      // Someone else's request looks exactly like a missing one.
      if (load.outcome === 'notFound') servicoId = (await serviceCustomer(plan)).servicoId;
      await openGates(page, context);
      holdWaits(context);
      await signIn(page, customer);
      // gov.br opens in a new tab; the test never leaves for the real site.
      await page
        .context()
        .route('https://www.gov.br/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>gov.br</title>' }),
        );
      await openApp(page, `/novo-servico?marcaId=${servicoId}`);
      context.memory.set('servicoId', servicoId);
      context.memory.set('token', customer.token);
      // Nothing owed: a Busca needs no procuração, and a request resumed past its procuração had it signed by the
      // customer (serviceCustomerAt); an upload on the way says otherwise.
      context.memory.set('signedByHolder', true);
    },
    stateAssertions: {
      loading: async (page, context) => {
        await main(page).getByText(messages.services.requestLoading, { exact: true }).waitFor(held);
        release(context, 'loadRequest');
      },
      loadFailed: async (page, context) => {
        await eventually(() => main(page).getByRole('alert').textContent()).toContain(serviceContext(context).error!);
        await page.getByRole('button', { name: 'Tentar novamente' }).waitFor();
      },
      'editing.form.unsaved': onForm(false),
      'editing.form.saved': onForm(true),
      'editing.powerOfAttorney': async (page) => {
        await onServiceStep(page, '/servico-procuracao', titles.powerOfAttorney);
        await main(page).getByRole('button', { name: 'Baixar procuração (PDF)' }).waitFor();
      },
      'editing.review.loading': async (page, context) => {
        await main(page).getByText(messages.services.reviewLoading, { exact: true }).waitFor(held);
        await onServiceStep(page, '/servico-confirmacao', titles.review);
        release(context, 'loadReview');
      },
      'editing.review.failed': async (page) => {
        await onServiceStep(page, '/servico-confirmacao', titles.review);
        await main(page).getByText(messages.services.reviewFailed, { exact: true }).waitFor();
      },
      'editing.review.shown': async (page, context) => {
        await onServiceStep(page, '/servico-confirmacao', titles.review);
        const review = serviceContext(context).review!;
        const confirm = main(page).getByRole('button', { name: 'Confirmar' });
        if (review.planId !== plan)
          await main(page).getByText(messages.services.unknownService, { exact: true }).waitFor();
        else if (!review.dados.nomeMarca)
          await main(page).getByText(messages.services.reviewEmpty, { exact: true }).waitFor();
        else {
          await main(page).getByText(review.dados.nomeMarca, { exact: true }).waitFor();
          await main(page).getByText(segmentLabel(review.dados.segmento)!, { exact: true }).waitFor();
        }
        await eventually(() => confirm.isDisabled()).toBe(review.planId !== plan || !review.dados.nomeMarca);
        const { error } = serviceContext(context);
        if (error) await eventually(() => main(page).getByRole('alert').first().textContent()).toBe(error);
      },
      saving: async (page, context) => {
        await eventually(() => isBusy(sendForm(page)), held.timeout).toBe(true);
        await onServiceStep(page, '/novo-servico', titles.form);
        expect(await back(page).isDisabled()).toBe(true);
        release(context, 'saveForm');
      },
      confirming: async (page, context) => {
        await eventually(() => isBusy(confirmButton(page)), held.timeout).toBe(true);
        await onServiceStep(page, '/servico-confirmacao', titles.review);
        expect(await back(page).isDisabled()).toBe(true);
        release(context, 'confirm');
      },
      completed: async (page, context) => {
        await waitForPath(page, '/servicos');
        await toastWith(page, messages.services.confirmed).first().waitFor();
        // Sent without the customer's recognised signature, an Oposição or Recurso waits for it.
        const row = context.memory.get('signedByHolder')
          ? messages.services.inAnalysis
          : messages.rows.awaitingSignature;
        await main(page).getByText(row, { exact: true }).filter({ visible: true }).first().waitFor();
      },
      left: (page) => waitForPath(page, '/servicos'),
      closed: async (page, context) => {
        await waitForPath(page, '/servicos');
        await toastWith(page, serviceContext(context).error!).first().waitFor();
      },
      toLogin: (page) => waitForPath(page, '/login'),
    },
    eventActions: {
      'done: loadRequest': async () => {},
      'error: loadRequest': async () => {},
      RETRY: async (page, _event, context) => {
        holdWaits(context);
        await page.getByRole('button', { name: 'Tentar novamente' }).click();
      },
      // The address moves inside the app, as the back button or a link does.
      GO: async (page, event, context) => {
        holdWaits(context);
        const { step } = event as Extract<ServiceRequestEvent, { type: 'GO' }>;
        await page.evaluate(
          (url) => {
            window.history.pushState(window.history.state, '', url);
            window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
          },
          `/${screenOfServiceStep[step]}?marcaId=${context.memory.get('servicoId')}`,
        );
      },
      BACK: async (page, _event, context) => {
        holdWaits(context);
        await back(page).click();
      },
      SUBMIT: async (page, event, context) => {
        holdWaits(context);
        const { dados } = event as Extract<ServiceRequestEvent, { type: 'SUBMIT' }>;
        await fillServiceForm(page, dados);
        // The model's holder is qualified; a new customer chooses a nationality, which nothing assumes.
        const asked = nationality(main(page));
        if ((await asked.count()) > 0 && (await asked.inputValue()) === '') await asked.fill('brasileira');
        await sendForm(page).click();
      },
      EDITED: async (page) => {
        const name = main(page).getByRole('textbox', { name: 'Nome da marca' });
        await name.fill(`${await name.inputValue()} e filhos`);
      },
      'done: saveForm': (page) => toastWith(page, messages.services.saved).first().waitFor(),
      'error: saveForm': async () => {},
      NEXT: async (page, _event, context) => {
        holdWaits(context);
        await serviceNext(page).click();
      },
      'done: powerOfAttorney': async (page, _event, context) => {
        holdWaits(context);
        const signed = context.step.outcome !== 'unsigned';
        const pdf = signed
          ? await serviceProcuracaoSignedByHolder(
              context.memory.get('token') as string,
              context.memory.get('servicoId') as number,
            )
          : await unsignedPdf();
        context.memory.set('signedByHolder', signed);
        await page
          .locator('input[name=procuracao]')
          .setInputFiles({ name: 'procuracao-assinada.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
        await toastWith(page, messages.uploads.procuracaoUploaded).first().waitFor();
        await page.getByText(signed ? 'Assinada' : 'Sem assinatura', { exact: true }).waitFor();
        await serviceNext(page).click();
      },
      'done: loadReview': async () => {},
      'error: loadReview': async () => {},
      CONFIRM: async (page, _event, context) => {
        const confirm = confirmButton(page);
        // A review with nothing to send: the button is disabled, pressing it does nothing.
        if (
          context.step.snapshot.matches({ editing: { review: 'shown' } }) &&
          context.step.previous?.matches({ editing: { review: 'shown' } })
        ) {
          return expect(await confirm.isDisabled()).toBe(true);
        }
        holdWaits(context);
        await confirm.click();
      },
      'done: confirm': async () => {},
      'error: confirm': async () => {},
    },
  };
}

/**
 * The states whose screen shows the service's own form, procuração or data: seen once for each service. The others
 * (loading, failures, leaving, the session's end) are drawn alike for the three, and seen once in all.
 */
const perService = /^state: (editing\.(form|powerOfAttorney|review\.shown)|completed)\b/;

describe('the service pages, replayed from the serviceRequest machine in Chromium', () => {
  const browser = useBrowser();
  const walks = ([4, 5, 6] as const).map((plan) => ({
    plan,
    screens: screensFor(plan),
    all: walkMachine(serviceRequestModel(plan).model).paths,
  }));
  const walkOf = new Map(walks.flatMap((walk) => walk.all.map((path) => [path, walk] as const)));
  const paths = coveringPaths(
    walks.flatMap((walk) => walk.all),
    (key, path) => (perService.test(key) ? `${walkOf.get(path)!.plan} ${key}` : key),
  );

  it("replays paths through every state the walks reach, and each service's own screens for each", () => {
    for (const { plan, screens, all } of walks) {
      expect(all.filter((path) => canReplay(path, screens)).length).toBe(all.length);
      const own = (states: Set<string>) => [...states].filter((state) => perService.test(`state: ${state}`)).sort();
      const replayed = paths.filter((path) => walkOf.get(path)!.plan === plan);
      expect({ plan, states: own(statesOf(replayed)) }).toEqual({ plan, states: own(statesOf(all)) });
    }
    expect([...statesOf(paths)].sort()).toEqual([...statesOf(walks.flatMap((walk) => walk.all))].sort());
  });

  for (const path of paths) {
    const { plan, screens } = walkOf.get(path)!;
    it(`${typeNames[plan]}: ${path.description}`, () => replayPath(browser.page, path, screens));
  }
});
