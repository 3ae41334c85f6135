import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { WizardScreen } from '../../../machines/brand-registration';
import { messages } from '../../shared/messages';
import { toast } from '../ui/toast';
import { BrandWizardView } from './BrandWizardView';

/** The body of every wizard route: the request comes from the address; without one, the customer's list of brands. */
export function WizardRoute({ marcaId, screen }: { marcaId: number | undefined; screen: WizardScreen }) {
  useEffect(() => {
    if (marcaId === undefined) toast({ color: 'red', message: messages.brandWizard.requestMissing });
  }, [marcaId]);
  if (marcaId === undefined) return <Navigate to="/home" replace />;
  // A new request is a new wizard: its forms start from that request's saved data.
  return <BrandWizardView key={marcaId} marcaId={marcaId} screen={screen} />;
}
