import { assertEvent, assign, setup } from 'xstate';
import { messages } from '../../src/shared/messages';
import { failureOf, onCallError } from '../shared/api-failure';
import type { SignedPowerOfAttorney } from '../power-of-attorney/power-of-attorney';
import { serviceRequestActors } from './service-request-actors';
import { serviceRequestGuards } from './service-request-guards';
import {
  failureMessage,
  formAnswers,
  formProblem,
  planOf,
  withSignedPowerOfAttorney,
  type FormAnswers,
  type ServiceRequestContext,
  type ServiceRequestEvent,
  type ServiceRequestInput,
  type ServiceRequest,
  type ServiceReview,
} from './service-request-steps';

export * from './service-request-steps';

export const serviceRequestMachine = setup({
  types: {
    context: {} as ServiceRequestContext,
    events: {} as ServiceRequestEvent,
    input: {} as ServiceRequestInput,
  },
  actors: serviceRequestActors,
  guards: serviceRequestGuards,
  actions: {
    clearMessages: assign({ error: null, notice: null }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    showNotice: assign((_, params: { message: string }) => ({ notice: params.message })),
    keepRequest: assign((_, params: { request: ServiceRequest }) => ({ request: params.request })),
    keepSignedPowerOfAttorney: assign(({ context }, params: { signed: SignedPowerOfAttorney }) => ({
      request: withSignedPowerOfAttorney(context.request, params.signed),
    })),
    forgetReview: assign({ review: null }),
    keepReview: assign((_, params: { review: ServiceReview }) => ({ review: params.review })),
    refuseForm: assign(({ context }, params: FormAnswers) => ({
      error: formProblem(context, params.dados, params.titular),
      notice: null,
    })),
  },
}).createMachine({
  id: 'service-request',
  context: ({ input }) => ({ servicoId: input.servicoId, request: null, review: null, error: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'Reads the resume data (GET /api/servicos/{id}/assistente): what was saved and the first unfinished step.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadRequest',
        input: ({ context }) => ({ servicoId: context.servicoId }),
        onDone: {
          target: 'resuming',
          actions: { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) },
        },
        onError: onCallError({
          back: 'loadFailed',
          message: (event) => failureMessage(event, messages.services.loadFailed),
          unavailable: (event) => failureMessage(event, messages.orders.notFound),
        }),
      },
    },
    loadFailed: {
      description: 'Nothing answered the resume call: the message and a retry.',
      on: { RETRY: 'loading' },
    },
    resuming: {
      description: 'Opens the first unfinished step, whatever page was asked for: a typed URL cannot skip a step.',
      always: [
        {
          guard: 'concluded',
          target: 'closed',
          actions: { type: 'showError', params: { message: messages.services.alreadyConfirmed } },
        },
        { guard: 'resumesAtForm', target: 'editing.form' },
        { guard: 'resumesAtPowerOfAttorney', target: 'editing.powerOfAttorney' },
        { target: 'editing.review' },
      ],
    },
    editing: {
      description:
        'The steps waiting for the customer. GO (the address bar, the back button) opens a step only when the steps before it are finished.',
      initial: 'form',
      on: {
        GO: [
          {
            guard: { type: 'opensForm', params: ({ event }) => ({ step: event.step }) },
            target: '.form',
            actions: 'clearMessages',
          },
          {
            guard: { type: 'opensPowerOfAttorney', params: ({ event }) => ({ step: event.step }) },
            target: '.powerOfAttorney',
            actions: 'clearMessages',
          },
          {
            guard: { type: 'opensReview', params: ({ event }) => ({ step: event.step }) },
            target: '.review',
            actions: 'clearMessages',
          },
        ],
      },
      states: {
        form: {
          description:
            "/novo-servico: the service's form, with one action at a time: 'Enviar' until the server accepted what is on screen, then 'Próximo'.",
          tags: ['novo-servico'],
          initial: 'start',
          on: {
            BACK: { target: '#service-request.left', actions: 'clearMessages' },
          },
          states: {
            start: {
              description: 'A form the server already accepted (back from a later step) may go on at once.',
              always: [{ guard: 'formSaved', target: 'saved' }, { target: 'unsaved' }],
            },
            unsaved: {
              description: "What is on screen is not accepted yet: only 'Enviar', which sends it.",
              on: {
                SUBMIT: [
                  {
                    guard: { type: 'formValid', params: ({ event }) => formAnswers(event) },
                    target: '#service-request.saving',
                    actions: 'clearMessages',
                  },
                  { actions: { type: 'refuseForm', params: ({ event }) => formAnswers(event) } },
                ],
              },
            },
            saved: {
              description:
                "The server accepted the form: only 'Próximo', to the power of attorney (Oposição, Recurso) or the review (Busca). A change makes it unsent again.",
              on: {
                EDITED: { target: 'unsaved', actions: 'clearMessages' },
                NEXT: [
                  {
                    guard: 'needsPowerOfAttorney',
                    target: '#service-request.editing.powerOfAttorney',
                    actions: 'clearMessages',
                  },
                  { target: '#service-request.editing.review', actions: 'clearMessages' },
                ],
              },
            },
          },
        },
        powerOfAttorney: {
          description:
            "/servico-procuracao: download, sign on gov.br, upload; 'Próximo' once the signed upload answered 200.",
          tags: ['servico-procuracao'],
          on: { BACK: { target: 'form', actions: 'clearMessages' } },
          invoke: {
            id: 'powerOfAttorney',
            src: 'powerOfAttorney',
            input: ({ context }) => ({
              id: context.servicoId,
              uploaded: context.request?.procuracao.enviada
                ? {
                    assinadaDigitalmente: context.request.procuracao.assinadaDigitalmente,
                    arquivo: context.request.procuracao.arquivo,
                  }
                : null,
            }),
            onDone: {
              target: 'review',
              actions: { type: 'keepSignedPowerOfAttorney', params: ({ event }) => ({ signed: event.output }) },
            },
          },
        },
        review: {
          description: '/servico-confirmacao: the saved request read back from the server, and "Confirmar".',
          tags: ['servico-confirmacao'],
          initial: 'loading',
          on: {
            BACK: [
              { guard: 'needsPowerOfAttorney', target: 'powerOfAttorney', actions: 'clearMessages' },
              { target: 'form', actions: 'clearMessages' },
            ],
          },
          states: {
            loading: {
              description: '"Carregando dados do serviço..."',
              entry: 'forgetReview',
              invoke: {
                src: 'loadReview',
                input: ({ context }) => ({ servicoId: context.servicoId }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'keepReview', params: ({ event }) => ({ review: event.output }) },
                },
                onError: [{ guard: 'sessionExpired', target: '#service-request.toLogin' }, { target: 'failed' }],
              },
            },
            failed: {
              description: '"Falha ao carregar dados do serviço" and a retry.',
              on: { RETRY: 'loading' },
            },
            shown: {
              description:
                'The data, "Não disponível" where a value is missing; "Confirmar" only with a known service and its form saved.',
              on: {
                CONFIRM: { guard: 'reviewReady', target: '#service-request.confirming', actions: 'clearMessages' },
              },
            },
          },
        },
      },
    },
    saving: {
      description: 'PUT /api/servicos/{id} {servico: {nome, plano_id}, dados}.',
      tags: ['novo-servico', 'busy'],
      invoke: {
        src: 'saveForm',
        // Only a valid SUBMIT enters this state; assertEvent narrows it (checked at run time).
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { servicoId: context.servicoId, planoId: planOf(context), dados: event.dados, titular: event.titular };
        },
        onDone: {
          target: 'editing.form.saved',
          actions: [
            { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) },
            { type: 'showNotice', params: { message: messages.services.saved } },
          ],
        },
        onError: onCallError({
          // What is on screen was not accepted, even if an earlier version was: it is still to be sent.
          back: 'editing.form.unsaved',
          // The spec's two wordings: the server failed, or nothing answered.
          message: (event) =>
            failureMessage(
              event,
              failureOf(event).status ? messages.services.requestFailed : messages.services.submitFailed,
            ),
          unavailable: (event) => failureMessage(event, messages.orders.notFound),
        }),
      },
    },
    confirming: {
      description: 'POST /api/servicos/{id}/confirmar: the request goes to the team.',
      tags: ['servico-confirmacao', 'busy'],
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ servicoId: context.servicoId }),
        onDone: {
          target: 'completed',
          actions: [
            { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) },
            { type: 'showNotice', params: { message: messages.services.confirmed } },
          ],
        },
        onError: onCallError({
          back: 'editing.review.shown',
          message: (event) => failureMessage(event, messages.services.confirmFailed),
        }),
      },
    },
    completed: { type: 'final', description: 'Sent: /servicos, where the row now says "Solicitação em análise."' },
    left: { type: 'final', description: '"Anterior" on the form: back to /servicos.' },
    closed: { type: 'final', description: "Not the customer's, not paid, or already sent: /servicos with the reason." },
    toLogin: { type: 'final', description: 'The session expired: /login.' },
  },
});
