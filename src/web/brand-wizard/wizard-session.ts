import { createActor, type ActorRefFrom } from 'xstate';
import type { WizardScreen } from '../../../machines/brand-registration';
import { createFlowSession } from '../flows/flow-session';
import { providedBrandRegistrationMachine } from './wizard-actors';

export type WizardActor = ActorRefFrom<typeof providedBrandRegistrationMachine>;

const session = createFlowSession<WizardActor>();

/**
 * The running wizard of request `marcaId`, or a new one (another request, a reload), which resumes from the
 * server at the first unfinished step.
 */
export function wizardFor(marcaId: number): WizardActor {
  return session.resumeOrStart(
    // An ended wizard is kept until a page follows its exit: a render React throws away (Suspense) may have
    // started it, and the page that stays must still see where it ended.
    (running) => running.getSnapshot().context.marcaId === marcaId && (running.getSnapshot().status === 'active' || !session.exitFollowed(running)),
    () => createActor(providedBrandRegistrationMachine, { input: { marcaId } }),
  );
}

/** The screen a page last showed for this wizard: tells "the state moved" from "the address moved". */
const shown = new WeakMap<WizardActor, WizardScreen>();

export const lastShown = (actor: WizardActor) => shown.get(actor);
export const markShown = (actor: WizardActor, screen: WizardScreen) => shown.set(actor, screen);

export const claimExit = session.claimExit;
export const holdWizard = session.hold;
