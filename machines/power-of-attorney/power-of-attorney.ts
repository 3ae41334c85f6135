import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messages } from '../../src/shared/messages';
import {
  isRecognisedSignature,
  looksLikePdf,
  MAX_UPLOAD_BYTES,
  type SignatureReport,
  type UploadedFile,
} from '../../src/shared/schemas/brand-wizard';
import { failureMessage, failureOf } from '../shared/api-failure';

/** The government's e-signature service, where the customer signs the generated PDF (opened in a new tab). */
export const GOV_SIGNATURE_URL = 'https://www.gov.br/governodigital/pt-br/assinatura-eletronica';

/** What the machine needs of a chosen file; a browser File is one. */
export interface UploadFile {
  name: string;
  type: string;
  size: number;
}

/** The signed power of attorney the server accepted. */
export interface SignedPowerOfAttorney {
  /** Whether the PDF carries an embedded digital signature that verified (gov.br's does). */
  assinadaDigitalmente: boolean;
  /** The verified outcome and who signed, as the server reports it. */
  assinatura?: SignatureReport;
  arquivo: UploadedFile | null;
}

/** Which request it belongs to (a brand or a service: the provided actors know the endpoints) and what was already sent. */
export interface PowerOfAttorneyInput {
  id: number;
  uploaded?: SignedPowerOfAttorney | null;
}

export interface PowerOfAttorneyContext {
  id: number;
  uploaded: SignedPowerOfAttorney | null;
  /** Whether the generated PDF was downloaded here (the first step's tick). */
  downloaded: boolean;
  /** Percent of the signed file sent so far, while uploading. */
  progress: number | null;
  error: string | null;
  /** The success message of the last upload, shown once as a toast. */
  notice: string | null;
}

export type PowerOfAttorneyEvent =
  | { type: 'DOWNLOAD' }
  | { type: 'SIGN' }
  | { type: 'UPLOAD'; file: UploadFile }
  | { type: 'PROGRESS'; percent: number }
  | { type: 'NEXT' };

/** The three steps the screen shows, and "all done" once the signed file is accepted. */
export type PowerOfAttorneyStep = 0 | 1 | 2 | 3;

/**
 * Download the generated power of attorney, sign it on gov.br, upload the signed PDF, then "Próximo".
 * The steps can be taken again in any order (download again, replace the upload); "Próximo" needs an
 * accepted upload. Independent of brands: the brand wizard and the service flow provide its two actors.
 */
