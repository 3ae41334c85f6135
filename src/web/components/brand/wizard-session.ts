import { createActor, type ActorRefFrom } from 'xstate';
import type { WizardScreen } from '../../../../machines/brand-registration';
import { providedBrandRegistrationMachine } from './wizard-actors';

export type WizardActor = ActorRefFrom<typeof providedBrandRegistrationMachine>;

/**
 * One wizard runs at a time and outlives the page that started it: when its state moves to the next
 * step's page, that page finds it here and carries on. Another request, or a reload, starts a new one,
 * which resumes from the server at the first unfinished step.
 */
let current: { marcaId: number; actor: WizardActor } | null = null;

/** An ended wizard's exit is followed once, even when React runs the effect twice. */
const followedExits = new WeakSet<WizardActor>();

export function wizardFor(marcaId: number): WizardActor {
  // An ended wizard is kept until a page follows its exit: a render React throws away (Suspense) may have
  // started it, and the page that stays must still see where it ended.
  if (current?.marcaId === marcaId && (current.actor.getSnapshot().status === 'active' || !followedExits.has(current.actor))) return current.actor;
  current?.actor.stop();
  const actor = createActor(providedBrandRegistrationMachine, { input: { marcaId } });
  actor.start();
  current = { marcaId, actor };
  return actor;
}

/** The screen a page last showed for this wizard: tells "the state moved" from "the address moved". */
const shown = new WeakMap<WizardActor, WizardScreen>();

export const lastShown = (actor: WizardActor) => shown.get(actor);
export const markShown = (actor: WizardActor, screen: WizardScreen) => shown.set(actor, screen);

/** Marks the ended wizard's exit as followed; false when a page already did. */
export function claimExit(actor: WizardActor): boolean {
  if (followedExits.has(actor)) return false;
  followedExits.add(actor);
  return true;
}

let holders = 0;
let stopTimer: ReturnType<typeof setTimeout> | undefined;
// Long enough for the next step's page to load its code and find the wizard.
const RELEASE_AFTER_MS = 5000;

/** Keeps the wizard running while one of its pages shows it; the last page to go stops it a moment later. */
export function holdWizard(actor: WizardActor): () => void {
  holders += 1;
  clearTimeout(stopTimer);
  return () => {
    holders -= 1;
    if (holders > 0) return;
    stopTimer = setTimeout(() => {
      if (holders > 0 || current?.actor !== actor) return;
      actor.stop();
      current = null;
    }, RELEASE_AFTER_MS);
  };
}
