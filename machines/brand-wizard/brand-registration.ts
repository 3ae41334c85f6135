import { and, assertEvent, assign, setup } from 'xstate';
import { onlyDigits } from '../../src/shared/documents';
import { messages } from '../../src/shared/messages';
import { type CepAddress, type WizardStep } from '../../src/shared/schemas/brand-wizard';
import type { BrandWizard } from './owner-names';
import { cepFailureMessage, failureMessage, failureOf, onCallError } from '../shared/api-failure';
import { type BrandDocumentsOutput, documentsInputOf } from './brand-documents';
import { brandWizardActors } from './brand-wizard-actors';
import { brandWizardGuards } from './brand-wizard-guards';
import {
  type BrandRegistrationContext,
  type BrandRegistrationEvent,
  type BrandRegistrationInput,
} from './brand-wizard-steps';
import type { SignedPowerOfAttorney } from '../power-of-attorney/power-of-attorney';
import { afterSave, brandWizardSaves } from '../shared/wizard-saves';

export * from './brand-wizard-steps';
export type { ChosenDocuments } from './brand-documents';

const sentFiles = (output: BrandDocumentsOutput) => (output.end === 'sent' ? output.arquivos : {});

export const brandRegistrationMachine = setup({
  types: {
    context: {} as BrandRegistrationContext,
    events: {} as BrandRegistrationEvent,
    input: {} as BrandRegistrationInput,
  },
  actors: brandWizardActors,
  guards: brandWizardGuards,
  actions: {
    clearMessages: assign({ error: null, notice: null, cepError: null }),
    clearError: assign({ error: null }),
    clearCepError: assign({ cepError: null }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    /** "Próximo" refused on the step: its message, and the last save's notice goes. */
    refuseNext: assign((_, params: { message: string }) => ({ error: params.message, notice: null })),
    keepWizard: assign((_, params: { wizard: BrandWizard }) => ({ wizard: params.wizard })),
    keepSaved: assign(
      ({ context }, params: { step: WizardStep; key: keyof BrandWizard; value: unknown; notice: string }) => ({
        wizard: afterSave(context, params.step, params.key, params.value as never),
        notice: params.notice,
      }),
    ),
    keepCepAddress: assign((_, params: { address: CepAddress }) => ({ cepAddress: params.address })),
    cepLookupFailed: assign({ cepError: ({ event }) => cepFailureMessage(failureOf(event)) }),
    keepSignedPowerOfAttorney: assign(({ context }, params: { signed: SignedPowerOfAttorney }) => ({
      wizard: afterSave(context, 'procuracao', 'procuracao', { enviada: true, ...params.signed }),
    })),
    keepSentDocuments: assign(({ context }, params: { arquivos: BrandWizard['arquivos'] }) => ({
      wizard: afterSave(context, 'arquivos', 'arquivos', params.arquivos),
      notice: messages.uploads.filesUploaded,
    })),
    keepConfirmed: assign((_, params: { wizard: BrandWizard }) => ({
      wizard: params.wizard,
      notice: messages.wizard.confirmed,
    })),
  },
  delays: {
    // The spec's files screen goes to the review 1.5 s after a successful upload.
    redirectDelay: 1500,
  },
}).createMachine({
  id: 'brand-registration',
  context: ({ input }) => ({
    marcaId: input.marcaId,
    at: input.at ?? null,
    wizard: null,
    error: null,
    notice: null,
    cepError: null,
    cepAddress: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads everything saved so far and the first unfinished step.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadWizard',
        input: ({ context }) => ({ marcaId: context.marcaId }),
        onDone: {
          target: 'resuming',
          actions: { type: 'keepWizard', params: ({ event }) => ({ wizard: event.output }) },
        },
        onError: onCallError({
          back: 'loadFailed',
          message: (event) => failureMessage(failureOf(event), messages.brandWizard.loadFailed),
          unavailable: (event) => failureMessage(failureOf(event), messages.orders.notFound),
        }),
      },
    },
    loadFailed: {
      description: 'The saved steps could not be read; "Tentar novamente" asks again.',
      on: { RETRY: 'loading' },
    },
    resuming: {
      description: 'Opens the step whose page was opened, when it may be opened; else the first unfinished step.',
      always: [
        {
          guard: 'concluded',
          target: 'closed',
          actions: { type: 'showError', params: { message: messages.wizard.alreadyConfirmed } },
        },
        { guard: 'resumesAtTitular', target: 'editing.titular' },
        { guard: 'resumesAtOwners', target: 'editing.owners' },
        { guard: 'resumesAtPowerOfAttorney', target: 'editing.powerOfAttorney' },
        { guard: 'resumesAtBrand', target: 'editing.brand' },
        { guard: 'resumesAtDocuments', target: 'editing.documents' },
        { target: 'editing.review' },
      ],
    },
    editing: {
      description: 'A step\'s form is on screen; "Anterior" and the steps above move between finished steps.',
      initial: 'titular',
      on: {
        GO: [
          { guard: 'opensTitular', target: '.titular', actions: 'clearMessages' },
          { guard: 'opensOwners', target: '.owners', actions: 'clearMessages' },
          { guard: 'opensPowerOfAttorney', target: '.powerOfAttorney', actions: 'clearMessages' },
          { guard: 'opensBrand', target: '.brand', actions: 'clearMessages' },
          { guard: 'opensDocuments', target: '.documents', actions: 'clearMessages' },
          { guard: 'opensReview', target: '.review', actions: 'clearMessages' },
        ],
      },
      states: {
        titular: {
          description: "/titular: the holder's address, with the CEP lookup.",
          tags: ['titular'],
          initial: 'idle',
          on: {
            BACK: { target: '#brand-registration.left', actions: 'clearMessages' },
            LOOKUP_CEP: [
              { guard: 'cepComplete', target: '.lookingUpCep', reenter: true, actions: 'clearCepError' },
              { target: '.idle', actions: 'clearCepError' },
            ],
            SUBMIT_ADDRESS: [
              { guard: 'addressComplete', target: '#brand-registration.savingAddress', actions: 'clearMessages' },
              { actions: { type: 'refuseNext', params: { message: messages.wizard.addressIncomplete } } },
            ],
          },
          states: {
            idle: { description: 'The customer types the address.' },
            lookingUpCep: {
              description: 'The CEP is being looked up to fill street, city and state.',
              invoke: {
                src: 'lookupCep',
                input: ({ event }) => {
                  assertEvent(event, 'LOOKUP_CEP');
                  return { cep: onlyDigits(event.cep) };
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'keepCepAddress', params: ({ event }) => ({ address: event.output }) },
                },
                // A CEP that does not exist says so; an outage says the service is down: either way the address is typed by hand.
                onError: { target: 'idle', actions: 'cepLookupFailed' },
              },
            },
          },
        },
        owners: {
          description: '/add-titular: the owners of the brand.',
          tags: ['add-titular'],
          on: {
            BACK: { target: 'titular', actions: 'clearMessages' },
            SUBMIT_OWNERS: [
              { guard: 'ownersValid', target: '#brand-registration.savingOwners', actions: 'clearMessages' },
              { actions: { type: 'refuseNext', params: { message: messages.wizard.ownersMissing } } },
            ],
          },
        },
        powerOfAttorney: {
          description: '/procuracao: download, sign and send the power of attorney.',
          tags: ['procuracao'],
          invoke: {
            id: 'powerOfAttorney',
            src: 'powerOfAttorney',
            input: ({ context }) => ({
              id: context.marcaId,
              uploaded: context.wizard?.procuracao.enviada
                ? {
                    assinadaDigitalmente: context.wizard.procuracao.assinadaDigitalmente,
                    assinatura: context.wizard.procuracao.assinatura,
                    arquivo: context.wizard.procuracao.arquivo,
                  }
                : null,
            }),
            onDone: {
              target: 'brand',
              actions: [
                'clearMessages',
                { type: 'keepSignedPowerOfAttorney', params: ({ event }) => ({ signed: event.output }) },
              ],
            },
          },
          on: { BACK: { target: 'owners', actions: 'clearMessages' } },
        },
        brand: {
          description:
            "/marca: the brand's name and presentation, and its Nice classes, each with the items it protects.",
          tags: ['marca'],
          on: {
            BACK: { target: 'powerOfAttorney', actions: 'clearMessages' },
            EDIT_BRAND: [
              { guard: 'nameAndTypeFixed', actions: 'clearError' },
              { guard: 'classesFixed', actions: 'clearError' },
            ],
            SUBMIT_BRAND: [
              {
                guard: and(['nameAndType', 'classesChosen']),
                target: '#brand-registration.savingBrand',
                actions: 'clearMessages',
              },
              {
                guard: 'nameAndType',
                actions: { type: 'refuseNext', params: { message: messages.brandData.classesRequired } },
              },
              { actions: { type: 'refuseNext', params: { message: messages.brandData.nameAndTypeRequired } } },
            ],
          },
        },
        documents: {
          description: '/arquivos: the documents to send, run by machines/brand-wizard/brand-documents.ts.',
          tags: ['arquivos'],
          invoke: {
            id: 'documents',
            src: 'documents',
            input: ({ context }) => documentsInputOf(context.marcaId, context.wizard),
            onDone: [
              {
                guard: { type: 'documentsEnded', params: ({ event }) => ({ output: event.output, end: 'toLogin' }) },
                target: '#brand-registration.toLogin',
              },
              {
                guard: { type: 'documentsEnded', params: ({ event }) => ({ output: event.output, end: 'sent' }) },
                target: '#brand-registration.documentsUploaded',
                actions: { type: 'keepSentDocuments', params: ({ event }) => ({ arquivos: sentFiles(event.output) }) },
              },
              { target: 'review', actions: 'clearMessages' },
            ],
          },
          on: { BACK: { target: 'brand', actions: 'clearMessages' } },
        },
        review: {
          description: '/confirmacao-marca: everything saved, to confirm.',
          tags: ['confirmacao-marca'],
          on: {
            BACK: { target: 'documents', actions: 'clearMessages' },
            CONFIRM: { target: '#brand-registration.confirming', actions: 'clearMessages' },
          },
        },
      },
    },
    ...brandWizardSaves,
    documentsUploaded: {
      description: '"Arquivos enviados": the review follows a moment later.',
      tags: ['arquivos', 'busy'],
      after: { redirectDelay: 'editing.review' },
    },
    confirming: {
      description: 'The registration is being confirmed; afterwards it is read-only.',
      tags: ['confirmacao-marca', 'busy'],
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ marcaId: context.marcaId }),
        onDone: {
          target: 'completed',
          actions: { type: 'keepConfirmed', params: ({ event }) => ({ wizard: event.output }) },
        },
        onError: onCallError({
          back: 'editing.review',
          message: (event) => failureMessage(failureOf(event), messages.brandWizard.confirmFailed),
        }),
      },
    },
    completed: { description: 'Confirmed: /home, where the row now says the registration is complete.', type: 'final' },
    left: { description: '"Anterior" on the first step: back to /home.', type: 'final' },
    closed: {
      description: "Not the customer's, not paid, or already confirmed: /home with the reason.",
      type: 'final',
    },
    toLogin: { description: 'The session expired: /login.', type: 'final' },
  },
});
