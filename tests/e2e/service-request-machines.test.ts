import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../machines/api-failure';
import { screenOfServiceStep, type ServiceRequestContext, type ServiceRequestEvent } from '../../machines/service-request';
import { walkMachine, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import { segmentLabel, type ServiceStage } from '../../src/shared/schemas/service-request';
import { serviceRequestModel, type ServiceType } from '../machines/support/service-request-model';
import { back, toastWith } from './brand-wizard-helpers';
import { eventually, waitForPath } from './journey-helpers';
import { fillServiceForm, onServiceStep, sendForm, serviceCustomer, serviceCustomerAt, serviceNext, signIn, titles } from './service-helpers';
import { openApp } from './support/navigation';
import { canReplay, replayPath, type ReplayContext, type ScreenMap } from './support/replay';
import { useBrowser } from './support/use-browser';
import { signedPdf, unsignedPdf } from '../unit/documents/samples';

const main = (page: Page) => page.locator('main');
const serviceContext = ({ step }: ReplayContext) => step.snapshot.context as ServiceRequestContext;
const stepAfter = (context: ReplayContext, ahead = 1): WalkStep | undefined => context.path.steps[context.index + ahead];

const stageOfLoad: Record<string, ServiceStage> = { fresh: 'formulario', atPowerOfAttorney: 'procuracao', atReview: 'confirmacao', concluded: 'concluido' };

/**
 * The server's answers the path says come next, given at the browser's HTTP boundary when they are not what the
 * real server would say: a failure (the model's status and message, or nothing at all when offline), or a review
 * the server never sends for a saved request (empty, unknown service). Other calls of the same address pass.
 */
async function answerNextCalls(page: Page, context: ReplayContext) {
  for (const ahead of [1, 2]) {
    const step = stepAfter(context, ahead);
    if (!step || !/^(done|error): /.test(step.trigger)) return;
    const [kind, actor] = step.trigger.split(': ');
    const target = { loadRequest: ['**/api/servicos/*/assistente', 'GET'], saveForm: ['**/api/servicos/*', 'PUT'], loadReview: ['**/api/servicos/*', 'GET'], confirm: ['**/api/servicos/*/confirmar', 'POST'] }[actor];
    if (!target) continue;
    const [url, method] = target;
    if (kind === 'error') {
      const failure = (step.event as unknown as { error: ApiFailure }).error;
      await answerOnce(page, url, method, (route) =>
        failure.status === undefined ? route.abort() : route.fulfill({ status: failure.status, json: { erro: failure.message ?? messages.http.internal } }),
      );
    } else if (actor === 'loadReview' && step.outcome !== 'filled') {
      const review = (step.event as unknown as { output: unknown }).output;
      await answerOnce(page, url, method, (route) => route.fulfill({ json: { data: JSON.parse(JSON.stringify({ ...(review as object) })) } }));
    }
  }
}

type Route = Parameters<Parameters<Page['route']>[1]>[0];
async function answerOnce(page: Page, url: string, method: string, answer: (route: Route) => Promise<void>) {
  let used = false;
  await page.route(url, (route) => {
    if (used || route.request().method() !== method) return route.fallback();
    used = true;
    return answer(route);
  });
}

async function showsError(page: Page, context: ReplayContext) {
  const { error } = serviceContext(context);
  const alerts = main(page).getByRole('alert');
  if (error === null) await eventually(() => alerts.count()).toBe(0);
  else await eventually(() => alerts.first().textContent()).toBe(error);
}

const onForm = (saved: boolean) => async (page: Page, context: ReplayContext) => {
  await onServiceStep(page, '/novo-servico', titles.form);
  await eventually(() => serviceNext(page).isDisabled()).toBe(!saved);
  await showsError(page, context);
};

function screensFor(plan: ServiceType): ScreenMap {
  return {
    start: async (page, context) => {
      const load = stepAfter(context)!;
      let customer = await serviceCustomerAt(plan, load.trigger === 'done: loadRequest' ? stageOfLoad[load.outcome!] : 'formulario');
      let servicoId = customer.servicoId;
      if (load.outcome === 'unpaid') customer = await serviceCustomer(plan, { unpaid: true });
      servicoId = customer.servicoId;
      // Someone else's request looks exactly like a missing one.
      if (load.outcome === 'notFound') servicoId = (await serviceCustomer(plan)).servicoId;
      await answerNextCalls(page, context);
      await signIn(page, customer);
      // gov.br opens in a new tab; the test never leaves for the real site.
      await page.context().route('https://www.gov.br/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>gov.br</title>' }));
      await openApp(page, `/novo-servico?marcaId=${servicoId}`);
      context.memory.set('servicoId', servicoId);
    },
    stateAssertions: {
      loading: async () => {},
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
        // An expired session answers at once: the page is already on its way to /login.
        if (stepAfter(context)?.outcome === 'sessionExpired') return;
        await onServiceStep(page, '/servico-confirmacao', titles.review);
      },
      'editing.review.failed': async (page) => {
        await onServiceStep(page, '/servico-confirmacao', titles.review);
        await main(page).getByText(messages.services.reviewFailed, { exact: true }).waitFor();
      },
      'editing.review.shown': async (page, context) => {
        await onServiceStep(page, '/servico-confirmacao', titles.review);
        const review = serviceContext(context).review!;
        const confirm = main(page).getByRole('button', { name: 'Confirmar' });
        if (review.plano_id !== plan) await main(page).getByText(messages.services.unknownService, { exact: true }).waitFor();
        else if (!review.dados_servico.nome_marca) await main(page).getByText(messages.services.reviewEmpty, { exact: true }).waitFor();
        else {
          await main(page).getByText(review.dados_servico.nome_marca, { exact: true }).waitFor();
          await main(page).getByText(segmentLabel(review.dados_servico.segmento)!, { exact: true }).waitFor();
        }
        await eventually(() => confirm.isDisabled()).toBe(review.plano_id !== plan || !review.dados_servico.nome_marca);
        const { error } = serviceContext(context);
        if (error) await eventually(() => main(page).getByRole('alert').first().textContent()).toBe(error);
      },
      saving: async () => {},
      confirming: async () => {},
      completed: async (page) => {
        await waitForPath(page, '/servicos');
        await toastWith(page, messages.services.confirmed).first().waitFor();
        await main(page).getByText(messages.services.inAnalysis, { exact: true }).first().waitFor();
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
        await answerNextCalls(page, context);
        await page.getByRole('button', { name: 'Tentar novamente' }).click();
      },
      // The address moves inside the app, as the back button or a link does.
      GO: async (page, event, context) => {
        await answerNextCalls(page, context);
        const { step } = event as Extract<ServiceRequestEvent, { type: 'GO' }>;
        await page.evaluate((url) => {
          window.history.pushState(window.history.state, '', url);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }, `/${screenOfServiceStep[step]}?marcaId=${context.memory.get('servicoId')}`);
      },
      BACK: async (page, _event, context) => {
        await answerNextCalls(page, context);
        await back(page).click();
      },
      SUBMIT: async (page, event, context) => {
        const { dados } = event as Extract<ServiceRequestEvent, { type: 'SUBMIT' }>;
        await fillServiceForm(page, dados);
        await answerNextCalls(page, context);
        await sendForm(page).click();
      },
      'done: saveForm': (page) => toastWith(page, messages.services.saved).first().waitFor(),
      'error: saveForm': async () => {},
      NEXT: async (page, _event, context) => {
        await answerNextCalls(page, context);
        await serviceNext(page).click();
      },
      'done: powerOfAttorney': async (page, _event, context) => {
        const pdf = context.step.outcome === 'unsigned' ? await unsignedPdf() : await signedPdf();
        await page.locator('input[name=procuracao]').setInputFiles({ name: 'procuracao-assinada.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
        await toastWith(page, messages.uploads.procuracaoUploaded).first().waitFor();
        await page.getByText(context.step.outcome === 'unsigned' ? 'Sem assinatura' : 'Assinada e íntegra', { exact: true }).waitFor();
        await answerNextCalls(page, context);
        await serviceNext(page).click();
      },
      'done: loadReview': async () => {},
      'error: loadReview': async () => {},
      CONFIRM: async (page, _event, context) => {
        const confirm = main(page).getByRole('button', { name: 'Confirmar' });
        // A review with nothing to send: the button is disabled, pressing it does nothing.
        if (context.step.snapshot.matches({ editing: { review: 'shown' } }) && context.step.previous?.matches({ editing: { review: 'shown' } })) {
          return expect(await confirm.isDisabled()).toBe(true);
        }
        await answerNextCalls(page, context);
        await confirm.click();
      },
      'done: confirm': async () => {},
      'error: confirm': async () => {},
    },
  };
}

describe.each([4, 5, 6] as const)('the service pages, replayed from the serviceRequest machine in Chromium: plano %i', (plan) => {
  const browser = useBrowser();
  const { model } = serviceRequestModel(plan);
  const screens = screensFor(plan);
  const all = walkMachine(model).paths;
  const paths = all.filter((path) => canReplay(path, screens));

  it('replays every path of the model', () => {
    expect(paths.length).toBe(all.length);
    expect(paths.length).toBeGreaterThanOrEqual(20);
  });

  for (const path of paths) {
    it(path.description, () => replayPath(browser.page, path, screens));
  }
});
