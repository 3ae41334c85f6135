import type { BrandWizard, WizardStep } from '../src/shared/schemas/brand-wizard';
import { failureMessage, failureOf } from './api-failure';
import type { BrandRegistrationEvent } from './brand-wizard-steps';

/**
 * The brand wizard's states that wait for one save, all alike: the step's tag stays (the page stays on screen), a
 * success keeps the saved values and moves on, an expired session goes to /login, any other failure goes back to
 * the step with the reason. Named in the setup() of machines/brand-registration.ts: guard `sessionExpired`,
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
