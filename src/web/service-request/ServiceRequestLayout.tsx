import { useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  serviceScreen,
  serviceStepOfScreen,
  type ServiceScreen,
} from '../../../machines/service-request/service-request';
import { FlowWaiting } from '../ui/FlowWaiting';
import { useAddressInStep } from '../ui/use-address-in-step';
import { useFlowExit } from '../ui/use-flow-exit';
import { useNoticeToasts } from '../ui/use-notice-toasts';
import { providedServiceRequestMachine } from './service-request-on-api';
import { serviceExit } from './service-request-exit';
import { ServiceRequestProvider } from './service-request-context';
import { screenAt, serviceScreenMap } from './service-request-pages';
import { ServiceLoadingScreen } from './ServiceLoadingScreen';

/**
 * The service request's pages (/novo-servico, /servico-procuracao, /servico-confirmacao): runs the request's
 * actor while the customer is on any of them (stopped when they leave, as the layout unmounts) and is the one
 * place that keeps the address and the state in step. When the state moves, the address follows; when the
 * address moves (back button, typed URL), the machine is asked to open that step, and the address goes back
 * to the state's page if it may not.
 */
export function ServiceRequestLayout({ servicoId }: { servicoId: number }) {
  const actor = useActorRef(providedServiceRequestMachine, { input: { servicoId } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screen = serviceScreen(state);
  const addressScreen = screenAt(pathname);
  useNoticeToasts(actor);

  const goTo = (target: ServiceScreen, replace: boolean) =>
    void navigate({
      to: serviceScreenMap[target].path,
      search: { marcaId: servicoId, tipo: state.context.request?.planId },
      replace,
    });
  useAddressInStep({
    state: screen,
    address: addressScreen ?? null,
    follow: (replace) => screen && goTo(screen, replace),
    addressMoved: () => {
      if (!addressScreen) return;
      // Ask the machine for that step; the address goes back to the state's page if it may not be opened.
      if (!state.hasTag('busy')) actor.send({ type: 'GO', step: serviceStepOfScreen[addressScreen] });
      const after = serviceScreen(actor.getSnapshot());
      if (after && after !== addressScreen) goTo(after, true);
    },
  });

  useFlowExit(serviceExit(state));

  let page = <FlowWaiting />;
  if (state.matches('loading') || state.matches('loadFailed')) page = <ServiceLoadingScreen />;
  else if (screen && screen === addressScreen) {
    const Screen = serviceScreenMap[screen].component;
    page = <Screen />;
  }
  return <ServiceRequestProvider value={actor}>{page}</ServiceRequestProvider>;
}