export const powerOfAttorneyMachine = setup({
  types: {
    context: {} as PowerOfAttorneyContext,
    events: {} as PowerOfAttorneyEvent,
    input: {} as PowerOfAttorneyInput,
    output: {} as SignedPowerOfAttorney,
  },
  actors: {
    // Provided by the web app: fetch the generated PDF and hand it to the browser as a download.
    downloadPdf: fromPromise<void, { id: number }>(async () => {
      throw new Error('downloadPdf não fornecido');
    }),
    // Provided by the web app: send the file, reporting progress in percent.
    uploadSigned: fromPromise<
      SignedPowerOfAttorney,
      { id: number; file: UploadFile; onProgress: (percent: number) => void }
    >(async () => {
      throw new Error('uploadSigned não fornecido');
    }),
  },
  guards: {
    hasUpload: ({ context }) => context.uploaded !== null,
    notPdf: (_, params: { file: UploadFile }) => !looksLikePdf(params.file),
    tooLarge: (_, params: { file: UploadFile }) => params.file.size > MAX_UPLOAD_BYTES,
  },
  actions: {
    clearMessages: assign({ error: null, notice: null }),
    markDownloaded: assign({ downloaded: true }),
    clearError: assign({ error: null }),
    // A new error replaces the last toast, so the two are never read together.
    showError: assign((_, params: { message: string }) => ({ error: params.message, notice: null })),
    startProgress: assign({ progress: 0 }),
    stopProgress: assign({ progress: null }),
    showProgress: assign((_, params: { percent: number }) => ({
      progress: Math.max(0, Math.min(100, Math.round(params.percent))),
    })),
    keepUpload: assign((_, params: { uploaded: SignedPowerOfAttorney }) => ({
      uploaded: params.uploaded,
      notice: messages.uploads.procuracaoUploaded,
    })),
    showUploadFailure: assign({ error: ({ event }) => failureMessage(failureOf(event), messages.uploads.fileFailed) }),
  },
}).createMachine({
  id: 'power-of-attorney',
  context: ({ input }) => ({
    id: input.id,
    uploaded: input.uploaded ?? null,
    downloaded: false,
    progress: null,
    error: null,
    notice: null,
  }),
  initial: 'start',
  output: ({ context }) => context.uploaded!,
  states: {
    start: {
      description: 'Opens at the download step, or at the end when a signed file was already sent.',
      always: [{ guard: 'hasUpload', target: 'ready.uploaded' }, { target: 'ready.download' }],
    },
    ready: {
      description: 'The three steps on screen: download, sign on gov.br, upload the signed PDF.',
      initial: 'download',
      on: {
        DOWNLOAD: { target: 'downloading', actions: 'clearMessages' },
        UPLOAD: [
          {
            guard: { type: 'notPdf', params: ({ event }) => ({ file: event.file }) },
            actions: { type: 'showError', params: { message: messages.uploads.procuracaoNotPdf } },
          },
          {
            guard: { type: 'tooLarge', params: ({ event }) => ({ file: event.file }) },
            actions: { type: 'showError', params: { message: messages.uploads.fileTooLarge } },
          },
          { target: 'uploading', actions: 'clearMessages' },
        ],
        NEXT: { actions: { type: 'showError', params: { message: messages.wizard.procuracaoMissing } } },
      },
      states: {
        download: {
          description: 'Step 1: download the generated power of attorney.',
          on: { SIGN: { target: 'upload', actions: 'clearError' } },
        },
        sign: {
          description: 'Step 2: sign it on gov.br (opens in a new tab).',
          on: { SIGN: { target: 'upload', actions: 'clearError' } },
        },
        upload: { description: 'Step 3: send the signed PDF.' },
        uploaded: {
          description: 'The signed file was accepted; another may replace it.',
          on: { NEXT: { target: '#power-of-attorney.done' } },
        },
      },
    },
    downloading: {
      description: 'The PDF is being generated and downloaded.',
      invoke: {
        src: 'downloadPdf',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: 'hasUpload', target: 'ready.uploaded', actions: 'markDownloaded' },
          { target: 'ready.sign', actions: 'markDownloaded' },
        ],
        onError: [
          {
            guard: 'hasUpload',
            target: 'ready.uploaded',
            actions: { type: 'showError', params: { message: messages.powerOfAttorney.downloadFailed } },
          },
          {
            target: 'ready.download',
            actions: { type: 'showError', params: { message: messages.powerOfAttorney.downloadFailed } },
          },
        ],
      },
    },
    uploading: {
      description: 'The signed PDF is being sent, with its progress.',
      entry: 'startProgress',
      exit: 'stopProgress',
      on: { PROGRESS: { actions: { type: 'showProgress', params: ({ event }) => ({ percent: event.percent }) } } },
      invoke: {
        src: 'uploadSigned',
        // Only an UPLOAD that passed the guards enters this state; assertEvent narrows it (checked at run time).
        input: ({ context, event, self }) => {
          assertEvent(event, 'UPLOAD');
          return {
            id: context.id,
            file: event.file,
            onProgress: (percent: number) => self.send({ type: 'PROGRESS', percent }),
          };
        },
        onDone: {
          target: 'ready.uploaded',
          actions: { type: 'keepUpload', params: ({ event }) => ({ uploaded: event.output }) },
        },
        onError: [
          // A failed replacement keeps the upload the server already has.
          { guard: 'hasUpload', target: 'ready.uploaded', actions: 'showUploadFailure' },
          { target: 'ready.upload', actions: 'showUploadFailure' },
        ],
      },
    },
    done: { description: 'The step is finished; the wizard moves on.', type: 'final' },
  },
});

type SnapshotLike = { matches: (value: never) => boolean };

/**
 * Whether the signed file the server kept carries a recognised signature of everyone who must sign: what "Assine
 * no gov.br" means. Opening gov.br proves nothing, and a file sent unsigned (or signed by only some) is not signed.
 */
export function signedByEveryone(uploaded: SignedPowerOfAttorney | null): boolean {
  if (!uploaded) return false;
  // An answer from before the verification report existed only has the flag.
  if (!uploaded.assinatura) return uploaded.assinadaDigitalmente;
  return isRecognisedSignature(uploaded.assinatura.situacao) && (uploaded.assinatura.pendencias ?? []).length === 0;
}

/**
 * The tick of each of the three steps, each only once it is done: the PDF downloaded (or a file already sent,
 * which needed it), the signature recognised on the file received, the file received.
 */
export function powerOfAttorneyStepsDone(context: PowerOfAttorneyContext): [boolean, boolean, boolean] {
  const sent = context.uploaded !== null;
  return [context.downloaded || sent, signedByEveryone(context.uploaded), sent];
}

/** The step the screen highlights: 0 download, 1 sign, 2 upload, 3 everything done. */
export function powerOfAttorneyStep(snapshot: SnapshotLike): PowerOfAttorneyStep {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is({ ready: 'uploaded' }) || is('done')) return 3;
  if (is({ ready: 'upload' }) || is('uploading')) return 2;
  if (is({ ready: 'sign' })) return 1;
  return 0;
}
