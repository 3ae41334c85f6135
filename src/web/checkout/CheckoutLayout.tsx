import { Container } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  checkoutScreens,
  orderActorOf,
  orderScreens,
  type CheckoutInput,
  type CheckoutScreen,
} from '../../../machines/checkout/checkout';
import type { Profile } from '../../shared/schemas/profile';
import { FlowWaiting } from '../ui/FlowWaiting';
import { PageFrame } from '../ui/PageFrame';
import { useAddressInStep } from '../ui/use-address-in-step';
import { useFlowExit } from '../ui/use-flow-exit';
import { providedCheckoutMachine } from './checkout-on-api';
import { CheckoutContext } from './checkout-context';
import { checkoutExit } from './checkout-exit';
import { inputLocation, snapshotLocation, type CheckoutLocation } from './checkout-location';
import { checkoutPage, checkoutPages } from './checkout-pages';
import { checkoutSearchSchema, orderRefOf } from './checkout-search';

/** The pages the framed layout (_pagamento) draws; the customer area's layout (_contratar) draws the others. */
const framedScreens: readonly CheckoutScreen[] = ['confirmplan', ...orderScreens];

/**
 * This layout's page at this path. The other layout's pages are not its own: while the router loads one of them
 * (e.g. /new-payment after logging in on /confirmplan), this layout must not restart its checkout there.
 */
const screenAt = (pathname: string, framed: boolean): CheckoutScreen | undefined =>
  checkoutScreens.find((screen) => `/${screen}` === pathname && framedScreens.includes(screen) === framed);

const locationKey = (location: CheckoutLocation | null) => (location ? JSON.stringify(location) : null);

/**
 * One checkout, from the page the customer entered on until the state moves to a page outside this layout
 * or the address moves away from the state (the back button, a typed URL): then the layout starts another.
 * The address follows the state here and nowhere else; an ended checkout is followed out once.
 */
function CheckoutFlow({
  input,
  urlInput,
  onAddressMoved,
}: {
  input: CheckoutInput;
  urlInput: CheckoutInput;
  onAddressMoved: () => void;
}) {
  const actor = useActorRef(providedCheckoutMachine, { input });
  const state = useSelector(actor, (snapshot) => snapshot);
  // The order's pages move with the order's own actor: a change there draws this layout again too.
  useSelector(useSelector(actor, orderActorOf), (snapshot) => snapshot);
  const navigate = useNavigate();
  const here = inputLocation(urlInput);
  const there = snapshotLocation(state);
  const page = checkoutPage(state);
  useAddressInStep({
    state: locationKey(there),
    address: locationKey(here),
    follow: (replace) => there && void navigate({ to: there.to, search: there.search, replace } as never),
    // A new checkout starts from the address, resuming from the server.
    addressMoved: onAddressMoved,
    // While the order is read the page stays the one opened: a move after it replaces that address.
    provisional: page?.step === 'loading',
  });

  useFlowExit(checkoutExit(state));

  // A state that belongs on another page waits for the move.
  if (!page || page.screen !== urlInput.at) return <FlowWaiting />;
  const Page = checkoutPages[page.step].component;
  return (
    <CheckoutContext.Provider value={actor}>
      <Page />
    </CheckoutContext.Provider>
  );
}

/**
 * The layout of a group of checkout pages: owns the running checkout while the customer is on them and stops it
 * when they leave. `framed` puts the site's header and footer around it (outside the customer area).
 */
export default function CheckoutLayout({ framed, profile }: { framed: boolean; profile?: Profile }) {
  // The path and its search params from the same location: read apart, they can be a render apart.
  const location = useLocation();
  const at = screenAt(location.pathname, framed);
  const search = v.parse(checkoutSearchSchema, location.search);
  const urlInput: CheckoutInput | null = at ? { at, planId: search.planId, order: orderRefOf(search), profile } : null;
  const [run, setRun] = useState(() => ({ key: 0, input: urlInput }));
  let body: ReactNode = <FlowWaiting />;
  if (urlInput && run.input) {
    body = (
      <CheckoutFlow
        key={run.key}
        input={run.input}
        urlInput={urlInput}
        onAddressMoved={() => setRun({ key: run.key + 1, input: urlInput })}
      />
    );
  }
  if (!framed) return body;
  return (
    <PageFrame>
      <Container size="lg" py={{ base: 24, sm: 48 }} px={{ base: 'md', sm: 'xl' }}>
        {body}
      </Container>
    </PageFrame>
  );
}
