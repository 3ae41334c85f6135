import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messages } from '../../src/shared/messages';
import {
  DOCUMENT_FIELDS,
  type DocumentField,
  requiredDocuments,
  type UploadedDocuments,
} from '../../src/shared/schemas/brand-wizard';
import { failureMessage, failureOf, sessionExpired } from '../shared/api-failure';
import type { UploadFile } from '../power-of-attorney/power-of-attorney';
import type { BrandWizard } from './owner-names';

export type ChosenDocuments = Partial<Record<DocumentField, UploadFile>>;

/** The request, and the files the server already keeps for it (a later upload may replace only some). */
export interface BrandDocumentsInput {
  marcaId: number;
  kept: Partial<UploadedDocuments>;
  /** The documents this brand's type needs (requiredDocuments): a Nominativa sends no logo. */
  required: readonly DocumentField[];
}

export interface BrandDocumentsContext extends BrandDocumentsInput {
  /** The refused "Próximo" or the failed upload. */
  error: string | null;
  /** Percent of the documents sent so far, while uploading. */
  progress: number | null;
  /** How /arquivos ended, set as it ends: the machine's output. */
  outcome: BrandDocumentsOutput | null;
}

export type BrandDocumentsEvent =
  | { type: 'CHOOSE_FILES'; files: ChosenDocuments }
  | { type: 'SUBMIT_FILES'; files: ChosenDocuments }
  | { type: 'PROGRESS'; percent: number };

/** How /arquivos ends: the files sent, all three already kept (nothing to send), or an expired session. */
export type BrandDocumentsOutput = { end: 'sent'; arquivos: UploadedDocuments } | { end: 'kept' } | { end: 'toLogin' };

/** The step's input from the wizard as loaded: what is kept, and what this brand's type needs. */
export const documentsInputOf = (marcaId: number, wizard: BrandWizard | null | undefined): BrandDocumentsInput => ({
  marcaId,
  kept: wizard?.arquivos ?? {},
  required: requiredDocuments(wizard?.marca.tipo),
});

const newFiles = (files: ChosenDocuments) => DOCUMENT_FIELDS.filter((field) => files[field] !== undefined);
const allThere = (context: BrandDocumentsContext, files: ChosenDocuments) =>
  context.required.every((field) => files[field] !== undefined || context.kept[field] !== undefined);

/** /arquivos: the three documents chosen and sent together, with their progress. */
export const brandDocumentsMachine = setup({
  types: {
    context: {} as BrandDocumentsContext,
    events: {} as BrandDocumentsEvent,
    input: {} as BrandDocumentsInput,
    output: {} as BrandDocumentsOutput,
  },
  actors: {
    // Provided by the web app (the API) or by tests.
    uploadDocuments: fromPromise<
      UploadedDocuments,
      { marcaId: number; files: ChosenDocuments; onProgress: (percent: number) => void }
    >(async () => {
      throw new Error('uploadDocuments não fornecido');
    }),
  },
  guards: {
    // Files to send, and together with those already kept all three are there.
    sendsFiles: ({ context }, params: { files: ChosenDocuments }) =>
      newFiles(params.files).length > 0 && allThere(context, params.files),
    keepsAllFiles: ({ context }, params: { files: ChosenDocuments }) =>
      newFiles(params.files).length === 0 && allThere(context, params.files),
    // The refusal's complaint is fixed once all three are there.
    refusalFixed: ({ context }, params: { files: ChosenDocuments }) =>
      context.error === messages.uploads.allFilesRequired && allThere(context, params.files),
    sessionExpired: ({ event }) => sessionExpired(event),
  },
  actions: {
    clearError: assign({ error: null }),
    refuse: assign({ error: messages.uploads.allFilesRequired }),
    startProgress: assign({ error: null, progress: 0 }),
    setProgress: assign((_, params: { percent: number }) => ({
      progress: Math.max(0, Math.min(100, Math.round(params.percent))),
    })),
    uploadFailed: assign({
      progress: null,
      error: ({ event }) => failureMessage(failureOf(event), messages.uploads.filesFailed),
    }),
    keepSentFiles: assign((_, params: { arquivos: UploadedDocuments }) => ({
      progress: 100,
      outcome: { end: 'sent' as const, arquivos: params.arquivos },
    })),
    endAs: assign((_, params: { end: 'kept' | 'toLogin' }) => ({ outcome: { end: params.end } })),
  },
}).createMachine({
  id: 'brand-documents',
  context: ({ input }) => ({ ...input, error: null, progress: null, outcome: null }),
  initial: 'choosing',
  // Every final state sets the outcome on its way in.
  output: ({ context }) => context.outcome!,
  states: {
    choosing: {
      description: 'The customer picks the files; "Próximo" sends them, or goes on when all three are already kept.',
      on: {
        CHOOSE_FILES: {
          guard: { type: 'refusalFixed', params: ({ event }) => ({ files: event.files }) },
          actions: 'clearError',
        },
        SUBMIT_FILES: [
          { guard: { type: 'sendsFiles', params: ({ event }) => ({ files: event.files }) }, target: 'uploading' },
          { guard: { type: 'keepsAllFiles', params: ({ event }) => ({ files: event.files }) }, target: 'kept' },
          { actions: 'refuse' },
        ],
      },
    },
    uploading: {
      description: 'The documents are being sent, with their progress.',
      entry: 'startProgress',
      on: { PROGRESS: { actions: { type: 'setProgress', params: ({ event }) => ({ percent: event.percent }) } } },
      invoke: {
        src: 'uploadDocuments',
        // Only a SUBMIT_FILES with files to send enters this state; assertEvent narrows it (checked at run time).
        input: ({ context, event, self }) => {
          assertEvent(event, 'SUBMIT_FILES');
          return {
            marcaId: context.marcaId,
            files: event.files,
            onProgress: (percent: number) => self.send({ type: 'PROGRESS', percent }),
          };
        },
        onDone: {
          target: 'sent',
          actions: { type: 'keepSentFiles', params: ({ event }) => ({ arquivos: event.output }) },
        },
        onError: [
          { guard: 'sessionExpired', target: 'toLogin' },
          { target: 'choosing', actions: 'uploadFailed' },
        ],
      },
    },
    sent: { description: 'The server keeps the documents.', type: 'final' },
    kept: {
      description: 'All three were already kept: nothing to send.',
      type: 'final',
      entry: { type: 'endAs', params: { end: 'kept' } },
    },
    toLogin: {
      description: 'The session expired: /login.',
      type: 'final',
      entry: { type: 'endAs', params: { end: 'toLogin' } },
    },
  },
});
