import {
  orderScreens,
  type CheckoutInput,
  type CheckoutScreen,
  type OrderRef,
} from '../../../machines/checkout/checkout';
import { checkoutPage } from './checkout-pages';

/** A checkout page's address: its path and the search params that let a reload resume it. */
export interface CheckoutLocation {
  to: `/${CheckoutScreen}`;
  search: { planId?: number; tipo?: OrderRef['tipo']; id?: number };
}

type SnapshotLike = Parameters<typeof checkoutPage>[0];

function locationOf(
  screen: CheckoutScreen,
  planId: number | null | undefined,
  order: OrderRef | null | undefined,
): CheckoutLocation {
  if (screen === 'confirmplan' || screen === 'new-payment')
    return { to: `/${screen}`, search: planId == null ? {} : { planId } };
  if ((orderScreens as readonly string[]).includes(screen))
    return { to: `/${screen}`, search: order ? { tipo: order.tipo, id: order.id } : {} };
  return { to: `/${screen}`, search: {} };
}

/** The address of the page a route opened the checkout on. */
export function inputLocation(input: CheckoutInput): CheckoutLocation {
  return locationOf(input.at, input.planId, input.order);
}

/** The address the checkout's state belongs on; null once it has ended. */
export function snapshotLocation(snapshot: SnapshotLike): CheckoutLocation | null {
  const page = checkoutPage(snapshot);
  return page && locationOf(page.screen, snapshot.context.planId, snapshot.context.order);
}

export function sameLocation(a: CheckoutLocation, b: CheckoutLocation): boolean {
  return (
    a.to === b.to &&
    a.search.planId === b.search.planId &&
    a.search.tipo === b.search.tipo &&
    a.search.id === b.search.id
  );
}
