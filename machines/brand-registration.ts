import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import { onlyDigits } from '../src/shared/documents';
import { messages } from '../src/shared/messages';
import {
  DOCUMENT_FIELDS,
  ownersSchema,
  WIZARD_STEPS,
  type BrandData,
  type BrandDataInput,
  type BrandWizard,
  type CepAddress,
  type DocumentField,
  type Owner,
  type OwnerInput,
  type UploadedDocuments,
  type WizardStep,
} from '../src/shared/schemas/brand-wizard';
import type { Profile } from '../src/shared/schemas/profile';
import { failureMessage, failureOf } from './api-failure';
import { powerOfAttorneyMachine, type SignedPowerOfAttorney, type UploadFile } from './power-of-attorney';

/** The wizard's screens, named after their routes, in order; the state decides which one shows. */
export const wizardScreens = ['titular', 'add-titular', 'procuracao', 'marca', 'arquivos', 'confirmacao-marca'] as const;
export type WizardScreen = (typeof wizardScreens)[number];

/** The server's step names (resume data) and the screens that show them. */
export const screenOfStep: Record<WizardStep, WizardScreen> = {
  titular: 'titular',
  proprietarios: 'add-titular',
  procuracao: 'procuracao',
  marca: 'marca',
  arquivos: 'arquivos',
  confirmacao: 'confirmacao-marca',
};
export const stepOfScreen = Object.fromEntries(Object.entries(screenOfStep).map(([step, screen]) => [screen, step])) as Record<WizardScreen, WizardStep>;

/** The holder's address as the /titular form sends it, in the profile's field names (PATCH /api/profile/). */
export interface AddressInput {
  CEP: string;
  Endereco: string;
  Numero: string;
  Complemento: string;
  Cidade: string;
  Estado: string;
}

export type ChosenDocuments = Partial<Record<DocumentField, UploadFile>>;

export interface BrandRegistrationInput {
  marcaId: number;
}

export interface BrandRegistrationContext {
  marcaId: number;
  /** Everything saved so far (the resume data), kept current after each save. */
  wizard: BrandWizard | null;
  /** The message on the current step: a refused "Próximo" or a failed save. */
  error: string | null;
  /** The success message of the last save, shown once as a toast. */
  notice: string | null;
  cepError: string | null;
  /** The last CEP lookup's address, which the /titular form copies into its fields. */
  cepAddress: CepAddress | null;
  /** Percent of the documents sent so far, while uploading. */
  progress: number | null;
}

export type BrandRegistrationEvent =
  | { type: 'RETRY' }
  | { type: 'GO'; step: WizardStep }
  | { type: 'BACK' }
  | { type: 'LOOKUP_CEP'; cep: string }
  | { type: 'SUBMIT_ADDRESS'; address: AddressInput }
  | { type: 'SUBMIT_OWNERS'; owners: OwnerInput[] }
  | { type: 'SUBMIT_BRAND'; brand: BrandDataInput }
  | { type: 'SUBMIT_FILES'; files: ChosenDocuments }
  | { type: 'PROGRESS'; percent: number }
  | { type: 'CONFIRM' };

type EventOf<K extends BrandRegistrationEvent['type']> = Extract<BrandRegistrationEvent, { type: K }>;

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** What the filing needs of the holder's address (the server's rule for a finished /titular). */
export function addressComplete(address: AddressInput): boolean {
  return (
    onlyDigits(address.CEP).length === 8 &&
    address.Endereco.trim() !== '' &&
    address.Numero.trim() !== '' &&
    address.Cidade.trim() !== '' &&
    /^[A-Z]{2}$/.test(address.Estado.trim().toUpperCase())
  );
}

/** Every step before `step` is finished, so the customer may open it. */
export function canOpen(wizard: BrandWizard | null, step: WizardStep): boolean {
  if (!wizard) return false;
  return WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step)).every((earlier) => wizard.etapasConcluidas[earlier]);
}

function newFiles(files: ChosenDocuments): DocumentField[] {
  return DOCUMENT_FIELDS.filter((field) => files[field] !== undefined);
}

/** The resume data after a save: the saved values under `key`, and `step` now finished. */
function afterSave<K extends keyof BrandWizard>(context: BrandRegistrationContext, step: WizardStep, key: K, value: BrandWizard[K]) {
  return context.wizard && { ...context.wizard, [key]: value, etapasConcluidas: { ...context.wizard.etapasConcluidas, [step]: true } };
}

