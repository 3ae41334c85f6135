import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../src/shared/messages';
import { DOCUMENT_FIELDS, type DocumentField, type UploadedDocuments } from '../src/shared/schemas/brand-wizard';
import { failureMessage, failureOf } from './api-failure';
import type { UploadFile } from './power-of-attorney';

export type ChosenDocuments = Partial<Record<DocumentField, UploadFile>>;

/** The request, and the files the server already keeps for it (a later upload may replace only some). */
export interface BrandDocumentsInput {
  marcaId: number;
  kept: Partial<UploadedDocuments>;
}

export interface BrandDocumentsContext extends BrandDocumentsInput {
  /** The refused "Próximo" or the failed upload. */
  error: string | null;
  /** Percent of the documents sent so far, while uploading. */
  progress: number | null;
}

export type BrandDocumentsEvent =
  | { type: 'CHOOSE_FILES'; files: ChosenDocuments }
  | { type: 'SUBMIT_FILES'; files: ChosenDocuments }
  | { type: 'PROGRESS'; percent: number };

/** How /arquivos ends: the files sent, all three already kept (nothing to send), or an expired session. */
export type BrandDocumentsOutput = { end: 'sent'; arquivos: UploadedDocuments } | { end: 'kept' } | { end: 'toLogin' };

const newFiles = (files: ChosenDocuments) => DOCUMENT_FIELDS.filter((field) => files[field] !== undefined);
const allThere = (context: BrandDocumentsContext, files: ChosenDocuments) =>
  DOCUMENT_FIELDS.every((field) => files[field] !== undefined || context.kept[field] !== undefined);
const filesOf = (event: BrandDocumentsEvent) => (event.type === 'PROGRESS' ? {} : event.files);

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
    uploadDocuments: fromPromise<UploadedDocuments, { marcaId: number; files: ChosenDocuments; onProgress: (percent: number) => void }>(async () => {
      throw new Error('uploadDocuments não fornecido');
    }),
  },
  guards: {
    // Files to send, and together with those already kept all three are there.
    sendsFiles: ({ context, event }) => newFiles(filesOf(event)).length > 0 && allThere(context, filesOf(event)),
    keepsAllFiles: ({ context, event }) => newFiles(filesOf(event)).length === 0 && allThere(context, filesOf(event)),
    // The refusal's complaint is fixed once all three are there.
    refusalFixed: ({ context, event }) => context.error === messages.uploads.allFilesRequired && allThere(context, filesOf(event)),
    sessionExpired: ({ event }) => failureOf(event).status === 401,
  },
  actions: {
    clearError: assign({ error: null }),
    refuse: assign({ error: messages.uploads.allFilesRequired }),
    startProgress: assign({ error: null, progress: 0 }),
    setProgress: assign((_, params: { percent: number }) => ({ progress: Math.max(0, Math.min(100, Math.round(params.percent))) })),
    uploadFailed: assign({ progress: null, error: ({ event }) => failureMessage(failureOf(event), messages.uploads.filesFailed) }),
  },
}).createMachine({
  id: 'brand-documents',
  context: ({ input }) => ({ ...input, error: null, progress: null }),
  initial: 'choosing',
  output: ({ event }) => (event as unknown as { output: BrandDocumentsOutput }).output,
  states: {
    choosing: {
      description: 'The customer picks the files; "Próximo" sends them, or goes on when all three are already kept.',
      on: {
        CHOOSE_FILES: { guard: 'refusalFixed', actions: 'clearError' },
        SUBMIT_FILES: [
          { guard: 'sendsFiles', target: 'uploading' },
          { guard: 'keepsAllFiles', target: 'kept' },
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
        input: ({ context, event, self }) => ({
          marcaId: context.marcaId,
          files: filesOf(event),
          onProgress: (percent: number) => self.send({ type: 'PROGRESS', percent }),
        }),
        onDone: { target: 'sent', actions: assign({ progress: 100 }) },
        onError: [{ guard: 'sessionExpired', target: 'toLogin' }, { target: 'choosing', actions: 'uploadFailed' }],
      },
    },
    sent: {
      description: 'The server keeps the documents.',
      type: 'final',
      output: ({ event }) => ({ end: 'sent' as const, arquivos: (event as unknown as { output: UploadedDocuments }).output }),
    },
    kept: { description: 'All three were already kept: nothing to send.', type: 'final', output: { end: 'kept' as const } },
    toLogin: { description: 'The session expired: /login.', type: 'final', output: { end: 'toLogin' as const } },
  },
});
