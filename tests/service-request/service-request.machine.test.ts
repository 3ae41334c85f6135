import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { serviceDataOf } from '../../machines/service-request/service-answers';
import {
  reviewReady,
  screenOfServiceStep,
  serviceRequestMachine,
  serviceScreen,
  type ServiceRequest,
  type ServiceRequestContext,
  type ServiceRequestEvent,
  type ServiceScreen,
} from '../../machines/service-request/service-request';
import { activeStates, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import { serviceDataProblem, type ServiceStep } from '../../src/shared/schemas/service-request';
import { signedUploads } from '../support/machines/brand-wizard-models';
import { describeModel } from '../support/machines/model';
import {
  formRefusal,
  forms,
  qualifiedHolder,
  requestAt,
  reviewOf,
  serviceRequestModel,
  typeNames,
  type ServiceType,
} from '../support/machines/service-request-model';

const context = (step: WalkStep) => step.snapshot.context as ServiceRequestContext;
const before = (step: WalkStep) => step.previous!.context as ServiceRequestContext;
const stateOf = (step: WalkStep) => activeStates(step.snapshot).join(', ');
const screenOf = (step: WalkStep) => serviceScreen(step.snapshot as never);
type EventOf<K extends ServiceRequestEvent['type']> = Extract<ServiceRequestEvent, { type: K }>;

const stateOfStep: Record<ServiceStep, string> = {
  formulario: 'editing.form.unsaved',
  procuracao: 'editing.powerOfAttorney',
  confirmacao: 'editing.review.loading',
};

/** The form's one action, as the screen asks the machine: "Enviar" (SUBMIT) or "Próximo" (NEXT), never both. */
function formAction(step: WalkStep) {
  const can = (event: ServiceRequestEvent) => step.snapshot.can(event as never);
  const send = can({ type: 'SUBMIT', dados: {} });
  const next = can({ type: 'NEXT' });
  return send && !next ? 'Enviar' : next && !send ? 'Próximo' : null;
}

/** What the customer sees: the page, the state and the message on it. */
function sees(step: WalkStep, screen: ServiceScreen | null, state: string, error: string | null = null) {
  expect(screenOf(step)).toBe(screen);
  expect(stateOf(step)).toBe(state);
  expect(context(step).error).toBe(error);
  if (state === 'editing.form.unsaved') expect(formAction(step)).toBe('Enviar');
  if (state === 'editing.form.saved') expect(formAction(step)).toBe('Próximo');
}

function leaves(step: WalkStep, finalState: 'completed' | 'left' | 'closed' | 'toLogin', error: string | null = null) {
  expect(step.snapshot.status).toBe('done');
  expect(stateOf(step)).toBe(finalState);
  expect(screenOf(step)).toBeNull();
  if (error) expect(context(step).error).toBe(error);
}

const unchanged = (step: WalkStep) => {
  expect(step.snapshot.value).toEqual(step.previous!.value);
  expect(context(step)).toEqual(before(step));
};

const finished = (step: WalkStep, which: ServiceStep) => before(step).request!.etapasConcluidas[which];

/** The form with the server's acceptance: 'Próximo' is there only in `saved`. */
const formState = (step: WalkStep) =>
  context(step).request!.etapasConcluidas.formulario ? 'editing.form.saved' : 'editing.form.unsaved';

/** Busca has no power-of-attorney step: nothing leads there. */
const unreachableForSearch = {
  stateNodes: ['editing.powerOfAttorney'],
  transitions: [
    'resuming: always [resumesAtPowerOfAttorney] → editing.powerOfAttorney',
    'editing: GO [opensPowerOfAttorney] → editing.powerOfAttorney',
    'editing.form.saved: NEXT [needsPowerOfAttorney] → editing.powerOfAttorney',
    'editing.powerOfAttorney: BACK → editing.form',
    'editing.powerOfAttorney: done: powerOfAttorney → editing.review',
    'editing.review: BACK [needsPowerOfAttorney] → editing.powerOfAttorney',
  ],
};
/** Oposição and Recurso never skip the power of attorney (Busca's branches). */
const unreachableWithPowerOfAttorney = {
  stateNodes: [],
  transitions: ['editing.form.saved: NEXT [else] → editing.review', 'editing.review: BACK [else] → editing.form'],
};

function describeType(plan: ServiceType) {
  const { model, loads, samples, reviews } = serviceRequestModel(plan);
  // What each sample of the form meets before any call (spec, section 5: nome_marca required; a process number has
  // 9 digits): a table, not the rule re-run, so a loosened rule fails here.
  const refusalOf = new Map<unknown, string | null>([
    [samples.filled, null],
    [samples.withoutName, messages.services.brandNameRequired],
    [samples.badProcess, messages.services.processNumberInvalid],
  ]);
  const busca = plan === 4;
  return describeModel(`service-request machine: ${typeNames[plan]} (plano ${plan})`, {
    ...model,
    unreachable: busca ? unreachableForSearch : unreachableWithPowerOfAttorney,
    expectAfter: {
      'xstate.init': (step) => {
        sees(step, null, 'loading');
        expect(step.snapshot.hasTag('busy')).toBe(true);
      },
      'done: loadRequest': (step) => {
        const request = context(step).request!;
        expect(request).toBe(loads[step.outcome!]);
        if (step.outcome === 'concluded') return leaves(step, 'closed', messages.services.alreadyConfirmed);
        // The first unfinished step, whatever page was asked for.
        const etapa = request.etapa as ServiceStep;
        sees(step, screenOfServiceStep[etapa], stateOfStep[etapa]);
      },
      'error: loadRequest': (step) => {
        if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
        if (step.outcome === 'notFound') return leaves(step, 'closed', messages.orders.notFound);
        if (step.outcome === 'unpaid') return leaves(step, 'closed', messages.services.unpaid);
        sees(step, null, 'loadFailed', messages.services.loadFailed);
      },
      RETRY: (step) => {
        if (step.previous!.matches('loadFailed')) return sees(step, null, 'loading');
        sees(step, 'servico-confirmacao', 'editing.review.loading');
        expect(context(step).review).toBeNull();
      },
      GO: (step) => {
        const { step: wanted } = step.event as EventOf<'GO'>;
        const opens =
          wanted === 'formulario' ||
          (wanted === 'procuracao' && !busca && finished(step, 'formulario')) ||
          (wanted === 'confirmacao' && finished(step, 'formulario') && finished(step, 'procuracao'));
        if (!opens) return unchanged(step);
        sees(step, screenOfServiceStep[wanted], wanted === 'formulario' ? formState(step) : stateOfStep[wanted]);
      },
      BACK: (step) => {
        const from = serviceScreen(step.previous as never);
        if (from === 'novo-servico') return leaves(step, 'left');
        if (from === 'servico-confirmacao' && !busca)
          return sees(step, 'servico-procuracao', 'editing.powerOfAttorney');
        sees(step, 'novo-servico', 'editing.form.saved');
      },
      SUBMIT: (step) => {
        const { dados } = step.event as EventOf<'SUBMIT'>;
        expect(refusalOf.has(dados), 'a form sample the table names').toBe(true);
        const problem = refusalOf.get(dados);
        if (problem) {
          // Refused before any call, with the same message the server would give.
          expect(serviceDataProblem(plan, { ...serviceDataOf(dados) })).toBe(problem);
          expect(step.snapshot.value).toEqual(step.previous!.value);
          return expect(context(step)).toEqual({ ...before(step), error: problem, notice: null });
        }
        sees(step, 'novo-servico', 'saving');
        expect(step.snapshot.can({ type: 'NEXT' })).toBe(false);
      },
      'done: saveForm': (step) => {
        sees(step, 'novo-servico', 'editing.form.saved');
        expect(context(step).notice).toBe(messages.services.saved);
        expect(step.snapshot.can({ type: 'NEXT' })).toBe(true);
      },
      'error: saveForm': (step) => {
        if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
        if (step.outcome === 'alreadySent') return leaves(step, 'closed', messages.services.alreadyConfirmed);
        const shown = {
          refused: formRefusal,
          serverFailed: messages.services.requestFailed,
          offline: messages.services.submitFailed,
        }[step.outcome!];
        // What is on screen was not accepted: still "Enviar", even when an earlier version was.
        sees(step, 'novo-servico', 'editing.form.unsaved', shown);
        expect(context(step).request).toEqual(before(step).request);
      },
      EDITED: (step) => {
        // An accepted form changed: it must be sent again before going on.
        sees(step, 'novo-servico', 'editing.form.unsaved');
        expect(context(step).notice).toBeNull();
      },
      NEXT: (step) => {
        if (busca) return sees(step, 'servico-confirmacao', 'editing.review.loading');
        sees(step, 'servico-procuracao', 'editing.powerOfAttorney');
      },
      'done: powerOfAttorney': (step) => {
        const signed = signedUploads[step.outcome as 'signed' | 'unsigned'];
        sees(step, 'servico-confirmacao', 'editing.review.loading');
        expect(context(step).request!.procuracao).toEqual({ enviada: true, ...signed });
        expect(context(step).request!.etapasConcluidas.procuracao).toBe(true);
      },
      'done: loadReview': (step) => {
        sees(step, 'servico-confirmacao', 'editing.review.shown', before(step).error);
        const ready = step.outcome === 'filled';
        expect(reviewReady(context(step).review)).toBe(ready);
        expect(step.snapshot.can({ type: 'CONFIRM' })).toBe(ready);
      },
      'error: loadReview': (step) => {
        if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
        sees(step, 'servico-confirmacao', 'editing.review.failed', before(step).error);
      },
      CONFIRM: (step) => {
        // Only the review of a filled form can be sent; an empty one or an unknown service cannot.
        if (before(step).review !== reviews.filled) return unchanged(step);
        sees(step, 'servico-confirmacao', 'confirming');
      },
      'done: confirm': (step) => {
        leaves(step, 'completed');
        expect(context(step).notice).toBe(messages.services.confirmed);
        expect(context(step).request!.etapa).toBe('concluido');
      },
      'error: confirm': (step) => {
        if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
        sees(
          step,
          'servico-confirmacao',
          'editing.review.shown',
          step.outcome === 'refused' ? messages.wizard.procuracaoMissing : messages.services.confirmFailed,
        );
      },
    },
  });
}

const walks = [describeType(4), describeType(5), describeType(6)];

it('the three types together visit every state node and take every transition', () => {
  const missingEverywhere = (key: 'stateNodes' | 'transitions') =>
    walks[0].coverage.missing[key].filter((item) => walks.every((walk) => walk.coverage.missing[key].includes(item)));
  expect({ stateNodes: missingEverywhere('stateNodes'), transitions: missingEverywhere('transitions') }).toEqual({
    stateNodes: [],
    transitions: [],
  });
});

/** A state that waits on an invoked call. */
const BUSY = /(^|\.)(loading|resuming|saving|confirming)(\.|$)/;
/** Until the machine waits on no call: the fake actors have answered and every transition they caused is taken. */
const settled = (actor: AnyActorRef) =>
  waitFor(actor, (snapshot) => !activeStates(snapshot).some((state) => BUSY.test(state)), { timeout: 10_000 });

describe('service-request machine, with its actors', () => {
  it('Oposição: form → procuração → review → sent, calling the API with the request and the form', async () => {
    const calls: string[] = [];
    const machine = serviceRequestMachine.provide({
      actors: {
        loadRequest: fromPromise(async () => requestAt(5, 'formulario')),
        saveForm: fromPromise(async ({ input }) => {
          calls.push(`save ${input.servicoId} plano ${input.planoId} ${String(input.dados.processoInpi)}`);
          return requestAt(5, 'procuracao');
        }),
        loadReview: fromPromise(async () => reviewOf(5, forms[5])),
        confirm: fromPromise(async ({ input }) => {
          calls.push(`confirm ${input.servicoId}`);
          return requestAt(5, 'concluido');
        }),
      },
    });
    const actor = createActor(machine, { input: { servicoId: 7 } }).start();
    await settled(actor);
    expect(serviceScreen(actor.getSnapshot())).toBe('novo-servico');
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'SUBMIT', dados: { ...forms[5] } });
    await settled(actor);
    actor.send({ type: 'NEXT' });
    expect(serviceScreen(actor.getSnapshot())).toBe('servico-procuracao');
    const child = actor.getSnapshot().children.powerOfAttorney as AnyActorRef;
    // The child machine starts from what the server already has: nothing.
    expect(child.getSnapshot().context.uploaded).toBeNull();
    expect(child.getSnapshot().context.id).toBe(7);
    actor.send({ type: 'BACK' });
    expect(activeStates(actor.getSnapshot())).toEqual(['editing.form.saved']);
    actor.send({ type: 'NEXT' });
    expect(calls).toEqual(['save 7 plano 5 912345678']);
    actor.stop();
  });

  it('Recurso for a holder the profile cannot qualify: the form asks the nationality and address, and sends them', async () => {
    const saved: unknown[] = [];
    const unqualified = { ...qualifiedHolder, Nacionalidade: '', CEP: '', Endereco: '', Numero: '', Bairro: '' };
    const machine = serviceRequestMachine.provide({
      actors: {
        loadRequest: fromPromise(async (): Promise<ServiceRequest> => ({
          ...requestAt(6, 'formulario'),
          titular: unqualified,
        })),
        saveForm: fromPromise(async ({ input }) => {
          saved.push(input.titular);
          return requestAt(6, 'procuracao');
        }),
      },
    });
    const actor = createActor(machine, { input: { servicoId: 7 } }).start();
    await settled(actor);
    actor.send({ type: 'SUBMIT', dados: { ...forms[6] } });
    expect(actor.getSnapshot().context.error).toBe(messages.services.holderNationalityRequired);
    actor.send({ type: 'SUBMIT', dados: { ...forms[6] }, titular: { Nacionalidade: 'portuguesa' } });
    expect(actor.getSnapshot().context.error).toBe(messages.services.holderAddressRequired);
    const address = { CEP: '01310-100', Endereco: 'Avenida Paulista', Numero: '1000', Bairro: 'Bela Vista' };
    actor.send({ type: 'SUBMIT', dados: { ...forms[6] }, titular: { Nacionalidade: 'portuguesa', ...address } });
    await settled(actor);
    expect(activeStates(actor.getSnapshot())).toEqual(['editing.form.saved']);
    expect(saved).toEqual([{ Nacionalidade: 'portuguesa', ...address }]);
    actor.stop();
  });

  it('Busca resumed at the review opens its data and sends it; "Anterior" goes back to the form', async () => {
    const machine = serviceRequestMachine.provide({
      actors: {
        loadRequest: fromPromise(async () => requestAt(4, 'confirmacao')),
        loadReview: fromPromise(async () => reviewOf(4, forms[4])),
        confirm: fromPromise(async () => requestAt(4, 'concluido')),
      },
    });
    const actor = createActor(machine, { input: { servicoId: 7 } }).start();
    await settled(actor);
    expect(activeStates(actor.getSnapshot())).toEqual(['editing.review.shown']);
    actor.send({ type: 'BACK' });
    expect(activeStates(actor.getSnapshot())).toEqual(['editing.form.saved']);
    actor.send({ type: 'NEXT' });
    await settled(actor);
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('completed');
  });
});
