import type { WizardSend, WizardState } from './use-brand-wizard';

/** Every wizard screen gets the machine's state and its send. */
export interface WizardScreenProps {
  state: WizardState;
  send: WizardSend;
}
