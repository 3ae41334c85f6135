import { expect } from 'vitest';
import type {
  BrandDocumentsContext,
  BrandDocumentsEvent,
  BrandDocumentsInput,
} from '../../machines/brand-wizard/brand-documents';
import { activeStates, type WalkPath, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import { brandDocumentsModel, chosenFiles, refusals, uploadedDocuments } from '../support/machines/brand-wizard-models';
import { describeModel } from '../support/machines/model';

const context = (step: WalkStep) => step.snapshot.context as BrandDocumentsContext;
const before = (step: WalkStep) => step.previous!.context as BrandDocumentsContext;
const stateOf = (step: WalkStep) => activeStates(step.snapshot).join(', ');
const allKept = (path: WalkPath) => Object.keys((path.input.input as BrandDocumentsInput).kept).length === 3;

function sees(step: WalkStep, state: string, error: string | null = null, progress: number | null = null) {
  expect(stateOf(step)).toBe(state);
  expect(context(step).error).toBe(error);
  expect(context(step).progress).toBe(progress);
}

function ends(step: WalkStep, output: object) {
  expect(step.snapshot.status).toBe('done');
  expect(step.snapshot.output).toEqual(output);
}

describeModel('brand-documents machine (/arquivos)', {
  ...brandDocumentsModel,
  expectAfter: {
    'xstate.init': (step) => sees(step, 'choosing'),
    CHOOSE_FILES: (step) => {
      const { files } = step.event as Extract<BrandDocumentsEvent, { type: 'CHOOSE_FILES' }>;
      // "Por favor, insira todos os arquivos." leaves once all three are there, and not before.
      if (files === chosenFiles.all) return sees(step, 'choosing');
      sees(step, 'choosing', messages.uploads.allFilesRequired);
    },
    SUBMIT_FILES: (step, path) => {
      const { files } = step.event as Extract<BrandDocumentsEvent, { type: 'SUBMIT_FILES' }>;
      if (files === chosenFiles.all || (files === chosenFiles.logoOnly && allKept(path)))
        return sees(step, 'uploading', null, 0);
      // Nothing new, and the server already has all three: nothing to send.
      if (files === chosenFiles.none && allKept(path)) return ends(step, { end: 'kept' });
      sees(step, 'choosing', messages.uploads.allFilesRequired);
    },
    PROGRESS: (step) => sees(step, 'uploading', null, 55),
    'done: uploadDocuments': (step) => ends(step, { end: 'sent', arquivos: uploadedDocuments }),
    'error: uploadDocuments': (step) => {
      if (step.outcome === 'sessionExpired') return ends(step, { end: 'toLogin' });
      const message = step.outcome === 'refused' ? refusals.documents : messages.register.connection;
      sees(step, 'choosing', message);
      expect(before(step).progress).not.toBeNull();
    },
  },
});
