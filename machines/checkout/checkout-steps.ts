import type { AnyActorRef } from 'xstate';
import type { Profile } from '../../src/shared/schemas/profile';
import { orderScreens, orderStep, orderSteps, type OrderRef, type OrderScreen } from './checkout-order';

export { orderScreens, type OrderRef, type OrderScreen };

/** The checkout's screens, named after their routes; the state decides which one shows. */
export const checkoutScreens = ['confirmplan', 'new-marca', 'new-service', 'new-payment', ...orderScreens] as const;
export type CheckoutScreen = (typeof checkoutScreens)[number];

/** Where a page (or a reload) starts the checkout, read from its URL and, in the customer area, the profile. */
export interface CheckoutInput {
  at: CheckoutScreen;
  planId?: number;
  order?: OrderRef;
  profile?: Profile;
}

/** The holder form as the visitor typed it; the form itself validates and normalises the other fields. */
export interface SignUpValues {
  fullName: string;
  email: string;
  cpf: string;
  phone: string;
  password: string;
  confirmation: string;
  terms: boolean;
  /** WhatsApp updates about the order; unticked unless the visitor ticks it. */
  aceitaWhatsapp?: boolean;
}

export interface CheckoutContext {
  /** The screen the order states load for (a reload's URL, or /payment after creating the order). */
  resumeAt: CheckoutScreen;
  planId: number | null;
  order: OrderRef | null;
  profile: Profile | null;
  /** The /new-payment terms checkbox, ticked by default. */
  termsAccepted: boolean;
  error: string | null;
  notice: string | null;
}

export type CheckoutEvent =
  | { type: 'SUBMIT'; holder: SignUpValues }
  | { type: 'CHOOSE'; planId: number }
  | { type: 'SET_TERMS'; accepted: boolean }
  | { type: 'CONFIRM' }
  | { type: 'BACK' };

/** The new account and the order opened with it. */
export interface Registration {
  orderId: number;
  userId: number;
}

export const isOrderScreen = (screen: CheckoutScreen): screen is OrderScreen =>
  (orderScreens as readonly string[]).includes(screen);
/** The order page to resume on: the one reloaded, or /payment when the order was just created. */
export const orderScreenOf = (screen: CheckoutScreen): OrderScreen => (isOrderScreen(screen) ? screen : 'payment');

/**
 * The states a customer can be seen in, the checkout's own and (while an order's pages run) the order's: the web
 * app's one map from state to page (src/web/checkout/checkout-pages.ts) is keyed by these.
 */
export const checkoutSteps = ['signUp', 'choosingBrandPlan', 'choosingService', 'newPayment', ...orderSteps] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

type SnapshotLike = { status: string; value: unknown; children: Record<string, AnyActorRef | undefined> };

/** The running order's actor, while the checkout is on an order's pages. */
export function orderActorOf(snapshot: SnapshotLike) {
  return snapshot.status === 'active' && snapshot.value === 'order' ? snapshot.children.order : undefined;
}

/** The state a snapshot rests in, the order's while on its pages; null once the checkout has ended. */
export function checkoutStep(snapshot: SnapshotLike): CheckoutStep | null {
  if (snapshot.status !== 'active') return null;
  const order = orderActorOf(snapshot);
  if (order) return orderStep(order.getSnapshot() as { status: string; value: unknown });
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0];
  return (checkoutSteps as readonly string[]).includes(top) ? (top as CheckoutStep) : null;
}
