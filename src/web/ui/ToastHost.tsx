import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadAllStyles } from './load-all-styles';
import { onToastRequest, toastRequested } from './toast';

// A toast can show on a public page, which carries only its own components' styles.
const ToastOutlet = lazy(() => Promise.all([import('./ToastOutlet'), loadAllStyles()]).then(([module]) => module));

export function ToastHost() {
  const requested = useSyncExternalStore(onToastRequest, toastRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}
