import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  GOV_SIGNATURE_URL,
  powerOfAttorneyMachine,
  powerOfAttorneyStep,
  powerOfAttorneyStepsDone,
  signedByEveryone,
  type PowerOfAttorneyContext,
  type PowerOfAttorneyEvent,
  type PowerOfAttorneyInput,
  type SignedPowerOfAttorney,
} from '../../machines/power-of-attorney/power-of-attorney';
import { activeStates, type WalkPath, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import { powerOfAttorneyModel, signedUploads, uploadFiles } from '../support/machines/brand-wizard-models';
import { describeModel } from '../support/machines/model';

const context = (step: WalkStep) => step.snapshot.context as PowerOfAttorneyContext;
const before = (step: WalkStep) => step.previous!.context as PowerOfAttorneyContext;
const stateOf = (step: WalkStep) => activeStates(step.snapshot).join(', ');
const started = (path: WalkPath) => path.input.input as PowerOfAttorneyInput;
const hadUpload = (step: WalkStep) => before(step).uploaded !== null;

/** What the customer sees: the state, the highlighted step, and the message under the steps. */
function sees(step: WalkStep, state: string, highlighted: number, error: string | null = null) {
  expect(stateOf(step)).toBe(state);
  expect(powerOfAttorneyStep(step.snapshot as never)).toBe(highlighted);
  expect(context(step).error).toBe(error);
}

/** The green ticks of "1. Baixe", "2. Assine no gov.br" and "3. Envie". */
const ticks = (step: WalkStep) => powerOfAttorneyStepsDone(context(step));

const unchangedBut = (step: WalkStep, error: string) => {
  expect(step.snapshot.value).toEqual(step.previous!.value);
  expect(context(step)).toEqual({ ...before(step), error, notice: null });
};

describeModel('power-of-attorney machine', {
  ...powerOfAttorneyModel,
  expectAfter: {
    'xstate.init': (step, path) => {
      if (started(path).uploaded) {
        sees(step, 'ready.uploaded', 3);
        expect(ticks(step)).toEqual([true, true, true]);
        return expect(context(step).uploaded).toEqual(signedUploads.signed);
      }
      sees(step, 'ready.download', 0);
      expect(ticks(step)).toEqual([false, false, false]);
      expect(context(step).uploaded).toBeNull();
    },
    DOWNLOAD: (step) => sees(step, 'downloading', 0),
    'done: downloadPdf': (step) => {
      if (hadUpload(step)) sees(step, 'ready.uploaded', 3);
      else sees(step, 'ready.sign', 1);
      expect(ticks(step)[0]).toBe(true);
    },
    'error: downloadPdf': (step) =>
      hadUpload(step)
        ? sees(step, 'ready.uploaded', 3, messages.powerOfAttorney.downloadFailed)
        : sees(step, 'ready.download', 0, messages.powerOfAttorney.downloadFailed),
    // Opening gov.br signs nothing: "2. Assine no gov.br" stays unticked until a signed file is received.
    SIGN: (step) => {
      sees(step, 'ready.upload', 2);
      expect(ticks(step)).toEqual([before(step).downloaded, false, false]);
    },
    UPLOAD: (step) => {
      const { file } = step.event as Extract<PowerOfAttorneyEvent, { type: 'UPLOAD' }>;
      if (file === uploadFiles.photo) return unchangedBut(step, messages.uploads.procuracaoNotPdf);
      if (file === uploadFiles.hugePdf) return unchangedBut(step, messages.uploads.fileTooLarge);
      sees(step, 'uploading', 2);
      expect(context(step).progress).toBe(0);
    },
    PROGRESS: (step) => {
      expect(stateOf(step)).toBe('uploading');
      expect(context(step).progress).toBe(42);
    },
    'done: uploadSigned': (step) => {
      sees(step, 'ready.uploaded', 3);
      expect(context(step)).toMatchObject({
        uploaded: signedUploads[step.outcome as 'signed' | 'unsigned'],
        notice: messages.uploads.procuracaoUploaded,
        progress: null,
      });
      // Received: ticked; signed only when the signature was recognised.
      expect(ticks(step)).toEqual([true, step.outcome === 'signed', true]);
    },
    'error: uploadSigned': (step) => {
      // The server's refusal as written; nothing answered: the connection message, the same in every flow.
      const wording =
        step.outcome === 'refused'
          ? messages.uploads.procuracaoNotPdf
          : step.outcome === 'offline'
            ? messages.register.connection
            : messages.uploads.fileFailed;
      // A failed replacement keeps the accepted upload, and "Próximo" stays enabled.
      if (hadUpload(step)) sees(step, 'ready.uploaded', 3, wording);
      else sees(step, 'ready.upload', 2, wording);
      expect(context(step).uploaded).toEqual(before(step).uploaded);
      expect(context(step).progress).toBeNull();
    },
    NEXT: (step) => {
      if (!step.previous!.matches({ ready: 'uploaded' })) return unchangedBut(step, messages.wizard.procuracaoMissing);
      expect(step.snapshot.status).toBe('done');
      expect(step.snapshot.output).toEqual(before(step).uploaded);
    },
  },
});

describe('power-of-attorney machine, with its actors', () => {
  it('hands the upload the request id and the file, reports progress, and ends with the accepted upload', async () => {
    const calls: unknown[] = [];
    let progress: ((percent: number) => void) | undefined;
    let finish: ((value: SignedPowerOfAttorney) => void) | undefined;
    const machine = powerOfAttorneyMachine.provide({
      actors: {
        uploadSigned: fromPromise(({ input }) => {
          calls.push({ id: input.id, file: input.file });
          progress = input.onProgress;
          return new Promise<SignedPowerOfAttorney>((resolve) => (finish = resolve));
        }),
      },
    });
    const actor = createActor(machine, { input: { id: 31 } }).start();
    actor.send({ type: 'UPLOAD', file: uploadFiles.signedPdf });
    expect(calls).toEqual([{ id: 31, file: uploadFiles.signedPdf }]);
    progress!(63.6);
    expect(actor.getSnapshot().context.progress).toBe(64);
    finish!(signedUploads.unsigned);
    await waitFor(actor, (snapshot) => snapshot.can({ type: 'NEXT' }), { timeout: 5_000 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(signedUploads.unsigned);
  });

  it('ticks "Assine no gov.br" only for a recognised signature of everyone who must sign', () => {
    const report = (situacao: 'assinada' | 'nao_reconhecida', pendencias: string[] = []) => ({
      ...signedUploads.signed,
      assinatura: { situacao, rotulo: situacao, signatarios: [], pendencias },
    });
    expect(signedByEveryone(null)).toBe(false);
    expect(signedByEveryone(signedUploads.unsigned)).toBe(false);
    expect(signedByEveryone(report('assinada'))).toBe(true);
    expect(signedByEveryone(report('nao_reconhecida'))).toBe(false);
    expect(signedByEveryone(report('assinada', ['falta a assinatura de Ana Lima']))).toBe(false);
  });

  it('signs on the government e-signature site', () => {
    expect(GOV_SIGNATURE_URL).toBe('https://www.gov.br/governodigital/pt-br/assinatura-eletronica');
  });

  it('"Próximo" is possible only once an upload was accepted', () => {
    const fresh = createActor(powerOfAttorneyMachine, { input: { id: 1 } }).start();
    const resumed = createActor(powerOfAttorneyMachine, { input: { id: 1, uploaded: signedUploads.signed } }).start();
    const nextLeaves = (actor: typeof fresh) =>
      actor.getSnapshot().can({ type: 'NEXT' }) &&
      (actor.send({ type: 'NEXT' }), actor.getSnapshot().status === 'done');
    expect(nextLeaves(fresh)).toBe(false);
    expect(fresh.getSnapshot().context.error).toBe(messages.wizard.procuracaoMissing);
    expect(nextLeaves(resumed)).toBe(true);
  });
});
