import { useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { stepOfScreen, wizardScreen, type WizardScreen } from '../../../machines/brand-wizard/brand-registration';
import { messages } from '../../shared/messages';
import { FlowWaiting } from '../ui/FlowWaiting';
import { MissingRequest } from '../ui/MissingRequest';
import { useAddressInStep } from '../ui/use-address-in-step';
import { useFlowExit } from '../ui/use-flow-exit';
import { useNoticeToasts } from '../ui/use-notice-toasts';
import { BrandWizardContext, type WizardActor } from './brand-wizard-context';
import { brandWizardPages, wizardScreenAt } from './brand-wizard-pages';
import { providedBrandRegistrationMachine } from './brand-wizard-on-api';
import { wizardExit } from './brand-wizard-exit';
import { WizardLoadingScreen } from './WizardLoadingScreen';

/** Whether the wizard (or its power-of-attorney or files step) is waiting for the server. */
function isBusy(actor: WizardActor): boolean {
  const snapshot = actor.getSnapshot();
  const child = (snapshot.children.powerOfAttorney ?? snapshot.children.documents)?.getSnapshot() as
    { value?: unknown } | undefined;
  return snapshot.hasTag('busy') || child?.value === 'uploading' || child?.value === 'downloading';
}

/**
 * The wizard of request `marcaId` while the customer is on its pages: started on entering, from the server's data
 * (see brand-wizard-entry.ts for which step opens), stopped on leaving. The address follows the state; when the address
 * moves instead (the back button, a link on the review), the machine is asked to open that step, and if it will
 * not, the address goes back to the state's page.
 */
function BrandWizardFlow({ marcaId }: { marcaId: number }) {
  const urlScreen = useLocation({ select: (location) => wizardScreenAt(location.pathname) });
  const entering = useLocation({ select: (location) => location.state.resumeWizard === true });
  // A reload or a typed address opens the page's own step when it may be opened; "Finalizar registro da marca"
  // resumes at the first unfinished step.
  const actor = useActorRef(providedBrandRegistrationMachine, {
    input: { marcaId, at: entering ? undefined : (urlScreen ?? undefined) },
  });
  const state = useSelector(actor, (snapshot) => snapshot);
  const navigate = useNavigate();
  const stateScreen = wizardScreen(state);
  useNoticeToasts(actor);
  const goTo = (screen: WizardScreen, replace: boolean) =>
    void navigate({ to: brandWizardPages[screen].path, search: { marcaId }, replace });
  useAddressInStep({
    state: stateScreen,
    // The entering link's mark is used once (the address is replaced without it): a later reload of this entry
    // opens its own step.
    address: entering ? `${urlScreen}#entering` : urlScreen,
    follow: (replace) => stateScreen && goTo(stateScreen, replace),
    addressMoved: () => {
      if (!urlScreen) return;
      // Ask the machine for that step; the address goes back to the state's page if it may not be opened.
      if (!isBusy(actor)) actor.send({ type: 'GO', step: stepOfScreen[urlScreen] });
      const after = wizardScreen(actor.getSnapshot());
      if (after && after !== urlScreen) goTo(after, true);
    },
  });

  useFlowExit(wizardExit(state));

  if (state.matches('loading') || state.matches('loadFailed')) {
    return (
      <BrandWizardContext.Provider value={actor}>
        <WizardLoadingScreen />
      </BrandWizardContext.Provider>
    );
  }
  if (!stateScreen) {
    return <FlowWaiting />;
  }
  const Page = brandWizardPages[stateScreen].component;
  return (
    <BrandWizardContext.Provider value={actor}>
      <Page />
    </BrandWizardContext.Provider>
  );
}

/** The layout of the wizard's pages: the request comes from the address; without one, the customer's list of brands. */
export default function BrandWizardLayout({ marcaId }: { marcaId: number | undefined }) {
  if (marcaId === undefined) return <MissingRequest message={messages.brandWizard.requestMissing} to="/home" />;
  // Another request is another wizard: its own actor, its forms from that request's saved data.
  return <BrandWizardFlow key={marcaId} marcaId={marcaId} />;
}
