import { assertEvent } from 'xstate';
import { messages } from '../../src/shared/messages';
import type { WizardStep } from '../../src/shared/schemas/brand-wizard';
import type { BrandWizard } from '../brand-wizard/owner-names';
import { failureMessage, failureOf } from './api-failure';
import type { BrandRegistrationContext, BrandRegistrationEvent } from '../brand-wizard/brand-wizard-steps';

/**
 * The brand wizard's states that wait for one save, all alike: the step's tag stays (the page stays on screen), a
 * success keeps the saved values and moves on, an expired session goes to /login, any other failure goes back to
 * the step with the reason. Named in the setup() of machines/brand-wizard/brand-registration.ts: guard `sessionExpired`,
 * actions `keepSaved` and `showError`.
 */
export interface SavingStep<Src extends string, Input> {
  description: string;
  /** The page's tag, shown while saving. */
  tag: string;
  src: Src;
  input: (args: { context: { marcaId: number }; event: BrandRegistrationEvent }) => Input;
  /** The step finished and where its values go in the resume data. */
  step: WizardStep;
  key: keyof BrandWizard;
  notice: string;
  next: string;
  back: string;
  /** The step's own message for a failure without a reason (an error page, a 5xx). */
  failed: string;
}

export const savingStep = <Src extends string, Input>({
  description,
  tag,
  src,
  input,
  step,
  key,
  notice,
  next,
  back,
  failed,
}: SavingStep<Src, Input>) =>
  ({
    description,
    tags: [tag, 'busy'] as string[],
    invoke: {
      src,
      input,
      onDone: {
        target: next,
        actions: {
          type: 'keepSaved',
          params: ({ event }: { event: { output: unknown } }) => ({ step, key, value: event.output, notice }),
        },
      },
      onError: [
        { guard: 'sessionExpired', target: 'toLogin' },
        {
          target: back,
          actions: {
            type: 'showError',
            params: ({ event }: { event: object }) => ({ message: failureMessage(failureOf(event), failed) }),
          },
        },
      ],
    },
  }) as const;

/** The resume data after a save: the saved values under `key`, and `step` now finished. */
export function afterSave<K extends keyof BrandWizard>(
  context: BrandRegistrationContext,
  step: WizardStep,
  key: K,
  value: BrandWizard[K],
) {
  return (
    context.wizard && {
      ...context.wizard,
      [key]: value,
      etapasConcluidas: { ...context.wizard.etapasConcluidas, [step]: true },
    }
  );
}

/** The wizard's three saves: the address on the profile, the owners, the brand data. */
export const brandWizardSaves = {
  savingAddress: savingStep({
    description: 'The address is being saved on the profile.',
    ...{ tag: 'titular', step: 'titular', key: 'titular', next: 'editing.owners', back: 'editing.titular' },
    src: 'saveAddress',
    input: ({ event }) => {
      assertEvent(event, 'SUBMIT_ADDRESS');
      return { address: event.address };
    },
    ...{ notice: messages.profile.addressSaved, failed: messages.profile.addressSaveFailed },
  }),
  savingOwners: savingStep({
    description: 'The owners are being saved.',
    ...{
      tag: 'add-titular',
      step: 'proprietarios',
      key: 'proprietarios',
      next: 'editing.powerOfAttorney',
      back: 'editing.owners',
    },
    src: 'saveOwners',
    input: ({ context, event }) => {
      assertEvent(event, 'SUBMIT_OWNERS');
      return { marcaId: context.marcaId, owners: event.owners };
    },
    ...{ notice: messages.owners.saved, failed: messages.brandWizard.ownersSaveFailed },
  }),
  savingBrand: savingStep({
    description: 'The brand data is being saved.',
    ...{ tag: 'marca', step: 'marca', key: 'marca', next: 'editing.documents', back: 'editing.brand' },
    src: 'saveBrand',
    input: ({ context, event }) => {
      assertEvent(event, 'SUBMIT_BRAND');
      return { marcaId: context.marcaId, brand: event.brand };
    },
    ...{ notice: messages.brandData.saved, failed: messages.brandData.saveFailed },
  }),
};
