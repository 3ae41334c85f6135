import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { stepOfScreen, wizardScreen, type BrandRegistrationEvent, type WizardScreen } from '../../../machines/brand-registration';
import { clearSession } from '../session';
import { toast } from '../ui/toast';
import { wizardExit } from './wizard-exit';
import { claimExit, holdWizard, lastShown, markShown, wizardFor, type WizardActor } from './wizard-session';

/** Whether the wizard (or its power-of-attorney step) is waiting for the server. */
function isBusy(actor: WizardActor): boolean {
  const snapshot = actor.getSnapshot();
  const child = snapshot.children.powerOfAttorney?.getSnapshot() as { hasTag?: (tag: string) => boolean; value?: unknown } | undefined;
  return snapshot.hasTag('busy') || child?.value === 'uploading' || child?.value === 'downloading';
}

/** Shows each save's success message once, as it happens. */
function useNoticeToasts(actor: WizardActor) {
  useEffect(() => {
    let previous = actor.getSnapshot().context.notice;
    const subscription = actor.subscribe((snapshot) => {
      const { notice } = snapshot.context;
      if (notice && notice !== previous && snapshot.status === 'active') toast({ color: 'green', message: notice });
      previous = notice;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}

/**
 * Runs the brand wizard of request `marcaId` for the page of `screen`, and keeps the address on the state:
 * when the state moves to another step, the page follows it; when the address moves (the back button, a
 * link on the review), the machine is asked to open that step, which it does only if every step before it
 * is finished; otherwise the address goes back to the state's page.
 */
export function useBrandWizard(marcaId: number, screen: WizardScreen) {
  const actor = useMemo(() => wizardFor(marcaId), [marcaId]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const send = useCallback((event: BrandRegistrationEvent) => actor.send(event), [actor]);
  const navigate = useNavigate();

  useEffect(() => holdWizard(actor), [actor]);
  useNoticeToasts(actor);

  useEffect(() => {
    const exit = wizardExit(state);
    if (exit) {
      if (!claimExit(actor)) return;
      if (exit.signOut) clearSession();
      if (exit.toast) toast(exit.toast);
      void navigate({ to: exit.to });
      return;
    }
    const there = wizardScreen(state);
    if (!there) return;
    const goTo = (target: WizardScreen, replace: boolean) => void navigate({ to: `/${target}`, search: { marcaId }, replace } as never);
    if (there === screen) {
      markShown(actor, there);
      return;
    }
    const previous = lastShown(actor);
    // The state moved (a save answered, "Anterior"), or it has just resumed: the page follows.
    if (previous !== there) return goTo(there, previous === undefined);
    // The address moved while the state stayed: ask the machine for that step.
    if (!isBusy(actor)) actor.send({ type: 'GO', step: stepOfScreen[screen] });
    const after = wizardScreen(actor.getSnapshot());
    if (after && after !== screen) goTo(after, true);
  }, [state, actor, navigate, marcaId, screen]);

  return [state, send] as const;
}

export type WizardState = ReturnType<typeof useBrandWizard>[0];
export type WizardSend = ReturnType<typeof useBrandWizard>[1];
