import type { AnyStateMachine } from 'xstate';
import { checkoutMachine } from '../checkout';
import { loginMachine } from '../login';

export interface RegisteredMachine {
  machine: AnyStateMachine;
  /** Where the machine is defined, relative to the repository root. */
  source: string;
  /** What QA reads as the diagram's heading. */
  title: string;
}

/** Every machine with a generated diagram in machines/diagrams/ (add new machines here). */
export const registeredMachines: RegisteredMachine[] = [
  { machine: loginMachine, source: 'machines/login.ts', title: 'Login: modal and /login screen, with the forgotten-password sub-modal' },
  { machine: checkoutMachine, source: 'machines/checkout.ts', title: 'Checkout: from "Contratar" to a paid order (/confirmplan, /new-marca, /new-service, /new-payment, /payment, /pix-payment, /ticket-payment, /confirm-payment)' },
];