const opens = (step: WizardStep) => ({ context, event }: { context: BrandRegistrationContext; event: BrandRegistrationEvent }) =>
  event.type === 'GO' && event.step === step && canOpen(context.wizard, step);
const resumesAt = (step: WizardStep) => ({ context }: { context: BrandRegistrationContext }) => context.wizard?.etapa === step;

export const brandRegistrationMachine = setup({
  types: {
    context: {} as BrandRegistrationContext,
    events: {} as BrandRegistrationEvent,
    input: {} as BrandRegistrationInput,
  },
  actors: {
    // Provided by the web app (the API) or by tests.
    loadWizard: fromPromise<BrandWizard, { marcaId: number }>(async () => {
      throw new Error('loadWizard não fornecido');
    }),
    lookupCep: fromPromise<CepAddress, { cep: string }>(async () => {
      throw new Error('lookupCep não fornecido');
    }),
    saveAddress: fromPromise<Profile, { address: AddressInput }>(async () => {
      throw new Error('saveAddress não fornecido');
    }),
    saveOwners: fromPromise<Owner[], { marcaId: number; owners: OwnerInput[] }>(async () => {
      throw new Error('saveOwners não fornecido');
    }),
    // The web app provides it with the brand's endpoints; the service flow uses the same machine with its own.
    powerOfAttorney: powerOfAttorneyMachine,
    saveBrand: fromPromise<BrandData, { marcaId: number; brand: BrandDataInput }>(async () => {
      throw new Error('saveBrand não fornecido');
    }),
    uploadDocuments: fromPromise<UploadedDocuments, { marcaId: number; files: ChosenDocuments; onProgress: (percent: number) => void }>(async () => {
      throw new Error('uploadDocuments não fornecido');
    }),
    confirm: fromPromise<BrandWizard, { marcaId: number }>(async () => {
      throw new Error('confirm não fornecido');
    }),
  },
  guards: {
    concluded: ({ context }) => context.wizard?.etapa === 'concluido',
    sessionExpired: ({ event }) => failureOf(event).status === 401,
    requestUnavailable: ({ event }) => [403, 404, 409].includes(failureOf(event).status ?? 0),
    resumesAtTitular: resumesAt('titular'),
    resumesAtOwners: resumesAt('proprietarios'),
    resumesAtPowerOfAttorney: resumesAt('procuracao'),
    resumesAtBrand: resumesAt('marca'),
    resumesAtDocuments: resumesAt('arquivos'),
    opensTitular: opens('titular'),
    opensOwners: opens('proprietarios'),
    opensPowerOfAttorney: opens('procuracao'),
    opensBrand: opens('marca'),
    opensDocuments: opens('arquivos'),
    opensReview: opens('confirmacao'),
    cepComplete: ({ event }) => event.type === 'LOOKUP_CEP' && onlyDigits(event.cep).length === 8,
    addressComplete: ({ event }) => event.type === 'SUBMIT_ADDRESS' && addressComplete(event.address),
    ownersValid: ({ event }) => event.type === 'SUBMIT_OWNERS' && v.safeParse(ownersSchema, event.owners).success,
    nameAndType: ({ event }) => event.type === 'SUBMIT_BRAND' && Boolean(event.brand.nome?.trim()) && Boolean(event.brand.tipo),
    // Files to send, and together with those already kept all three are there (a later upload may replace only some).
    sendsFiles: ({ context, event }) => {
      if (event.type !== 'SUBMIT_FILES') return false;
      const chosen = newFiles(event.files);
      return chosen.length > 0 && DOCUMENT_FIELDS.every((field) => chosen.includes(field) || context.wizard?.arquivos[field] !== undefined);
    },
    keepsAllFiles: ({ context, event }) =>
      event.type === 'SUBMIT_FILES' &&
      newFiles(event.files).length === 0 && DOCUMENT_FIELDS.every((field) => context.wizard?.arquivos[field] !== undefined),
  },
  actions: {
    clearMessages: assign({ error: null, notice: null, cepError: null }),
    clearError: assign({ error: null }),
    clearCepError: assign({ cepError: null }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    /** "Próximo" refused on the step: its message, and the last save's notice goes. */
    refuseNext: assign((_, params: { message: string }) => ({ error: params.message, notice: null })),
    keepWizard: assign((_, params: { wizard: BrandWizard }) => ({ wizard: params.wizard })),
    keepCepAddress: assign((_, params: { address: CepAddress }) => ({ cepAddress: params.address })),
    cepLookupFailed: assign({ cepError: ({ event }) => failureMessage(failureOf(event), messages.cep.unavailable) }),
    startProgress: assign({ progress: 0 }),
    setProgress: assign((_, params: { percent: number }) => ({ progress: Math.max(0, Math.min(100, Math.round(params.percent))) })),
    endProgress: assign({ progress: null }),
  },
  delays: {
    // The spec's files screen goes to the review 1.5 s after a successful upload.
    redirectDelay: 1500,
  },
}).createMachine({
  id: 'brand-registration',
  context: ({ input }) => ({ marcaId: input.marcaId, wizard: null, error: null, notice: null, cepError: null, cepAddress: null, progress: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads everything saved so far and the first unfinished step.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadWizard',
        input: ({ context }) => ({ marcaId: context.marcaId }),
        onDone: { target: 'resuming', actions: { type: 'keepWizard', params: ({ event }) => ({ wizard: event.output }) } },
        onError: [
          { guard: 'sessionExpired', target: 'toLogin' },
          { guard: 'requestUnavailable', target: 'closed', actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.orders.notFound) }) } },
          { target: 'loadFailed', actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.brandWizard.loadFailed) }) } },
        ],
      },
    },
    loadFailed: {
      description: 'The saved steps could not be read; "Tentar novamente" asks again.',
      on: { RETRY: 'loading' },
    },
    resuming: {
      description: 'Opens the first unfinished step.',
      always: [
        { guard: 'concluded', target: 'closed', actions: { type: 'showError', params: { message: messages.wizard.alreadyConfirmed } } },
        { guard: 'resumesAtTitular', target: 'editing.titular' },
        { guard: 'resumesAtOwners', target: 'editing.owners' },
        { guard: 'resumesAtPowerOfAttorney', target: 'editing.powerOfAttorney' },
        { guard: 'resumesAtBrand', target: 'editing.brand' },
        { guard: 'resumesAtDocuments', target: 'editing.documents' },
        { target: 'editing.review' },
      ],
    },
    // The steps waiting for the customer. GO (the address bar, the back button, the review's links) opens a
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
          description: '/titular: the holder\'s address, with the CEP lookup.',
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
                input: ({ event }) => ({ cep: onlyDigits((event as EventOf<'LOOKUP_CEP'>).cep) }),
                onDone: { target: 'idle', actions: { type: 'keepCepAddress', params: ({ event }) => ({ address: event.output }) } },
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
                ? { assinadaDigitalmente: context.wizard.procuracao.assinadaDigitalmente, assinatura: context.wizard.procuracao.assinatura, arquivo: context.wizard.procuracao.arquivo }
                : null,
            }),
            onDone: {
              target: 'brand',
              actions: [
                'clearMessages',
                assign(({ context, event }) => {
                  const signed = outputOf<SignedPowerOfAttorney>(event);
                  return { wizard: afterSave(context, 'procuracao', 'procuracao', { enviada: true, ...signed }) };
                }),
              ],
            },
          },
          on: { BACK: { target: 'owners', actions: 'clearMessages' } },
        },
        brand: {
          description: '/marca: the brand\'s name, presentation, logo and Nice class.',
          tags: ['marca'],
          on: {
            BACK: { target: 'powerOfAttorney', actions: 'clearMessages' },
            SUBMIT_BRAND: [
              { guard: 'nameAndType', target: '#brand-registration.savingBrand', actions: 'clearMessages' },
              { actions: { type: 'refuseNext', params: { message: messages.brandData.nameAndTypeRequired } } },
            ],
          },
        },
        documents: {
          description: '/arquivos: the documents to send.',
          tags: ['arquivos'],
          on: {
            BACK: { target: 'brand', actions: 'clearMessages' },
            SUBMIT_FILES: [
              { guard: 'sendsFiles', target: '#brand-registration.uploadingDocuments', actions: 'clearMessages' },
              { guard: 'keepsAllFiles', target: 'review', actions: 'clearMessages' },
              { actions: { type: 'refuseNext', params: { message: messages.uploads.allFilesRequired } } },
            ],
          },
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
    savingAddress: {
      description: 'The address is being saved on the profile.',
      tags: ['titular', 'busy'],
      invoke: {
        src: 'saveAddress',
        input: ({ event }) => ({ address: (event as EventOf<'SUBMIT_ADDRESS'>).address }),
        onDone: {
          target: 'editing.owners',
          actions: assign(({ context, event }) => ({ wizard: afterSave(context, 'titular', 'titular', event.output), notice: messages.profile.addressSaved })),
        },
        onError: [
          { guard: 'sessionExpired', target: 'toLogin' },
          { target: 'editing.titular', actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.profile.addressSaveFailed) }) } },
        ],
      },
    },
    savingOwners: {
      description: 'The owners are being saved.',
      tags: ['add-titular', 'busy'],
      invoke: {
        src: 'saveOwners',
        input: ({ context, event }) => ({ marcaId: context.marcaId, owners: (event as EventOf<'SUBMIT_OWNERS'>).owners }),
        onDone: {
          target: 'editing.powerOfAttorney',
          actions: assign(({ context, event }) => ({ wizard: afterSave(context, 'proprietarios', 'proprietarios', event.output), notice: messages.owners.saved })),
        },
        onError: [
          { guard: 'sessionExpired', target: 'toLogin' },
          { target: 'editing.owners', actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.brandWizard.ownersSaveFailed) }) } },
        ],
      },
    },
    savingBrand: {
      description: 'The brand data is being saved.',
      tags: ['marca', 'busy'],
      invoke: {
        src: 'saveBrand',
        input: ({ context, event }) => ({ marcaId: context.marcaId, brand: (event as EventOf<'SUBMIT_BRAND'>).brand }),
        onDone: {
          target: 'editing.documents',
          actions: assign(({ context, event }) => ({ wizard: afterSave(context, 'marca', 'marca', event.output), notice: messages.brandData.saved })),
        },
        onError: [
          { guard: 'sessionExpired', target: 'toLogin' },
          { target: 'editing.brand', actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.brandData.saveFailed) }) } },
        ],
      },
    },
    uploadingDocuments: {
      description: 'The documents are being sent, with their progress.',
      tags: ['arquivos', 'busy'],
      entry: 'startProgress',
      on: { PROGRESS: { actions: { type: 'setProgress', params: ({ event }) => ({ percent: event.percent }) } } },
      invoke: {
        src: 'uploadDocuments',
        input: ({ context, event, self }) => ({
          marcaId: context.marcaId,
          files: (event as EventOf<'SUBMIT_FILES'>).files,
          onProgress: (percent: number) => self.send({ type: 'PROGRESS', percent }),
        }),
        onDone: {
          target: 'documentsUploaded',
          actions: assign(({ context, event }) => ({
            wizard: afterSave(context, 'arquivos', 'arquivos', event.output),
            notice: messages.uploads.filesUploaded,
            progress: 100,
          })),
        },
        onError: [
          { guard: 'sessionExpired', target: 'toLogin', actions: 'endProgress' },
          { target: 'editing.documents', actions: assign({ progress: null, error: ({ event }) => failureMessage(failureOf(event), messages.uploads.filesFailed) }) },
        ],
      },
    },
    documentsUploaded: {
      description: '"Arquivos enviados": the review follows a moment later.',
      tags: ['arquivos', 'busy'],
      after: { redirectDelay: { target: 'editing.review', actions: 'endProgress' } },
    },
    confirming: {
      description: 'The registration is being confirmed; afterwards it is read-only.',
      tags: ['confirmacao-marca', 'busy'],
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ marcaId: context.marcaId }),
        onDone: { target: 'completed', actions: assign({ wizard: ({ event }) => event.output, notice: messages.wizard.confirmed }) },
        onError: [
          { guard: 'sessionExpired', target: 'toLogin' },
          { target: 'editing.review', actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.brandWizard.confirmFailed) }) } },
        ],
      },
    },
    completed: { description: 'Confirmed: /home, where the row now says the registration is complete.', type: 'final' },
    left: { description: '"Anterior" on the first step: back to /home.', type: 'final' },
    closed: { description: 'Not the customer\'s, not paid, or already confirmed: /home with the reason.', type: 'final' },
    toLogin: { description: 'The session expired: /login.', type: 'final' },
  },
});

type SnapshotLike = { status: string; hasTag: (tag: string) => boolean };

/** The screen the state shows; null while loading (or failing to load) and once the wizard has ended. */
export function wizardScreen(snapshot: SnapshotLike): WizardScreen | null {
  if (snapshot.status !== 'active') return null;
  return wizardScreens.find((screen) => snapshot.hasTag(screen)) ?? null;
}
