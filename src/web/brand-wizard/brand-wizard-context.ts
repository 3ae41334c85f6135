import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BrandRegistrationEvent } from '../../../machines/brand-wizard/brand-registration';
import type { providedBrandRegistrationMachine } from './brand-wizard-on-api';

export type WizardActor = ActorRefFrom<typeof providedBrandRegistrationMachine>;

/** The running wizard, owned by the wizard's layout route (`routes/_cliente/_marca.tsx`) and read by its pages. */
export const BrandWizardContext = createContext<WizardActor | null>(null);

/** The wizard's state and its send, for the wizard's pages. */
export function useBrandWizard() {
  const actor = useContext(BrandWizardContext);
  if (!actor) throw new Error('useBrandWizard fora do layout do assistente');
  const state = useSelector(actor, (snapshot) => snapshot);
  const send = useCallback((event: BrandRegistrationEvent) => actor.send(event), [actor]);
  return { state, send, actor };
}

export type WizardState = ReturnType<typeof useBrandWizard>['state'];
export type WizardSend = ReturnType<typeof useBrandWizard>['send'];
