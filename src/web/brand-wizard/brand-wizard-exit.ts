import type { BrandRegistrationContext } from '../../../machines/brand-wizard/brand-registration';
import type { FlowExit } from '../ui/use-flow-exit';

type SnapshotLike = { status: string; value: unknown; context: BrandRegistrationContext };

/** Where an ended wizard goes, with the toast to show on the way. */
export type WizardExit = FlowExit<'/home' | '/login'>;

export function wizardExit(snapshot: SnapshotLike): WizardExit | null {
  if (snapshot.status !== 'done') return null;
  const { notice, error } = snapshot.context;
  switch (snapshot.value) {
    case 'toLogin':
      return { to: '/login', toast: null, signOut: true };
    case 'completed':
      return { to: '/home', toast: notice ? { color: 'green', message: notice } : null, signOut: false };
    case 'closed':
      return { to: '/home', toast: error ? { color: 'red', message: error } : null, signOut: false };
    default:
      return { to: '/home', toast: null, signOut: false };
  }
}
